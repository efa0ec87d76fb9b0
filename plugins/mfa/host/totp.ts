/**
 * SERVER-ONLY: RFC 6238 TOTP over HMAC-SHA1 (RFC 4226 dynamic truncation), with node:crypto.
 * The host checks 6 digits, 30 s steps, the current step only (no ±1 window), like the hosted API.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const TOTP_PERIOD_S = 30;
export const TOTP_DIGITS = 6;

/** The RFC 6238 time step counter T = floor(unixSeconds / period). */
export function timeStep(nowMs: number, periodS = TOTP_PERIOD_S): number {
  return Math.floor(nowMs / 1000 / periodS);
}

/** HOTP (RFC 4226) of `counter` with `digits` digits, zero-padded. */
export function hotp(secret: Uint8Array, counter: number, digits = TOTP_DIGITS): string {
  const msg = Buffer.alloc(8);
  msg.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', secret).update(msg).digest();
  const offset = mac[mac.length - 1] & 0x0f;
  const bin = ((mac[offset] & 0x7f) << 24) | (mac[offset + 1] << 16) | (mac[offset + 2] << 8) | mac[offset + 3];
  return String(bin % 10 ** digits).padStart(digits, '0');
}

/** The TOTP for the time step containing `nowMs`. */
export function totp(secret: Uint8Array, nowMs: number, digits = TOTP_DIGITS): string {
  return hotp(secret, timeStep(nowMs), digits);
}

/** Constant-time check of `code` against the current step only. Non-6-digit input is simply wrong. */
export function verifyTotp(secret: Uint8Array, code: string, nowMs: number): boolean {
  const expected = Buffer.from(totp(secret, nowMs), 'utf8');
  const given = Buffer.from(code, 'utf8');
  // Compare equal-length buffers so the timing does not depend on where the codes differ.
  const same = timingSafeEqual(expected, given.length === expected.length ? given : Buffer.alloc(expected.length));
  return same && given.length === expected.length;
}
