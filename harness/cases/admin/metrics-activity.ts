import { defineCase } from '../../define-case.js';
import * as expect from '../../expect.js';
import { signUp } from '../../flows.js';

/**
 * Metrics from activity: `users_by_country` counts each user once under the country (cf-ipcountry or
 * x-vercel-ip-country) of their latest activity with one; sign-up, sign-in and refresh are activity;
 * `recently_active` is the latest-active users first, without deleted ones.
 */
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
    const a = await withCountry({ 'cf-ipcountry': 'CH' });
    const b = await withCountry({ 'x-vercel-ip-country': 'BR' });
    const c = await signUp(t, t.email('metrics'), 'metrics-Password-1', project);
    // a's latest activity with a country: a refresh from Japan.
    const refreshed = await t.api('POST', '/auth/sessions/current/refresh', { as: 'client', project, session: { refreshToken: a.refreshToken }, headers: { 'x-vercel-ip-country': 'JP' } });
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
    expect.equal(m.users_by_country, { JP: 1 }, 'users_by_country without the deleted user');
    expect.equal((m.recently_active as { id: string }[]).map((u) => u.id).sort(), [a.userId, c.userId].sort(), 'recently_active without the deleted user');
    expect.equal((m.daily_active_users as { activity: number }[]).at(-1)?.activity, 3, 'the deleted user still counts for today');
  },
});
