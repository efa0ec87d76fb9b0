const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';

/** Lower-case Crockford base32 of `bytes` (no padding). */
export function base32(bytes: Uint8Array): string {
  let out = '';
  let buffer = 0;
  let bits = 0;
  for (const byte of bytes) {
    buffer = ((buffer << 8) | byte) & 0xfff;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(buffer >> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += ALPHABET[(buffer << (5 - bits)) & 31];
  return out;
}

/** A fresh 224-bit random string: 45 chars of lower-case Crockford base32 (API.md §1.2). */
export function randomNonce(): string {
  return base32(crypto.getRandomValues(new Uint8Array(28)));
}
