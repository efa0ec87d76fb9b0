import { describe, expect, it } from 'vitest';
import { createAdminKit, type KitProject } from '../test-kit.js';

const DAY = 24 * 3600 * 1000;
const START = Date.UTC(2026, 4, 10, 12);

type Kit = ReturnType<typeof createAdminKit>;

async function signUp(k: Kit, p: KitProject, email: string, country: Record<string, string> = {}) {
  const r = await k.call('POST', '/auth/password/sign-up', { ...p.client, ...country }, { email, password: 'pw-metrics-1', verification_callback_url: 'http://localhost:3000/cb' });
  expect(r.status).toBe(200);
  return r.body as { user_id: string; refresh_token: string; access_token: string };
}
const signIn = (k: Kit, p: KitProject, email: string, country: Record<string, string> = {}) =>
  k.call('POST', '/auth/password/sign-in', { ...p.client, ...country }, { email, password: 'pw-metrics-1' });
const refresh = (k: Kit, p: KitProject, token: string, country: Record<string, string> = {}) =>
  k.call('POST', '/auth/sessions/current/refresh', { ...p.client, 'x-stack-refresh-token': token, ...country });
const metrics = async (k: Kit, p: KitProject) => (await k.call('GET', '/internal/metrics', p.admin)).body;

/** A country counts only on a browser-like request (User-Agent) that carries a client IP header. */
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';
const cf = (c: string) => ({ 'cf-ipcountry': c, 'cf-connecting-ip': '203.0.113.7', 'user-agent': BROWSER });
const vercel = (c: string) => ({ 'x-vercel-ip-country': c, 'x-forwarded-for': '203.0.113.8, 10.0.0.1', 'user-agent': BROWSER });

async function setup() {
  const k = createAdminKit(START);
  const p = await k.project({ config: { credential_enabled: true } });
  return { k, p };
}

describe('metrics from activity events', () => {
  it('users_by_country: each user once, under the country of their latest event that has one (cf-ipcountry or x-vercel-ip-country)', async () => {
    const { k, p } = await setup();
    const a = await signUp(k, p, 'a@example.com', cf('US'));
    k.clock.ms += 1000;
    await signUp(k, p, 'b@example.com', vercel('de'));
    k.clock.ms += 1000;
    await signUp(k, p, 'c@example.com'); // no country at all
    k.clock.ms += 1000;
    expect((await refresh(k, p, a.refresh_token, vercel('FR'))).status).toBe(200); // a moves to FR
    k.clock.ms += 1000;
    expect((await signIn(k, p, 'a@example.com')).status).toBe(200); // later, but without a country: FR stays
    k.clock.ms += 1000;
    await signIn(k, p, 'b@example.com', cf('XX')); // Cloudflare's "unknown": ignored
    expect((await metrics(k, p)).users_by_country).toEqual({ FR: 1, DE: 1 });

    // The hosted API counts from its event table: a deleted user's country still counts.
    expect((await k.call('DELETE', `/users/${a.user_id}`, p.server)).status).toBe(200);
    expect((await metrics(k, p)).users_by_country).toEqual({ FR: 1, DE: 1 });
  });

  it('a country counts only with a browser-like User-Agent and a client IP header', async () => {
    const { k, p } = await setup();
    await signUp(k, p, 'no-agent@example.com', { 'cf-ipcountry': 'US', 'cf-connecting-ip': '203.0.113.1' });
    await signUp(k, p, 'curl@example.com', { 'cf-ipcountry': 'US', 'cf-connecting-ip': '203.0.113.1', 'user-agent': 'curl/8.5.0' });
    await signUp(k, p, 'no-ip@example.com', { 'cf-ipcountry': 'US', 'user-agent': BROWSER });
    expect((await metrics(k, p)).users_by_country).toEqual({});
    const ips: Record<string, string>[] = [{ 'x-vercel-forwarded-for': '203.0.113.2' }, { 'x-real-ip': '203.0.113.3' }, { 'x-forwarded-for': '203.0.113.4' }];
    for (const [i, ip] of ips.entries()) {
      await signUp(k, p, `ip${i}@example.com`, { 'x-vercel-ip-country': 'BR', 'user-agent': 'Safari/605.1.15', ...ip });
    }
    expect((await metrics(k, p)).users_by_country).toEqual({ BR: 3 });
  });

  it('daily_active_users: distinct users with a sign-up, sign-in or refresh that day; a deleted user still counts for past days', async () => {
    const { k, p } = await setup();
    const a = await signUp(k, p, 'a@example.com', cf('US'));
    await refresh(k, p, a.refresh_token, cf('US')); // same user, same day: once
    const b = await signUp(k, p, 'b@example.com');
    k.clock.ms += DAY;
    await refresh(k, p, b.refresh_token);
    k.clock.ms += DAY;
    expect((await k.call('DELETE', `/users/${b.user_id}`, p.server)).status).toBe(200);
    const m = await metrics(k, p);
    const last3 = m.daily_active_users.slice(-3).map((d: { activity: number }) => d.activity);
    expect(last3).toEqual([2, 1, 0]);
    expect(m.daily_active_users.at(-1).date).toBe('2026-05-12');
  });

  it('recently_active: the 5 users with the latest events, newest first, minus deleted ones (so it can be fewer than 5)', async () => {
    const { k, p } = await setup();
    const ids: string[] = [];
    for (let i = 0; i < 7; i++) {
      k.clock.ms += 1000;
      ids.push((await signUp(k, p, `u${i}@example.com`)).user_id);
    }
    k.clock.ms += 1000;
    await signIn(k, p, 'u0@example.com', cf('JP')); // u0 becomes the most recent
    let m = await metrics(k, p);
    expect(m.recently_active.map((u: { id: string }) => u.id)).toEqual([ids[0], ids[6], ids[5], ids[4], ids[3]]);

    await k.call('DELETE', `/users/${ids[6]}`, p.server);
    await k.call('DELETE', `/users/${ids[4]}`, p.server);
    m = await metrics(k, p);
    expect(m.recently_active.map((u: { id: string }) => u.id)).toEqual([ids[0], ids[5], ids[3]]);
    expect(m.users_by_country).toEqual({ JP: 1 });
  });
});
