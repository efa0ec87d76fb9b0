/**
 * RFC 6238 TOTP (HMAC-SHA1, 6 digits, 30 s) with Web Crypto, for the client: confirming that an authenticator
 * app was set up before the secret is stored. The host verifies with its own node:crypto version.
 */
import { TOTP_PARAMS } from './contract.js';

export async function hotpWeb(secret: Uint8Array, counter: number, digits: number = TOTP_PARAMS.digits): Promise<string> {
  const key = await globalThis.crypto.subtle.importKey('raw', secret as BufferSource, { name: 'HMAC', hash: 'SHA-1' }, false, ['sign']);
  const msg = new DataView(new ArrayBuffer(8));
  msg.setUint32(0, Math.floor(counter / 2 ** 32));
  msg.setUint32(4, counter >>> 0);
  const mac = new Uint8Array(await globalThis.crypto.subtle.sign('HMAC', key, msg.buffer));
  const o = mac[mac.length - 1] & 0x0f;
  const bin = ((mac[o] & 0x7f) << 24) | (mac[o + 1] << 16) | (mac[o + 2] << 8) | mac[o + 3];
  return String(bin % 10 ** digits).padStart(digits, '0');
}

export function totpWeb(secret: Uint8Array, nowMs: number, digits: number = TOTP_PARAMS.digits): Promise<string> {
  return hotpWeb(secret, Math.floor(nowMs / 1000 / TOTP_PARAMS.period), digits);
}

/**
 * Whether `code` is the TOTP of the step at `nowMs` or of a neighbouring one (`window` steps either way:
 * the device clock may differ a little from the phone's; the host itself accepts the current step only).
 */
export async function matchesTotp(secret: Uint8Array, code: string, nowMs: number, window = 1): Promise<boolean> {
  if (!/^\d{6}$/.test(code)) return false;
  const step = Math.floor(nowMs / 1000 / TOTP_PARAMS.period);
  let found = false;
  for (let d = -window; d <= window; d++) found = (await hotpWeb(secret, step + d)) === code || found;
  return found;
}
