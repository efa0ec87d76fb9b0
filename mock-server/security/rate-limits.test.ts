import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestHost, type TestHost, type TestProject } from '../testing/test-host.js';
import { createMockServer } from '../create-mock-server.js';
import { DEFAULT_RATE_LIMITS } from './rate-limits.js';
import { RateLimiter } from './rate-limiter.js';

let t: TestHost;
let p: TestProject;
beforeAll(async () => {
  t = await startTestHost();
  p = await t.project({ config: { magic_link_enabled: true } });
});
afterAll(() => t.close());

const signIn = (email: string, password: string, headers = p.client) =>
  t.api().post('/api/v1/auth/password/sign-in').set(headers).send({ email, password });

describe('rate limits (item 7)', () => {
  it('the 21st wrong password gets 429 with Retry-After, the right one too, until the window moves on', async () => {
    await t.user(p.id, { email: 'ada@example.com', password: 'right password' });
    for (let i = 1; i <= 20; i++) {
      const res = await signIn('ada@example.com', `wrong ${i}`);
      expect([i, res.status, res.headers['x-stack-known-error']]).toEqual([i, 400, 'EMAIL_PASSWORD_MISMATCH']);
    }
    const blocked = await signIn('ADA@example.com', 'wrong 21');
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(800);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(900);
    expect(blocked.text).toMatch(/^Too many requests\. Try again in \d+ seconds\.$/);
    expect(blocked.headers['access-control-allow-origin']).toBe('*');
    expect((await signIn('ada@example.com', 'right password')).status).toBe(429);
    // The SDK sends the status override: 429 then travels as 200 + x-stack-actual-status, Retry-After kept.
    const overridden = await t.api().post('/api/v1/auth/password/sign-in').set(p.client).set('x-stack-override-error-status', 'true').send({ email: 'ada@example.com', password: 'x' });
    expect([overridden.status, overridden.headers['x-stack-actual-status'], overridden.headers['retry-after'] !== undefined]).toEqual([200, '429', true]);
    // Another account is not affected; the dev clock moves the window.
    expect((await signIn('bob@example.com', 'nope')).status).toBe(400);
    await t.api().post('/__dev/clock/advance').send({ ms: 15 * 60_000 });
    expect((await signIn('ada@example.com', 'right password')).status).toBe(200);
  });

  it('limits code sends per recipient (20 per 15 min) and code checks per code', async () => {
    const send = () => t.api().post('/api/v1/auth/otp/send-sign-in-code').set(p.client).send({ email: 'spam@example.com', callback_url: 'http://localhost:3000/cb' });
    for (let i = 1; i <= DEFAULT_RATE_LIMITS.codeSendsPerRecipient.limit; i++) expect([i, (await send()).status]).toEqual([i, 200]);
    const over = await send();
    expect(over.status).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    const check = (code: string) => t.api().post('/api/v1/auth/otp/sign-in/check-code').set(p.client).send({ code });
    const nonce = 'a'.repeat(39);
    for (let i = 0; i < DEFAULT_RATE_LIMITS.codeCheckFailuresPerCode.limit; i++) expect((await check(`${String(i).padStart(6, '0')}${nonce}`)).status).toBe(404);
    expect((await check(`zzzzzz${nonce}`)).status).toBe(429);
  });

  it('limits failures per client IP across accounts', async () => {
    const app = createMockServer({ passwordHash: { memoryCost: 8, timeCost: 1, parallelism: 1 }, unknownEmailDelayMs: () => 0, rateLimits: { signInFailuresPerIp: { limit: 5, windowMs: 60_000 } } });
    const headers = { 'x-stack-project-id': 'internal', 'x-stack-access-type': 'client', 'x-stack-publishable-client-key': 'this-publishable-client-key-is-for-local-development-only', 'content-type': 'application/json' };
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await app.request('http://localhost:8102/api/v1/auth/password/sign-in', { method: 'POST', headers, body: JSON.stringify({ email: `u${i}@example.com`, password: 'guess' }) });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
  });

  it('rateLimits: false (--no-rate-limit) turns them off', async () => {
    const app = createMockServer({ passwordHash: { memoryCost: 8, timeCost: 1, parallelism: 1 }, rateLimits: false });
    const headers = { 'x-stack-project-id': 'internal', 'x-stack-access-type': 'client', 'x-stack-publishable-client-key': 'this-publishable-client-key-is-for-local-development-only', 'content-type': 'application/json' };
    for (let i = 0; i < 25; i++) {
      const res = await app.request('http://localhost:8102/api/v1/auth/password/sign-in', { method: 'POST', headers, body: JSON.stringify({ email: 'x@example.com', password: 'guess' }) });
      expect(res.status).toBe(400);
    }
  });

  it('a sliding window: hits age out one by one; memory stays bounded', () => {
    let now = 0;
    const l = new RateLimiter({ limit: 2, windowMs: 1000 }, () => now, 3);
    l.hit('a');
    now = 400;
    l.hit('a');
    expect(l.retryAfterMs('a')).toBe(600);
    now = 1000;
    expect(l.retryAfterMs('a')).toBe(0);
    for (const k of ['b', 'c', 'd', 'e']) l.hit(k);
    expect(l.retryAfterMs('a')).toBe(0);
  });
});
