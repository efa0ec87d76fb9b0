/** TOTP secrets on the client: random bytes (Web Crypto), base64 for the API, base32 and an otpauth URI for apps. */
import { TOTP_PARAMS } from './contract.js';

const B32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32 without padding (what authenticator apps read). */
export function base32(bytes: Uint8Array): string {
  let out = '';
  let bits = 0;
  let value = 0;
  for (const b of bytes) {
    value = (value << 8) | b;
    bits += 8;
    while (bits >= 5) {
      out += B32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += B32[(value << (5 - bits)) & 31];
  return out;
}

export function base64(bytes: Uint8Array): string {
  let s = '';
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s);
}

export function fromBase64(b64: string): Uint8Array {
  return Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
}

/** 20 random bytes (160 bits, the RFC 4226 recommendation). */
export function generateSecret(length = 20): Uint8Array {
  return globalThis.crypto.getRandomValues(new Uint8Array(length));
}

/** The Key URI Format authenticator apps scan: otpauth://totp/Issuer:account?secret=…&issuer=…&algorithm=SHA1&digits=6&period=30 */
export function otpauthUri(secret: Uint8Array, issuer: string, account: string): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
  const q = `secret=${base32(secret)}&issuer=${encodeURIComponent(issuer)}&algorithm=${TOTP_PARAMS.algorithm}&digits=${TOTP_PARAMS.digits}&period=${TOTP_PARAMS.period}`;
  return `otpauth://totp/${label}?${q}`;
}
