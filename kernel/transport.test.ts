import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createClient } from './create-client.js';
import { isAuthError } from './errors.js';
import { createTestHost, PCK, PROJECT, SSK, type TestHost } from './test-host.js';
import { memoryTokenStore } from './token-store.js';

let t = 1_700_000_000_000;
const clock = { now: () => t };
let host: TestHost;
let n = 0;

beforeEach(async () => {
  t = 1_700_000_000_000;
  host = await createTestHost({ now: clock.now });
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const client = (extra: Partial<Parameters<typeof createClient>[0]> = {}) =>
  createClient({
    projectId: PROJECT,
    publishableClientKey: PCK,
    baseUrl: 'http://api.test/',
    fetch: host.fetch,
    clock,
    random: () => 0.5,
    uniqueIdentifier: `transport-${++n}`,
    ...extra,
  });

describe('request headers', () => {
  it('sends exactly the client header set, with a 45-char base32 nonce', async () => {
    const c = client();
    const r = await c.kernel.request('/echo');
    expect(r.error).toBeNull();
    const { headers, path } = host.seen.at(-1)!;
    expect(path).toBe('/echo');
    expect(Object.keys(headers).filter((h) => h.startsWith('x-stack')).sort()).toEqual([
      'x-stack-access-type',
      'x-stack-client-version',
      'x-stack-override-error-status',
      'x-stack-project-id',
      'x-stack-publishable-client-key',
      'x-stack-random-nonce',
    ]);
    expect(headers['x-stack-project-id']).toBe(PROJECT);
    expect(headers['x-stack-access-type']).toBe('client');
    expect(headers['x-stack-client-version']).toBe('js @tinyauth/sdk@0.2.0');
    expect(headers['x-stack-override-error-status']).toBe('true');
    expect(headers['x-stack-random-nonce']).toMatch(/^[0-9a-hjkmnp-tv-z]{45}$/);
  });

  it('adds the access token when signed in, keys by access level, and content-type only with a body', async () => {
    const s = await host.signIn();
    const c = client({ tokenStore: memoryTokenStore(s) });
    await c.kernel.request('/echo', { method: 'POST', body: { a: 1 } });
    let h = host.seen.at(-1)!.headers;
    expect(h['x-stack-access-token']).toBe(s.accessToken);
    expect(h['x-stack-refresh-token']).toBeUndefined();
    expect(h['content-type']).toBe('application/json');
    expect(host.seen.at(-1)!.body).toBe('{"a":1}');

    const server = client({ secretServerKey: SSK, publishableClientKey: undefined });
    await server.kernel.request('/echo', { headers: { 'x-stack-refresh-token': 'r' } });
    h = host.seen.at(-1)!.headers;
    expect(h['x-stack-access-type']).toBe('server');
    expect(h['x-stack-secret-server-key']).toBe(SSK);
    expect(h['x-stack-refresh-token']).toBe('r');
    expect(h['content-type']).toBeUndefined();

    const admin = client({ adminAccessToken: () => 'admin-jwt', publishableClientKey: undefined });
    await admin.kernel.request('/echo');
    h = host.seen.at(-1)!.headers;
    expect(h['x-stack-access-type']).toBe('admin');
    expect(h['x-stack-admin-access-token']).toBe('admin-jwt');
    const keyed = client({ superSecretAdminKey: 'sak', accessType: 'server' });
    await keyed.kernel.request('/echo');
    expect(host.seen.at(-1)!.headers['x-stack-super-secret-admin-key']).toBe('sak');
    expect(host.seen.at(-1)!.headers['x-stack-access-type']).toBe('server');
  });

  it('goes to baseUrl + /api/v1 (trailing slash stripped) and defaults to the hosted API', async () => {
    const urls: string[] = [];
    const c = client({ fetch: (u, i) => (urls.push(u), host.fetch(u, i)) });
    await c.kernel.request('/users/', { query: { limit: 2, cursor: undefined, desc: false } });
    expect(urls).toEqual(['http://api.test/api/v1/users?limit=2&desc=false']);
    const hosted = createClient({ projectId: PROJECT, fetch: (u) => (urls.push(u), Promise.resolve(new Response('{}'))) });
    await hosted.kernel.request('/projects/current', { session: false });
    expect(urls[1]).toBe('https://api.stack-auth.com/api/v1/projects/current');
    expect(hosted.kernel.baseUrl).toBe('https://api.stack-auth.com');
  });

  it('10,000 requests carry 10,000 distinct nonces (counted at the server)', async () => {
    const c = client();
    for (let i = 0; i < 10_000; i += 500) await Promise.all(Array.from({ length: 500 }, () => c.kernel.request('/echo')));
    expect(host.nonces).toHaveLength(10_000);
    expect(new Set(host.nonces).size).toBe(10_000);
  });
});

describe('errors', () => {
  it('reads x-stack-actual-status and the known-error body', async () => {
    const c = client();
    const r = await c.kernel.request('/users/me', { session: false });
    expect(r.data).toBeNull();
    expect(isAuthError(r.error)).toBe(true);
    expect(r.error).toMatchObject({ code: 'CANNOT_GET_OWN_USER_WITHOUT_USER', status: 400 });
    expect(r.error!.message).toContain("You have specified 'me'");
  });

  it('turns a text error into HTTP_ERROR with the text as message', async () => {
    const r = await client().kernel.request('/text-error');
    expect(r.error).toMatchObject({ code: 'HTTP_ERROR', status: 400, message: 'Client user deletion is not enabled for this project' });
  });

  it('keeps an unknown server code and falls back to the error string', async () => {
    const fetch = async () =>
      new Response(JSON.stringify({ code: 'BRAND_NEW_CODE', error: 'Something new.' }), {
        status: 200,
        headers: { 'x-stack-known-error': 'BRAND_NEW_CODE', 'x-stack-actual-status': '418' },
      });
    const r = await client({ fetch }).kernel.request('/x');
    expect(r.error).toMatchObject({ code: 'BRAND_NEW_CODE', status: 418, message: 'Something new.' });
  });
});

describe('retry policy', () => {
  const failingFetch = (host: TestHost, failures: { n: number }) => async (u: string, i: RequestInit) => {
    const res = await host.fetch(u, i); // the server receives it …
    if (failures.n-- > 0) throw new TypeError('fetch failed'); // … but the answer is lost
    return res;
  };

  it('a POST that hits a network failure is sent exactly once (counted at the server)', async () => {
    const logger = { warn: vi.fn() };
    const c = client({ fetch: failingFetch(host, { n: 10 }), logger });
    const r = await c.kernel.request('/echo', { method: 'POST', body: {} });
    expect(r.error?.code).toBe('NETWORK_ERROR');
    // the underlying failure is kept as the cause
    expect(r.error?.cause).toBeInstanceOf(TypeError);
    expect((r.error?.cause as Error).message).toBe('fetch failed');
    expect(host.counts.byRoute.get('POST /echo')).toBe(1);
    const patch = await c.kernel.request('/echo', { method: 'PATCH', body: {} });
    expect(patch.error?.code).toBe('NETWORK_ERROR');
    expect(host.counts.byRoute.get('PATCH /echo')).toBe(1);
    expect(logger.warn).toHaveBeenCalledTimes(2);
    expect(console.warn).not.toHaveBeenCalled();
  });

  it('a GET is retried with exponential backoff up to 5 attempts, then gives up with a diagnostic', async () => {
    const logger = { warn: vi.fn() };
    const c = client({ fetch: failingFetch(host, { n: 10 }), logger });
    const pending = c.kernel.request('/echo');
    // delays at random 0.5 → ×1.0: 1000, 2000, 4000, 8000
    for (const [ms, seen] of [[0, 1], [999, 1], [1, 2], [1999, 2], [1, 3], [4000, 4], [8000, 5]] as const) {
      await vi.advanceTimersByTimeAsync(ms);
      expect(host.counts.byRoute.get('GET /echo')).toBe(seen);
    }
    const r = await pending;
    expect(r.error?.code).toBe('NETWORK_ERROR');
    expect(logger.warn).toHaveBeenCalledWith(expect.stringMatching(/^\[tinyauth\] GET http\S+\/echo: network failure after 5 attempt\(s\)/));
  });

  it('a GET that recovers succeeds; DELETE is retried too', async () => {
    const c = client({ fetch: failingFetch(host, { n: 2 }) });
    const pending = c.kernel.request('/echo', { method: 'DELETE' });
    await vi.advanceTimersByTimeAsync(3000);
    expect((await pending).data).toEqual({ ok: true, method: 'DELETE' });
    expect(host.counts.byRoute.get('DELETE /echo')).toBe(3);
  });

  it('429 waits Retry-After seconds, then retries (POST too)', async () => {
    host.limit(1, '7');
    const pending = client().kernel.request('/limited', { method: 'POST', body: {} });
    await vi.advanceTimersByTimeAsync(6999);
    expect(host.counts.byRoute.get('POST /limited')).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect((await pending).data).toEqual({ ok: true });
    expect(host.counts.byRoute.get('POST /limited')).toBe(2);
  });

  it('Retry-After given as an HTTP date is honoured (counted at the server)', async () => {
    host.limit(1, new Date(t + 12_000).toUTCString());
    const pending = client().kernel.request('/limited');
    await vi.advanceTimersByTimeAsync(11_999);
    expect(host.counts.byRoute.get('GET /limited')).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect((await pending).data).toEqual({ ok: true });
    expect(host.counts.byRoute.get('GET /limited')).toBe(2);
  });

  it('Retry-After is capped at 60 s', async () => {
    host.limit(1, '3600');
    const pending = client().kernel.request('/limited');
    await vi.advanceTimersByTimeAsync(60_000);
    expect((await pending).data).toEqual({ ok: true });
  });

  it('508 is retried', async () => {
    host.loop(2);
    const pending = client().kernel.request('/loop', { method: 'POST', body: {} });
    await vi.advanceTimersByTimeAsync(3000);
    expect((await pending).data).toEqual({ ok: true });
    expect(host.counts.byRoute.get('POST /loop')).toBe(3);
  });
});
