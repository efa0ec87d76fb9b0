import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createClient } from './create-client.js';
import { createTestHost, PCK, PROJECT, type TestHost } from './test-host.js';
import { memoryTokenStore } from './token-store.js';
import type { Tokens } from './plugin.js';

let t = 1_700_000_000_000;
const clock = { now: () => t };
let host: TestHost;
let n = 0;

beforeEach(async () => {
  t = 1_700_000_000_000;
  host = await createTestHost({ now: clock.now, tokenLifetimeSec: 600 });
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function client(tokens: Partial<Tokens>, fetch = host.fetch) {
  const store = memoryTokenStore(tokens);
  const c = createClient({
    projectId: PROJECT,
    publishableClientKey: PCK,
    baseUrl: 'http://api.test',
    fetch,
    clock,
    tokenStore: store,
    uniqueIdentifier: `session-${++n}`,
  });
  return { c, store };
}

describe('refresh (through the refresh-token grant, concurrent refreshes shared)', () => {
  it('refreshes through POST /auth/oauth/token, form-encoded, with no x-stack headers', async () => {
    const s = await host.signIn();
    const { c, store } = client({ refreshToken: s.refreshToken });
    const r = await c.kernel.request('/users/me');
    expect(r.data).toMatchObject({ id: s.userId });
    const refresh = host.seen.find((x) => x.path === '/auth/oauth/token')!;
    expect(Object.keys(refresh.headers).filter((h) => h.startsWith('x-stack'))).toEqual([]);
    expect(refresh.headers['content-type']).toBe('application/x-www-form-urlencoded;charset=UTF-8');
    expect(Object.fromEntries(new URLSearchParams(refresh.body))).toEqual({
      grant_type: 'refresh_token',
      refresh_token: s.refreshToken,
      client_id: PROJECT,
      client_secret: PCK,
    });
    expect(store.get().accessToken).toBeTruthy();
    expect(store.get().refreshToken).toBe(s.refreshToken);
  });

  it('refreshes only when the access token has less than 20000 ms left', async () => {
    const s = await host.signIn(); // 600 s token
    const { c } = client(s);
    t += 580_000 - 1; // 20001 ms left
    await c.kernel.request('/users/me');
    expect(host.counts.refresh).toBe(0);
    t += 2; // 19999 ms left
    await c.kernel.request('/users/me');
    expect(host.counts.refresh).toBe(1);
  });

  it('50 parallel calls with an expired access token cause exactly 1 refresh request (counted at the server)', async () => {
    const s = await host.signIn();
    const { c } = client(s);
    t += 3_600_000;
    const results = await Promise.all(Array.from({ length: 50 }, () => c.kernel.request('/users/me')));
    expect(results.every((r) => r.data && (r.data as { id: string }).id === s.userId)).toBe(true);
    expect(host.counts.refresh).toBe(1);
    expect(host.counts.byRoute.get('GET /users/me')).toBe(50);
  });

  it('a refused refresh clears both tokens and makes 0 further refreshes over 10 simulated minutes', async () => {
    const s = await host.signIn();
    const { c, store } = client(s);
    host.revoke(s.refreshToken);
    t += 3_600_000;
    expect(await c.getUser()).toBeNull();
    expect(store.get()).toEqual({ accessToken: null, refreshToken: null });
    expect(host.counts.refresh).toBe(1);
    for (let i = 0; i < 600; i++) {
      t += 1000;
      await vi.advanceTimersByTimeAsync(1000);
      await c.kernel.request('/echo');
      c.kernel.cache.invalidate([]);
      await c.getUser();
    }
    expect(host.counts.refresh).toBe(1);
  });

  it('an invalid-access-token answer marks the token expired and retries the call once after a refresh', async () => {
    const s = await host.signIn();
    // the client believes the token is fresh (valid exp), the server rejects its signature
    const forged = s.accessToken.slice(0, s.accessToken.lastIndexOf('.') + 1) + 'AAAA';
    const { c } = client({ accessToken: forged, refreshToken: s.refreshToken });
    const r = await c.kernel.request<{ id: string }>('/users/me');
    expect(r.data?.id).toBe(s.userId);
    expect(host.counts.refresh).toBe(1);
    expect(host.counts.byRoute.get('GET /users/me')).toBe(2);
  });

  it('retries only once when the server keeps rejecting the access token', async () => {
    const s = await host.signIn();
    const fetch = (u: string, i: RequestInit) => {
      const headers = { ...(i.headers as Record<string, string>) };
      if (headers['x-stack-access-token']) headers['x-stack-access-token'] = 'garbage';
      return host.fetch(u, { ...i, headers });
    };
    const { c, store } = client(s, fetch);
    const r = await c.kernel.request('/users/me');
    expect(r.error?.code).toBe('UNPARSABLE_ACCESS_TOKEN');
    expect(host.counts.byRoute.get('GET /users/me')).toBe(2);
    expect(host.counts.refresh).toBe(1);
    expect(store.get().refreshToken).toBe(s.refreshToken);
  });

  it('a network failure during refresh keeps the tokens and does not poison later refreshes', async () => {
    const s = await host.signIn();
    let down = true;
    const fetch = (u: string, i: RequestInit) => (down && u.endsWith('/oauth/token') ? Promise.reject(new TypeError('offline')) : host.fetch(u, i));
    const { c, store } = client(s, fetch);
    t += 3_600_000;
    const r = await c.kernel.request('/users/me');
    expect(r.error?.code).toBe('NETWORK_ERROR');
    expect(store.get()).toEqual({ accessToken: s.accessToken, refreshToken: s.refreshToken });
    down = false;
    const ok = await c.kernel.request<{ id: string }>('/users/me');
    expect(ok.data?.id).toBe(s.userId);
    expect(host.counts.refresh).toBe(1);
  });

  it('a refresh error that is not a refusal keeps the tokens', async () => {
    const s = await host.signIn();
    const store = memoryTokenStore(s);
    const c = createClient({ projectId: PROJECT, publishableClientKey: 'wrong', baseUrl: 'http://api.test', fetch: host.fetch, clock, tokenStore: store, uniqueIdentifier: `session-${++n}` });
    t += 3_600_000;
    const r = await c.kernel.request('/users/me');
    expect(r.error?.code).toBe('INVALID_OAUTH_CLIENT_ID_OR_SECRET');
    expect(store.get().refreshToken).toBe(s.refreshToken);
  });

  it('without a refresh token a stale access token is not sent and nothing is refreshed', async () => {
    const s = await host.signIn();
    const { c } = client({ accessToken: s.accessToken });
    t += 3_600_000;
    await c.kernel.request('/echo');
    expect(host.seen.at(-1)!.headers['x-stack-access-token']).toBeUndefined();
    expect(host.counts.refresh).toBe(0);
  });

  it('shares the refresh with a concurrent getFresh and honours an injected lock', async () => {
    const s = await host.signIn();
    const names: string[] = [];
    const store = memoryTokenStore(s);
    const c = createClient({
      projectId: PROJECT,
      publishableClientKey: PCK,
      baseUrl: 'http://api.test',
      fetch: host.fetch,
      clock,
      tokenStore: store,
      uniqueIdentifier: `session-${++n}`,
      lock: (name, fn) => (names.push(name), fn()),
    });
    t += 3_600_000;
    const [a, b] = await Promise.all([c.kernel.session.getFresh(), c.kernel.session.getFresh()]);
    expect(a.data).toEqual(b.data);
    expect(names).toEqual([`tinyauth-${PROJECT}`]);
  });
});

describe('rejected inputs (token text "undefined", freshness demand of 60 s or more)', () => {
  it("rejects a token whose text is 'undefined'", async () => {
    const { c } = client({});
    expect(() => c.kernel.session.set({ accessToken: null, refreshToken: 'undefined' })).toThrow(/'undefined'/);
    expect(() => c.kernel.session.set({ accessToken: 'undefined', refreshToken: 'r' })).toThrow(/'undefined'/);
    const stored = client({ refreshToken: 'undefined', accessToken: 'undefined' });
    expect(stored.c.kernel.session.get()).toEqual({ accessToken: null, refreshToken: null });
    expect(await stored.c.getUser()).toBeNull();
    expect(host.counts.api + host.counts.refresh).toBe(0);
  });

  it('rejects an access-token expiry demand of 60 s or more', async () => {
    const s = await host.signIn();
    const { c } = client(s);
    await expect(c.kernel.session.getFresh(60_000)).rejects.toThrow(/60000/);
    const fresh = await c.kernel.session.getFresh(59_999);
    expect(fresh.data?.accessToken).toBe(s.accessToken);
  });
});

describe('session api', () => {
  it('set stores tokens and notifies; clear forgets both', async () => {
    const s = await host.signIn();
    const { c, store } = client({});
    const seen = vi.fn();
    c.kernel.session.subscribe(seen);
    c.kernel.session.set(s);
    expect(store.get()).toEqual({ accessToken: s.accessToken, refreshToken: s.refreshToken });
    expect(seen).toHaveBeenCalledTimes(1);
    expect(await c.getUser()).toMatchObject({ id: s.userId });
    c.kernel.session.clear();
    expect(store.get()).toEqual({ accessToken: null, refreshToken: null });
    expect(await c.getUser()).toBeNull();
  });
});
