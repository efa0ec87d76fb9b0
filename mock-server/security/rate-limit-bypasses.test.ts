import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request } from 'node:http';
import { startTestHost, type TestHost, type TestProject } from '../testing/test-host.js';
import { RateLimiter } from './rate-limiter.js';

const MIN = 60_000;
let t: TestHost;
let p: TestProject;
beforeAll(async () => {
  t = await startTestHost({
    rateLimits: {
      signInFailuresPerAccount: { limit: 3, windowMs: MIN },
      codeSendsPerRecipient: { limit: 3, windowMs: MIN },
      signInFailuresPerIp: { limit: 8, windowMs: MIN },
    },
  });
  p = await t.project({ config: { magic_link_enabled: true } });
});
afterAll(() => t.close());

describe('rate limits that cannot be stepped around (round 2, item 3)', () => {
  it('a form-encoded body counts against the same account: after a lockout the right password as a form still gets 429', async () => {
    await t.user(p.id, { email: 'form@example.com', password: 'right password' });
    for (let i = 0; i < 3; i++) {
      expect((await t.api().post('/api/v1/auth/password/sign-in').set(p.client).send({ email: 'form@example.com', password: `wrong ${i}` })).status).toBe(400);
    }
    const asForm = await t.api().post('/api/v1/auth/password/sign-in').set(p.client).type('form').send({ email: 'FORM@example.com', password: 'right password' });
    expect(asForm.status).toBe(429);
    const asJson = await t.api().post('/api/v1/auth/password/sign-in').set(p.client).send({ email: 'form@example.com', password: 'right password' });
    expect(asJson.status).toBe(429);
  });

  it('form-encoded sends count against the recipient', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await t.api().post('/api/v1/auth/otp/send-sign-in-code').set(p.client).type('form').send({ email: 'mailbox@example.com', callback_url: 'http://localhost:3000/cb' });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('wrong old passwords on /auth/password/update are limited per user', async () => {
    const u = await t.user(p.id, { email: 'change@example.com', password: 'right password' });
    const update = (old_password: string) =>
      t.api().post('/api/v1/auth/password/update').set(p.client).set('x-stack-access-token', u.access_token).send({ old_password, new_password: 'new password 1' });
    for (let i = 0; i < 3; i++) {
      const res = await update(`wrong ${i}`);
      expect([res.status, res.headers['x-stack-known-error']]).toEqual([400, 'PASSWORD_CONFIRMATION_MISMATCH']);
    }
    const blocked = await update('right password');
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('every loopback source address (127.0.0.0/8) shares one per-IP budget', async () => {
    const port = Number(new URL(t.url).port);
    const signInFrom = (localAddress: string, i: number) =>
      new Promise<number>((resolve, reject) => {
        const body = JSON.stringify({ email: `ip${i}@example.com`, password: 'guess' });
        const req = request({ host: '127.0.0.1', port, localAddress, agent: false, method: 'POST', path: '/api/v1/auth/password/sign-in', headers: { ...p.client, 'content-type': 'application/json' } }, (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        });
        req.on('error', reject);
        req.end(body);
      });
    // Earlier tests in this file failed from 127.0.0.1 too: start from a fresh window.
    await t.api().post('/__dev/clock/advance').send({ ms: 2 * MIN });
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push(await signInFrom(`127.0.0.${2 + i}`, i));
    expect(statuses).toEqual([400, 400, 400, 400, 400, 400, 400, 400, 429, 429]);
  });

  it('the limiter holds a bounded number of keys and timestamps, whatever the traffic', () => {
    const l = new RateLimiter({ limit: 5, windowMs: MIN }, () => 0, { maxKeys: 100, maxHits: 300 });
    for (let i = 0; i < 10_000; i++) l.hit(`k${i % 1000}`);
    expect(l.size.keys).toBeLessThanOrEqual(100);
    expect(l.size.hits).toBeLessThanOrEqual(300);
  });
});
