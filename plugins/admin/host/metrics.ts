/**
 * SERVER-ONLY: GET /internal/metrics (API.md §3.16), computed from the host's tables.
 * This host keeps no activity log and no IP addresses, so: a user counts as active on a day when a
 * session (refresh token still stored) was issued that day or its last activity falls on it, and
 * `users_by_country` is always `{}`.
 */
import { ok, type Router } from '../../../mock-server/http/router.js';
import { userView } from '../../../mock-server/core/views.js';
import type { Host } from '../../../mock-server/host.js';
import type { UserRow } from '../../../mock-server/store/entities.js';

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

export function metrics(host: Host, projectId: string) {
  const now = host.now();
  const users = host.users.filter((u) => u.project_id === projectId);
  const active = new Set<string>();
  for (const t of host.refreshTokens.filter((t) => t.project_id === projectId)) active.add(`${dayOf(t.created_at_millis)} ${t.user_id}`);
  for (const u of users) active.add(`${dayOf(u.last_active_at_millis)} ${u.id}`);
  const known = new Set(users.map((u) => u.id));
  const activeDays = [...active].filter((k) => known.has(k.slice(11))).map((k) => k.slice(0, 10));
  const newest = [...users].sort((a, b) => b.signed_up_at_millis - a.signed_up_at_millis).slice(0, 5);
  const recent = [...users].sort((a, b) => b.last_active_at_millis - a.last_active_at_millis).slice(0, 5);
  return {
    total_users: users.length,
    daily_users: dailySeries(now, countBy(users, (u) => dayOf(u.signed_up_at_millis))),
    daily_active_users: dailySeries(now, countBy(activeDays, (d) => d)),
    users_by_country: {},
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
