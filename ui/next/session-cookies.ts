import { ACCESS_MAX_AGE, LEGACY_REFRESH, REFRESH_MAX_AGE, tokensFromCookies } from '../../kernel/cookie-token-store.js';
import type { Tokens } from '../../kernel/index.js';

/** One cookie to write on a response: the same names, values and attributes as the browser's cookie store. */
export interface SessionCookie {
  name: string;
  value: string;
  options: { path: '/'; sameSite: 'lax'; secure: boolean; maxAge: number };
}

/** Anything that lists a request's cookies (Next's `cookies()` and `request.cookies`). */
export interface CookieList {
  getAll(): { name: string; value: string }[];
}

/** The session the request's cookies carry, and whether they are the `__Host-` (https) ones. */
export function readSessionCookies(jar: CookieList, projectId: string): { tokens: Tokens; hostPrefixed: boolean } {
  const all = jar.getAll();
  return {
    tokens: tokensFromCookies(new Map(all.map((c) => [c.name, c.value])), projectId),
    hostPrefixed: all.some((c) => c.name.startsWith('__Host-stack-')),
  };
}

/**
 * The cookies that store `tokens` (both null: remove them): `stack-refresh-{projectId}` for a year and
 * `stack-access` (`[refreshToken, accessToken]`) for a day, `__Host-` prefixed and Secure on https, plus the
 * removal of the legacy `stack-refresh`. Not HttpOnly: the browser's client reads them.
 */
export function sessionCookies(projectId: string, tokens: Tokens, secure: boolean): SessionCookie[] {
  const prefix = secure ? '__Host-' : '';
  const cookie = (name: string, value: string | null, maxAge: number): SessionCookie => ({
    name,
    value: value ?? '',
    options: { path: '/', sameSite: 'lax', secure, maxAge: value ? maxAge : 0 },
  });
  const { accessToken, refreshToken } = tokens;
  return [
    cookie(`${prefix}stack-refresh-${projectId}`, refreshToken, REFRESH_MAX_AGE),
    cookie(`${prefix}stack-access`, accessToken && JSON.stringify([refreshToken, accessToken]), ACCESS_MAX_AGE),
    { name: LEGACY_REFRESH, value: '', options: { path: '/', sameSite: 'lax', secure: false, maxAge: 0 } },
  ];
}
