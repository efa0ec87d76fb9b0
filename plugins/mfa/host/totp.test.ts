import { describe, expect, it } from 'vitest';
import { RFC6238_SHA1_SECRET, RFC6238_SHA1_VECTORS } from '../vectors.js';
import { hotp, timeStep, totp, verifyTotp } from './totp.js';

const secret = new TextEncoder().encode(RFC6238_SHA1_SECRET);

describe('RFC 6238 TOTP (SHA-1)', () => {
  it.each(RFC6238_SHA1_VECTORS)('T=$unixSeconds s → step $step, 8 digits $totp8', ({ unixSeconds, step, totp8 }) => {
    expect(timeStep(unixSeconds * 1000)).toBe(parseInt(step, 16));
    expect(totp(secret, unixSeconds * 1000, 8)).toBe(totp8);
    // 6 digits are the same value mod 10^6
    expect(totp(secret, unixSeconds * 1000)).toBe(totp8.slice(2));
  });

  it('RFC 4226 Appendix D HOTP values for counters 0 and 9', () => {
    expect(hotp(secret, 0)).toBe('755224');
    expect(hotp(secret, 9)).toBe('520489');
  });

  it('accepts the current step only, and nothing but the exact six digits', () => {
    const t = 1111111111_000;
    const code = totp(secret, t);
    expect(verifyTotp(secret, code, t)).toBe(true);
    const stepStart = Math.floor(t / 30_000) * 30_000;
    expect(verifyTotp(secret, code, stepStart)).toBe(true);
    expect(verifyTotp(secret, code, stepStart + 29_999)).toBe(true);
    expect(verifyTotp(secret, code, stepStart + 30_000)).toBe(false);
    expect(verifyTotp(secret, code, stepStart - 1)).toBe(false);
    expect(verifyTotp(secret, ` ${code}`, t)).toBe(false);
    expect(verifyTotp(secret, code.slice(1), t)).toBe(false);
    expect(verifyTotp(secret, '', t)).toBe(false);
    expect(verifyTotp(new TextEncoder().encode('another secret'), code, t)).toBe(false);
  });
});
