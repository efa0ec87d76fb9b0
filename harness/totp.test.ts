import { describe, expect, it } from 'vitest';
import { msLeftInStep, totp } from './totp.js';

// RFC 6238 Appendix B, SHA-1 rows (secret "12345678901234567890"), 8 digits.
const VECTORS: [number, string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('totp', () => {
  const secret = new TextEncoder().encode('12345678901234567890');
  it.each(VECTORS)('RFC 6238 at T=%i', (t, code) => {
    expect(totp(secret, t * 1000, 8)).toBe(code);
    expect(totp(secret, t * 1000)).toBe(code.slice(-6));
  });
  it('knows how long the step lasts', () => {
    expect(msLeftInStep(59_000)).toBe(1000);
    expect(msLeftInStep(60_000)).toBe(30_000);
  });
});
