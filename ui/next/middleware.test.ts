import { NextRequest } from 'next/server.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_KEYS } from '../../mock-server/index.js';
import { startCountingHost, type CountingHost } from '../../plugins/server/test-loopback.js';
import { authMiddleware, createRouteMatcher } from './middleware.js';

const LIFETIME_MS = 600_000;
let host: CountingHost;
let tokens: { access_token: string; refresh_token: string };

beforeAll(async () => {
  host = await startCountingHost({ accessTokenLifetimeMs: LIFETIME_MS });
  tokens = await host.user('ada@example.com', 'correct horse battery');
});
afterAll(() => host.close());

const refreshes = () => host.paths.filter((p) => p === '/api/v1/auth/oauth/token').length;
const middleware = (skewMs = 0) =>
  authMiddleware({
    projectId: DEV_KEYS.projectId,
    publishableClientKey: DEV_KEYS.publishableClientKey,
    baseUrl: host.url,
    protect: ['/protected(.*)'],
    clock: { now: () => Date.now() + skewMs },
  });
const cookie = (c: Record<string, string>) => Object.entries(c).map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('; ');
const request = (path: string, cookies: Record<string, string> = {}) => new NextRequest(`http://app.test${path}`, { headers: { cookie: cookie(cookies) } });
const session = (access: string | null = tokens.access_token) => ({
  'stack-refresh-internal': tokens.refresh_token,
  ...(access ? { 'stack-access': JSON.stringify([tokens.refresh_token, access]) } : {}),
});
const setCookies = (r: Response) => r.headers.getSetCookie();
/** The new access token the response stores. */
const storedAccess = (r: Response) => {
  const c = setCookies(r).find((s) => s.startsWith('stack-access='));
  return c ? (JSON.parse(decodeURIComponent(c.split(';')[0]!.slice('stack-access='.length))) as [string, string])[1] : null;
};

describe('authMiddleware', () => {
  it('passes a valid access token untouched: no refresh, no cookie', async () => {
    const before = refreshes();
    const r = await middleware()(request('/protected', session()));
    expect(r.headers.get('x-middleware-next')).toBe('1');
    expect(setCookies(r)).toEqual([]);
    expect(refreshes()).toBe(before);
  });

  it('without the access cookie: one refresh, the new cookies on the response and for the page being rendered', async () => {
    const before = refreshes();
    const r = await middleware()(request('/protected', session(null)));
    expect(refreshes() - before).toBe(1);
    expect(r.headers.get('x-middleware-next')).toBe('1');
    const access = storedAccess(r);
    expect(access).toMatch(/^ey/);
    const [refresh, stored, legacy] = setCookies(r);
    expect(refresh).toMatch(new RegExp(`^stack-refresh-internal=${tokens.refresh_token}; Path=/; Expires=[^;]+; Max-Age=31536000; SameSite=lax$`));
    expect(stored).toMatch(/^stack-access=%5B%22.*; Path=\/; Expires=[^;]+; Max-Age=86400; SameSite=lax$/);
    expect(legacy).toBe('stack-refresh=; Path=/; Max-Age=0; SameSite=lax');
    // Next hands the page the request with the overridden cookie header
    expect(r.headers.get('x-middleware-override-headers')).toContain('cookie');
    expect(decodeURIComponent(r.headers.get('x-middleware-request-cookie') ?? '')).toContain(access!);
  });

  it('refreshes an access token with less than 20 s left, and one already expired', async () => {
    for (const skewMs of [LIFETIME_MS - 10_000, LIFETIME_MS + 60_000]) {
      const before = refreshes();
      const r = await middleware(skewMs)(request('/protected', session()));
      expect(refreshes() - before).toBe(1);
      if (skewMs < LIFETIME_MS) {
        expect(r.headers.get('x-middleware-next')).toBe('1');
        expect(storedAccess(r)).not.toBe(tokens.access_token);
      } else {
        // the host signs with its own clock: under this skewed clock the new token is expired too
        expect(r.status).toBe(307);
      }
    }
  });

  it('sends a request without a session on a protected route to sign-in with the return path; other routes pass', async () => {
    const r = await middleware()(request('/protected/x?y=1'));
    expect(r.status).toBe(307);
    expect(r.headers.get('location')).toBe('http://app.test/handler/sign-in?after_auth_return_to=%2Fprotected%2Fx%3Fy%3D1');
    const proxied = request('/protected');
    proxied.headers.set('x-forwarded-host', 'example.com');
    proxied.headers.set('x-forwarded-proto', 'https');
    expect((await middleware()(proxied)).headers.get('location')).toBe('https://example.com/handler/sign-in?after_auth_return_to=%2Fprotected');
    expect((await middleware()(request('/'))).headers.get('x-middleware-next')).toBe('1');
    const custom = authMiddleware({ projectId: DEV_KEYS.projectId, baseUrl: host.url, protect: () => true, signInUrl: '/login?from=mw' });
    expect((await custom(request('/a'))).headers.get('location')).toBe('http://app.test/login?from=mw&after_auth_return_to=%2Fa');
  });

  it('a refresh token the host refuses removes the cookies; a forged access token is not a session', async () => {
    const before = refreshes();
    const r = await middleware()(request('/protected', { 'stack-refresh-internal': 'not-a-token', 'stack-access': JSON.stringify(['not-a-token', 'a.b.c']) }));
    expect(refreshes() - before).toBe(1);
    expect(r.status).toBe(307);
    expect(setCookies(r)).toEqual(expect.arrayContaining([expect.stringMatching(/^stack-refresh-internal=; Path=\/; Max-Age=0/), expect.stringMatching(/^stack-access=; Path=\/; Max-Age=0/)]));
    const forged = tokens.access_token.slice(0, -4) + 'AAAA';
    const f = await middleware()(request('/protected', { 'stack-access': JSON.stringify([null, forged]) }));
    expect(f.status).toBe(307);
  });

  it('uses __Host- cookies on https', async () => {
    const r = await middleware()(new NextRequest('https://app.test/protected', { headers: { cookie: cookie({ '__Host-stack-refresh-internal': tokens.refresh_token }) } }));
    expect(setCookies(r).some((c) => c.startsWith('__Host-stack-access=') && c.includes('Secure'))).toBe(true);
  });
});

describe('createRouteMatcher', () => {
  it("matches '(.*)' rests, ':name' segments and RegExps, anchored", () => {
    const m = createRouteMatcher(['/dashboard(.*)', '/teams/:id', /^\/admin\b/]);
    const at = (pathname: string) => m({ nextUrl: { pathname } });
    expect(['/dashboard', '/dashboard/a/b', '/teams/1', '/admin', '/admin/x'].map(at)).toEqual([true, true, true, true, true]);
    expect(['/', '/dash', '/x/dashboard', '/teams/1/2', '/teams/', '/administrator'].map(at)).toEqual([false, false, false, false, false, false]);
    expect(createRouteMatcher('/a.b')({ nextUrl: { pathname: '/aXb' } })).toBe(false);
  });
});
