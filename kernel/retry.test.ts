import { describe, expect, it } from 'vitest';
import { backoffDelay, isIdempotent, isRetryableStatus, MAX_ATTEMPTS, retryAfterDelay } from './retry.js';
import { randomNonce } from './nonce.js';

describe('retry policy', () => {
  it('resends only idempotent methods', () => {
    for (const m of ['GET', 'PUT', 'DELETE', 'HEAD', 'OPTIONS']) expect(isIdempotent(m)).toBe(true);
    for (const m of ['POST', 'PATCH']) expect(isIdempotent(m)).toBe(false);
    expect(MAX_ATTEMPTS).toBe(5);
  });

  it('backs off 1000 ms × 0.5–1.5 × 2^n', () => {
    expect(backoffDelay(0, () => 0)).toBe(500);
    expect(backoffDelay(0, () => 0.999999)).toBeCloseTo(1500, 0);
    expect(backoffDelay(3, () => 0.5)).toBe(8000);
    expect(backoffDelay(4, () => 0)).toBe(8000);
  });

  it('reads Retry-After as seconds or an HTTP date, capped at 60 s', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(retryAfterDelay('3', now)).toBe(3000);
    expect(retryAfterDelay('1.5', now)).toBe(1500);
    expect(retryAfterDelay('Thu, 01 Jan 2026 00:00:20 GMT', now)).toBe(20_000);
    expect(retryAfterDelay('Thu, 01 Jan 2026 00:05:00 GMT', now)).toBe(60_000);
    expect(retryAfterDelay('3600', now)).toBe(60_000);
    expect(retryAfterDelay('Wed, 31 Dec 2025 23:00:00 GMT', now)).toBe(0);
    expect(retryAfterDelay('soon', now)).toBeNull();
    expect(retryAfterDelay(null, now)).toBeNull();
  });

  it('retries 429 and 508 only', () => {
    expect(isRetryableStatus(429)).toBe(true);
    expect(isRetryableStatus(508)).toBe(true);
    expect(isRetryableStatus(500)).toBe(false);
    expect(isRetryableStatus(503)).toBe(false);
  });
});

describe('nonce', () => {
  it('is 224 bits of lower-case Crockford base32: 45 chars, the last one carrying 4 bits', () => {
    const all = Array.from({ length: 2000 }, randomNonce);
    for (const n of all) expect(n).toMatch(/^[0-9a-hjkmnp-tv-z]{44}[02468acegjmprtwy]$/);
    expect(new Set(all).size).toBe(2000);
    // every alphabet char shows up in the first 44 positions, and all 16 even ones at the end
    expect(new Set(all.join('').replace(/(.{44})./g, '$1')).size).toBe(32);
    expect(new Set(all.map((n) => n[44])).size).toBe(16);
  });
});
