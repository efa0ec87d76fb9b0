/** RFC 6238 TOTP (HMAC-SHA1, 30 s step, 6 digits), as the hosted API checks it (current step only). */
import { createHmac } from 'node:crypto';

export function totp(secret: Uint8Array, timeMs: number, digits = 6, stepSeconds = 30): string {
  const counter = Math.floor(timeMs / 1000 / stepSeconds);
  const msg = Buffer.alloc(8);
  msg.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', secret).update(msg).digest();
  const offset = mac[mac.length - 1] & 0x0f;
  const bin = (mac.readUInt32BE(offset) & 0x7fffffff) % 10 ** digits;
  return String(bin).padStart(digits, '0');
}

/** Milliseconds left in the current 30 s step. */
export function msLeftInStep(timeMs: number, stepSeconds = 30): number {
  return stepSeconds * 1000 - (timeMs % (stepSeconds * 1000));
}
