import { describe, expect, it } from 'vitest';
import { useTestHost, useTestProject } from '../testing/use-test-host.js';
import { createMockServer } from '../create-mock-server.js';
import { DEFAULT_RATE_LIMITS } from './rate-limits.js';
import { DEV_KEYS } from '../store/seed.js';
import { RateLimiter } from './rate-limiter.js';

const t = useTestHost();
const p = useTestProject(t, { config: { magic_link_enabled: true } });

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

  it('limits code sends per recipient (20 per 15 min) and failed code checks per IP', async () => {
    const send = () => t.api().post('/api/v1/auth/otp/send-sign-in-code').set(p.client).send({ email: 'spam@example.com', callback_url: 'http://localhost:3000/cb' });
    for (let i = 1; i <= DEFAULT_RATE_LIMITS.codeSendsPerRecipient.limit; i++) expect([i, (await send()).status]).toEqual([i, 200]);
    const over = await send();
    expect(over.status).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    const app = createMockServer({ passwordHash: { memoryCost: 8, timeCost: 1, parallelism: 1 }, rateLimits: { codeCheckFailuresPerIp: { limit: 3, windowMs: 60_000 } } });
    const headers = { 'x-stack-project-id': 'internal', 'x-stack-access-type': 'client', 'x-stack-publishable-client-key': 'this-publishable-client-key-is-for-local-development-only', 'content-type': 'application/json' };
    const statuses: number[] = [];
    for (const path of ['/auth/otp/sign-in/check-code', '/auth/password/reset', '/contact-channels/verify', '/auth/mfa/sign-in']) {
      const res = await app.request(`http://localhost:8102/api/v1${path}`, { method: 'POST', headers, body: JSON.stringify({ code: 'a'.repeat(45), password: 'new password 1', type: 'totp', totp: '123456' }) });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 3).every((s) => s >= 400 && s !== 429)).toBe(true);
    expect(statuses[3]).toBe(429);
  });

  it('a correct password that still needs the second factor counts against the account', async () => {
    const app = createMockServer({ passwordHash: { memoryCost: 8, timeCost: 1, parallelism: 1 }, rateLimits: { signInFailuresPerAccount: { limit: 2, windowMs: 60_000 } } });
    const json = { 'content-type': 'application/json' };
    const { user_id } = (await (await app.request('http://localhost:8102/__dev/users', { method: 'POST', headers: json, body: JSON.stringify({ email: 'mfa@example.com', password: 'right password' }) })).json()) as { user_id: string };
    const server = { 'x-stack-project-id': 'internal', 'x-stack-access-type': 'server', 'x-stack-secret-server-key': DEV_KEYS.secretServerKey, ...json };
    const totp = await app.request(`http://localhost:8102/api/v1/users/${user_id}`, { method: 'PATCH', headers: server, body: JSON.stringify({ totp_secret_base64: Buffer.alloc(20, 7).toString('base64') }) });
    expect(totp.status).toBe(200);
    const headers = { 'x-stack-project-id': 'internal', 'x-stack-access-type': 'client', 'x-stack-publishable-client-key': DEV_KEYS.publishableClientKey, ...json };
    const signInOnce = async () => {
      const res = await app.request('http://localhost:8102/api/v1/auth/password/sign-in', { method: 'POST', headers, body: JSON.stringify({ email: 'mfa@example.com', password: 'right password' }) });
      return `${res.status} ${res.headers.get('x-stack-known-error') ?? ''}`;
    };
    expect([await signInOnce(), await signInOnce(), await signInOnce()]).toEqual(['400 MULTI_FACTOR_AUTHENTICATION_REQUIRED', '400 MULTI_FACTOR_AUTHENTICATION_REQUIRED', '429 ']);
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
    const l = new RateLimiter({ limit: 2, windowMs: 1000 }, () => now, { maxKeys: 3, maxHits: 100 });
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
