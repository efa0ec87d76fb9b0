import { defineCase } from '../../define-case.js';
import * as expect from '../../expect.js';

/**
 * Metrics from activity: `users_by_country` counts each user once under the country (cf-ipcountry or
 * x-vercel-ip-country) of their latest activity with one. A request has a country only when it looks like a
 * browser's (User-Agent with Mozilla, Chrome or Safari) and carries a client IP header (cf-connecting-ip,
 * x-vercel-forwarded-for, x-real-ip or x-forwarded-for). Counts come from the activity log, so a deleted user's
 * country still counts. Sign-up, sign-in and refresh are activity; `recently_active` is the latest-active users
 * first, without deleted ones.
 */

/** What a browser behind a proxy sends: a browser User-Agent and the client's IP. */
export const BROWSER_HEADERS = {
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36',
  'x-forwarded-for': '203.0.113.9',
};
export const metricsActivity = defineCase({
  area: 'admin',
  name: 'internal-metrics-country-and-recent-activity',
  endpoints: ['GET /api/v1/internal/metrics', 'POST /api/v1/auth/sessions/current/refresh'],
  async run(t) {
    const project = await t.newProject();
    const withCountry = async (headers: Record<string, string>) => {
      const res = await t.api('POST', '/auth/password/sign-up', {
        as: 'client', project, headers, json: { email: t.email('metrics'), password: 'metrics-Password-1', verification_callback_url: t.callbackUrl },
      });
      const body = expect.json(res, 200);
      return { userId: String(body.user_id), refreshToken: String(body.refresh_token) };
    };
    const a = await withCountry({ ...BROWSER_HEADERS, 'cf-ipcountry': 'CH' });
    const b = await withCountry({ ...BROWSER_HEADERS, 'x-vercel-ip-country': 'BR' });
    // Not browser-like (no User-Agent), so no country.
    const c = await withCountry({ 'x-forwarded-for': '203.0.113.10', 'cf-ipcountry': 'FR' });
    // a's latest activity with a country: a refresh from Japan.
    const refreshed = await t.api('POST', '/auth/sessions/current/refresh', { as: 'client', project, session: { refreshToken: a.refreshToken }, headers: { ...BROWSER_HEADERS, 'x-vercel-ip-country': 'JP' } });
    expect.json(refreshed, 200);

    const read = async () => expect.json(await t.api('GET', '/internal/metrics', { as: 'admin', project }), 200);
    let m = await read();
    expect.equal(m.users_by_country, { BR: 1, JP: 1 }, 'users_by_country');
    const ids = (m.recently_active as { id: string }[]).map((u) => u.id);
    expect.equal(ids[0], a.userId, 'the latest active user first');
    expect.equal([...ids].sort(), [a.userId, b.userId, c.userId].sort(), 'recently_active holds the three users');
    const today = (m.daily_active_users as { activity: number }[]).at(-1)?.activity;
    expect.equal(today, 3, 'daily active users today');

    expect.status(await t.api('DELETE', `/users/${b.userId}`, { as: 'server', project }), 200);
    m = await read();
    expect.equal(m.users_by_country, { BR: 1, JP: 1 }, "users_by_country still counts the deleted user's country");
    expect.equal((m.recently_active as { id: string }[]).map((u) => u.id).sort(), [a.userId, c.userId].sort(), 'recently_active without the deleted user');
    expect.equal((m.daily_active_users as { activity: number }[]).at(-1)?.activity, 3, 'the deleted user still counts for today');
  },
});
