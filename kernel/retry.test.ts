import { describe, expect, it } from 'vitest';
import { backoffDelay, isIdempotent, isRetryableStatus, MAX_ATTEMPTS, retryAfterDelay } from './retry';
import { base32, randomNonce } from './nonce';

describe('retry policy (SPEC §9)', () => {
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
  it('encodes lower-case Crockford base32', () => {
    expect(base32(new Uint8Array([0xff, 0xff, 0xff, 0xff, 0xff]))).toBe('zzzzzzzz');
    expect(base32(new Uint8Array([0, 0, 0, 0, 0]))).toBe('00000000');
    // 'f' = 0x66 = 01100 110(00) → 'c', 'r'
    expect(base32(new TextEncoder().encode('f'))).toBe('cr');
  });

  it('is 224 bits: 45 chars, fresh each time', () => {
    const a = randomNonce();
    expect(a).toMatch(/^[0-9a-hjkmnp-tv-z]{45}$/);
    expect(randomNonce()).not.toBe(a);
  });
});
