import { describe, expect, it } from 'vitest';
import { hotpWeb, matchesTotp, totpWeb } from './client-totp.js';
import { RFC6238_SHA1_SECRET, RFC6238_SHA1_VECTORS } from './vectors.js';

const secret = new TextEncoder().encode(RFC6238_SHA1_SECRET);

describe('Web Crypto TOTP (client)', () => {
  it.each(RFC6238_SHA1_VECTORS)('RFC 6238 T=$unixSeconds s → $totp8', async ({ unixSeconds, totp8 }) => {
    expect(await totpWeb(secret, unixSeconds * 1000, 8)).toBe(totp8);
    expect(await totpWeb(secret, unixSeconds * 1000)).toBe(totp8.slice(2));
  });

  it('RFC 4226 Appendix D HOTP, counters 0 and 9', async () => {
    expect(await hotpWeb(secret, 0)).toBe('755224');
    expect(await hotpWeb(secret, 9)).toBe('520489');
  });

  it('matchesTotp: current step ±1 only, six digits only', async () => {
    const t = 1111111111_000;
    const at = async (dSteps: number) => totpWeb(secret, t + dSteps * 30_000);
    expect(await matchesTotp(secret, await at(0), t)).toBe(true);
    expect(await matchesTotp(secret, await at(-1), t)).toBe(true);
    expect(await matchesTotp(secret, await at(1), t)).toBe(true);
    expect(await matchesTotp(secret, await at(2), t)).toBe(false);
    expect(await matchesTotp(secret, await at(0), t, 0)).toBe(true);
    expect(await matchesTotp(secret, await at(1), t, 0)).toBe(false);
    expect(await matchesTotp(secret, `${await at(0)}0`, t)).toBe(false);
    expect(await matchesTotp(secret, 'abcdef', t)).toBe(false);
  });
});
