const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';

/**
 * A fresh 224-bit random string: 45 chars of lower-case Crockford base32
 * (sent as `x-stack-random-nonce`, ignored by the server). 44 chars carry 5 bits each and the last one 4 bits (its low
 * bit is zero), exactly like base32 of 28 random bytes.
 */
export function randomNonce(): string {
  let out = '';
  for (const [i, b] of crypto.getRandomValues(new Uint8Array(45)).entries()) out += ALPHABET[b & (i < 44 ? 31 : 30)];
  return out;
}
