/**
 * SERVER-ONLY: GET /internal/metrics, computed from the host's tables and its activity log (one event per
 * sign-up, sign-in and refresh, with the request's country):
 * - `users_by_country`: each user once, under the country of their latest event that has one (deleted users
 *   included: the hosted API counts from its event table);
 * - `daily_active_users`: distinct users with an event that day (deleted users' past events included);
 * - `recently_active`: the 5 users with the most recent events, newest first, minus those deleted since
 *   (so fewer than 5 is possible).
 */
import { ok, type Router } from '../../../mock-server/http/router.js';
import { userView } from '../../../mock-server/core/views.js';
import type { Host } from '../../../mock-server/host.js';
import type { UserRow } from '../../../mock-server/store/entities.js';
import { activityEvents, type ActivityEventRow } from '../../../mock-server/core/activity.js';

const DAY_MS = 24 * 3600 * 1000;
const DAYS = 31;

const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** today−30 … today (UTC dates), each with the count of `keys` falling on it. */
export function dailySeries(now: number, perDay: Map<string, number>) {
  const today = Math.floor(now / DAY_MS) * DAY_MS;
  return Array.from({ length: DAYS }, (_, i) => {
    const date = dayOf(today - (DAYS - 1 - i) * DAY_MS);
    return { date, activity: perDay.get(date) ?? 0 };
  });
}

function countBy<T>(items: T[], key: (t: T) => string): Map<string, number> {
  const m = new Map<string, number>();
  for (const t of items) m.set(key(t), (m.get(key(t)) ?? 0) + 1);
  return m;
}

/** One entry per auth method (each OAuth link, password, passkey, OTP), grouped by method. */
function loginMethods(host: Host, users: UserRow[]) {
  const methods: string[] = [];
  const passkeys = host.table<{ id: string; user_id: string }>('passkeys');
  for (const u of users) {
    for (const p of u.oauth_providers) methods.push(p.id.toLowerCase());
    if (u.password_hash !== null) methods.push('password');
    const keys = passkeys.filter((k) => k.user_id === u.id).length;
    for (let i = 0; i < keys; i++) methods.push('passkey');
    if (u.otp_auth_enabled) methods.push('otp');
  }
  return [...countBy(methods, (m) => m)].sort(([a], [b]) => (a < b ? -1 : 1)).map(([method, count]) => ({ method, count }));
}

/** Each user's latest event (and latest event with a country), in one pass. */
function latestByUser(events: ActivityEventRow[]) {
  const latest = new Map<string, ActivityEventRow>();
  const latestWithCountry = new Map<string, ActivityEventRow>();
  for (const e of events) {
    const newer = (m: Map<string, ActivityEventRow>) => {
      const cur = m.get(e.user_id);
      if (!cur || e.at_millis >= cur.at_millis) m.set(e.user_id, e);
    };
    newer(latest);
    if (e.country) newer(latestWithCountry);
  }
  return { latest, latestWithCountry };
}

export function metrics(host: Host, projectId: string) {
  const now = host.now();
  const users = host.users.filter((u) => u.project_id === projectId);
  const events = activityEvents(host).filter((e) => e.project_id === projectId);
  const activeDays = [...new Set(events.map((e) => `${dayOf(e.at_millis)} ${e.user_id}`))].map((k) => k.slice(0, 10));
  const { latest, latestWithCountry } = latestByUser(events);
  const byCountry: Record<string, number> = {};
  for (const e of latestWithCountry.values()) byCountry[e.country!] = (byCountry[e.country!] ?? 0) + 1;
  const newest = [...users].sort((a, b) => b.signed_up_at_millis - a.signed_up_at_millis).slice(0, 5);
  const recent = [...latest.values()]
    .sort((a, b) => b.at_millis - a.at_millis)
    .slice(0, 5)
    .map((e) => host.users.get(e.user_id))
    .filter((u): u is UserRow => u !== undefined && u.project_id === projectId);
  return {
    total_users: users.length,
    daily_users: dailySeries(now, countBy(users, (u) => dayOf(u.signed_up_at_millis))),
    daily_active_users: dailySeries(now, countBy(activeDays, (d) => d)),
    users_by_country: byCountry,
    recently_registered: newest.map((u) => userView(host, u, 'server')),
    recently_active: recent.map((u) => userView(host, u, 'server')),
    login_methods: loginMethods(host, users),
  };
}

export function metricsRoutes(r: Router): void {
  r.add({
    method: 'GET',
    path: '/internal/metrics',
    access: ['admin'],
    handler: ({ host, auth }) => ok(metrics(host, auth!.project.id)),
  });
}
