import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createClient, type ClientOptions } from './create-client';
import { NOT_SIGNED_IN_MESSAGE } from './core-methods';
import { definePlugin, type PluginKernel } from './plugin';
import { createTestHost, PCK, PROJECT, SSK, type TestHost } from './test-host';
import { memoryTokenStore } from './token-store';

let host: TestHost;
let n = 0;
const navigate = vi.fn();

beforeEach(async () => {
  host = await createTestHost({ now: Date.now });
  navigate.mockReset();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

function client(extra: Partial<ClientOptions> = {}) {
  return createClient({
    projectId: PROJECT,
    publishableClientKey: PCK,
    baseUrl: 'http://api.test',
    fetch: host.fetch,
    navigate,
    currentUrl: () => 'http://app.test/page?x=1',
    uniqueIdentifier: `cc-${++n}`,
    ...extra,
  });
}
async function signedIn(extra: Partial<ClientOptions> = {}) {
  const s = await host.signIn('Ada');
  const store = memoryTokenStore(s);
  return { s, store, c: client({ tokenStore: store, ...extra }) };
}

describe('createClient options', () => {
  it('derives the access type from the keys, or takes it explicitly', () => {
    expect(client().accessType).toBe('client');
    expect(client({ secretServerKey: SSK }).accessType).toBe('server');
    expect(client({ secretServerKey: SSK, superSecretAdminKey: 'k' }).accessType).toBe('admin');
    expect(client({ adminAccessToken: 't' }).accessType).toBe('admin');
    expect(client({ secretServerKey: SSK, accessType: 'client' }).accessType).toBe('client');
    expect(() => createClient({ projectId: '' })).toThrow(/projectId/);
  });

  it('needs one unique identifier per client app; dispose releases it; the default never collides', () => {
    const a = client({ uniqueIdentifier: 'same' });
    expect(() => client({ uniqueIdentifier: 'same' })).toThrow(/uniqueIdentifier "same" already exists/);
    a.dispose();
    client({ uniqueIdentifier: 'same' }).dispose();
    const d1 = createClient({ projectId: 'dup', fetch: host.fetch });
    const d2 = createClient({ projectId: 'dup', fetch: host.fetch });
    d1.dispose();
    d2.dispose();
    // server apps are not client apps
    client({ secretServerKey: SSK, uniqueIdentifier: 'srv' });
    client({ secretServerKey: SSK, uniqueIdentifier: 'srv' });
  });

  it('warns when more than 10 client apps exist', () => {
    const warn = vi.mocked(console.warn);
    const before = warn.mock.calls.length;
    const apps = Array.from({ length: 12 }, () => client());
    const warnings = warn.mock.calls.slice(before).filter(([m]) => String(m).includes('More than 10 client apps'));
    expect(warnings).toHaveLength(1);
    apps.forEach((a) => a.dispose());
  });

  it('validates plugin ids and requires, and mounts methods under the id with the kernel', () => {
    const seen: PluginKernel[] = [];
    const a = definePlugin({ id: 'a', methods: (k) => (seen.push(k), { hello: () => k.projectId }) });
    const b = definePlugin({ id: 'b', requires: ['a'], methods: () => ({}) });
    const c = client({ plugins: [a, b] });
    expect((c as unknown as { a: { hello(): string } }).a.hello()).toBe(PROJECT);
    expect(seen[0]).toBe(c.kernel);
    expect(() => client({ plugins: [a, a] })).toThrow(/"a" is taken/);
    expect(() => client({ plugins: [b] })).toThrow(/"b" requires "a"/);
    expect(() => client({ plugins: [definePlugin({ id: 'users', methods: () => ({}) })] })).toThrow(/"users" is taken/);
  });

  it('has the default handler urls; after-* default to home', () => {
    expect(client().urls).toMatchObject({
      handler: '/handler',
      home: '/',
      signIn: '/handler/sign-in',
      signUp: '/handler/sign-up',
      oauthCallback: '/handler/oauth-callback',
      afterSignIn: '/',
      afterSignUp: '/',
      afterSignOut: '/',
    });
    const custom = client({ urls: { handler: '/auth', home: '/app', afterSignIn: '/dash' } }).urls;
    expect(custom).toMatchObject({ signIn: '/auth/sign-in', afterSignIn: '/dash', afterSignUp: '/app', afterSignOut: '/app' });
  });
});

describe('getUser', () => {
  it('returns null without any request when there are no tokens', async () => {
    expect(await client().getUser()).toBeNull();
    expect(await client().getUser({ or: 'return-null' })).toBeNull();
    expect(host.counts.api).toBe(0);
  });

  it("throws the exact message with { or: 'throw' }", async () => {
    await expect(client().getUser({ or: 'throw' })).rejects.toThrow(NOT_SIGNED_IN_MESSAGE);
    expect(NOT_SIGNED_IN_MESSAGE).toBe("User is not signed in but getUser was called with { or: 'throw' }");
  });

  it("redirects to sign-in with replace with { or: 'redirect' }", async () => {
    void client().getUser({ or: 'redirect' });
    await vi.waitFor(() => expect(navigate).toHaveBeenCalled());
    expect(navigate).toHaveBeenCalledWith(`/handler/sign-in?after_auth_return_to=${encodeURIComponent('http://app.test/page?x=1')}`, {
      replace: true,
    });
  });

  it('returns the signed-in user and caches it', async () => {
    const { s, c } = await signedIn();
    expect(await c.getUser({ or: 'throw' })).toMatchObject({ id: s.userId, display_name: 'Ada' });
    expect(await c.getUser()).toMatchObject({ id: s.userId });
    expect(host.counts.byRoute.get('GET /users/me')).toBe(1);
  });

  it('rejects with the AuthError on unexpected failures', async () => {
    const { c } = await signedIn({ fetch: () => new Response('boom', { status: 500 }) });
    await expect(c.getUser()).rejects.toMatchObject({ code: 'HTTP_ERROR', status: 500 });
  });
});

describe('user.update / user.delete', () => {
  it('PATCHes /users/me with the given fields and updates the cached user', async () => {
    const { c } = await signedIn();
    await c.getUser();
    const r = await c.user.update({ display_name: 'Grace', client_metadata: { theme: 'dark' } });
    expect(r.error).toBeNull();
    expect(r.data).toMatchObject({ display_name: 'Grace', client_metadata: { theme: 'dark' } });
    expect(JSON.parse(host.seen.at(-1)!.body)).toEqual({ display_name: 'Grace', client_metadata: { theme: 'dark' } });
    expect(await c.getUser()).toMatchObject({ display_name: 'Grace' });
    expect(host.counts.byRoute.get('GET /users/me')).toBe(1);
  });

  it('delete marks the session invalid', async () => {
    const { c, store } = await signedIn();
    const r = await c.user.delete();
    expect(r).toEqual({ data: undefined, error: null });
    expect(store.get()).toEqual({ accessToken: null, refreshToken: null });
    expect(await c.getUser()).toBeNull();
  });

  it('update without a session returns an error value', async () => {
    const r = await client().user.update({ display_name: 'x' });
    expect(r.error?.code).toBe('CANNOT_GET_OWN_USER_WITHOUT_USER');
  });
});

describe('signOut', () => {
  it('calls DELETE /auth/sessions/current with the refresh token and {}, clears tokens, then goes to after-sign-out', async () => {
    const { s, c, store } = await signedIn({ urls: { afterSignOut: '/bye' } });
    await c.getUser();
    const r = await c.signOut();
    expect(r.error).toBeNull();
    const call = host.seen.find((x) => x.path === '/auth/sessions/current')!;
    expect(call.method).toBe('DELETE');
    expect(call.headers['x-stack-refresh-token']).toBe(s.refreshToken);
    expect(call.body).toBe('{}');
    expect(host.hasRefreshToken(s.refreshToken)).toBe(false);
    expect(store.get()).toEqual({ accessToken: null, refreshToken: null });
    expect(navigate).toHaveBeenCalledWith('/bye', { replace: false });
    expect(await c.getUser()).toBeNull();
  });

  it('does not refresh an expired access token just to sign out', async () => {
    const s = await host.signIn();
    const store = memoryTokenStore({ accessToken: 'expired.jwt.token', refreshToken: s.refreshToken });
    const c = client({ tokenStore: store });
    expect((await c.signOut()).error).toBeNull();
    expect(host.counts.refresh).toBe(0);
    expect(host.seen.at(-1)!.headers['x-stack-access-token']).toBeUndefined();
    expect(host.hasRefreshToken(s.refreshToken)).toBe(false);
  });

  it('swallows refresh-token errors (already revoked) and still signs out locally', async () => {
    const { s, c, store } = await signedIn();
    host.revoke(s.refreshToken);
    expect((await c.signOut({ redirectUrl: null })).error).toBeNull();
    expect(store.get().refreshToken).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('session and cache', () => {
  it('a new identity (sign-in) refetches subscribed queries; an access-token refresh does not', async () => {
    let t = 1_000_000;
    const c = client({ clock: { now: () => t } });
    const seen: unknown[] = [];
    const key = ['user'] as const;
    c.kernel.cache.subscribe(key, () => seen.push(c.kernel.cache.getSnapshot(key).data));
    expect(await c.getUser()).toBeNull();
    const s = await host.signIn('Signed');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      c.kernel.session.set(s);
      t += 300; // the cache's per-key throttle
      await vi.advanceTimersByTimeAsync(300);
    } finally {
      vi.useRealTimers();
    }
    await vi.waitFor(() => expect(host.counts.byRoute.get('GET /users/me')).toBe(1)); // started by the invalidation
    await c.getUser(); // joins the in-flight fetch
    expect(host.counts.byRoute.get('GET /users/me')).toBe(1);
    expect(seen.at(-1)).toMatchObject({ id: s.userId });
    const before = host.counts.byRoute.get('GET /users/me');
    c.kernel.session.set({ accessToken: await host.sign(s.userId), refreshToken: s.refreshToken });
    expect(host.counts.byRoute.get('GET /users/me')).toBe(before);
    expect(await c.getUser()).toMatchObject({ id: s.userId });
  });

  it('a store factory (cookie store) is called with the project id', async () => {
    const { Window } = await import('happy-dom');
    const window = new Window({ url: 'http://localhost:3000/' });
    const { cookieTokenStore } = await import('./cookie-token-store');
    const c = client({ tokenStore: cookieTokenStore({ document: window.document as unknown as { cookie: string } }) });
    c.kernel.session.set({ accessToken: null, refreshToken: 'rt-cookie' });
    expect(window.document.cookie).toContain(`stack-refresh-${PROJECT}=rt-cookie`);
    c.dispose();
  });
});

describe('getProject', () => {
  it('GETs /projects/current once and caches it', async () => {
    const c = client();
    const a = await c.getProject();
    const b = await c.getProject();
    expect(a.data).toMatchObject({ id: PROJECT });
    expect(b.data).toBe(a.data);
    expect(host.counts.byRoute.get('GET /projects/current')).toBe(1);
  });
});

describe('server users', () => {
  const server = () => client({ secretServerKey: SSK, publishableClientKey: undefined });

  it('create, get, update, delete', async () => {
    const c = server();
    const created = await c.users.create({ display_name: 'Linus' });
    expect(created.data).toMatchObject({ display_name: 'Linus' });
    const id = created.data!.id;
    expect((await c.users.get(id)).data).toMatchObject({ id });
    expect((await c.users.update(id, { display_name: 'L' })).data).toMatchObject({ display_name: 'L' });
    expect(await c.users.delete(id)).toEqual({ data: undefined, error: null });
    expect((await c.users.get(id)).error).toMatchObject({ code: 'USER_NOT_FOUND', status: 404 });
  });

  it('lists with cursor paging, and iterates over every page', async () => {
    const c = server();
    for (let i = 0; i < 5; i++) await c.users.create({ display_name: `u${i}` });
    const first = await c.users.list({ limit: 2, desc: false, order_by: 'signed_up_at' });
    expect(first.data!.items.map((u) => u.display_name)).toEqual(['u0', 'u1']);
    expect(host.seen.at(-1)!.path).toBe('/users');
    const second = await c.users.list({ limit: 2, cursor: first.data!.next_cursor! });
    expect(second.data!.items.map((u) => u.display_name)).toEqual(['u2', 'u3']);
    const pages: string[][] = [];
    for await (const page of c.users.pages({ limit: 2 })) pages.push(page.map((u) => u.display_name!));
    expect(pages).toEqual([['u0', 'u1'], ['u2', 'u3'], ['u4']]);
  });

  it('sends list options on the wire', async () => {
    const urls: string[] = [];
    const c = client({ secretServerKey: SSK, fetch: (u, i) => (urls.push(u), host.fetch(u, i)) });
    await c.users.list({ limit: 3, desc: true, order_by: 'signed_up_at', query: 'ada', team_id: 't1' });
    expect(new URL(urls[0]).searchParams.toString()).toBe('limit=3&desc=true&order_by=signed_up_at&query=ada&team_id=t1');
  });

  it('createSession defaults to one year and gives tokens a client can use', async () => {
    const c = server();
    const u = await c.users.create({ display_name: 'S' });
    const r = await c.createSession(u.data!.id);
    expect(JSON.parse(host.seen.at(-1)!.body)).toEqual({ user_id: u.data!.id, expires_in_millis: 31_536_000_000 });
    const user = client({ tokenStore: memoryTokenStore(r.data!) });
    expect(await user.getUser()).toMatchObject({ id: u.data!.id });
    await c.createSession(u.data!.id, 1000);
    expect(JSON.parse(host.seen.at(-1)!.body).expires_in_millis).toBe(1000);
  });

  it('a client gets an error value from server routes', async () => {
    expect((await client().users.list()).error?.code).toBe('INSUFFICIENT_ACCESS_TYPE');
  });
});

describe('trusted-URL check on every redirect', () => {
  it('allows same-origin and relative URLs, refuses others with REDIRECT_URL_NOT_TRUSTED', async () => {
    const c = client();
    expect((await c.kernel.redirect('/somewhere')).error).toBeNull();
    expect((await c.kernel.redirect('http://app.test/x')).error).toBeNull();
    const r = await c.kernel.redirect('https://evil.example.com/');
    expect(r.error).toMatchObject({ code: 'REDIRECT_URL_NOT_TRUSTED', message: 'Redirect URL is not trusted' });
    expect(navigate).toHaveBeenCalledTimes(2);
    expect((await c.signOut({ redirectUrl: 'https://evil.example.com/' })).error?.code).toBe('REDIRECT_URL_NOT_TRUSTED');
    expect(navigate).toHaveBeenCalledTimes(2);
  });

  it('compares scheme, host and port with trustedDomains; localhost only when allowed', async () => {
    const c = client({ trustedDomains: ['https://shop.example.com'] });
    expect(await c.kernel.isTrustedUrl('https://shop.example.com/cart?x')).toBe(true);
    expect(await c.kernel.isTrustedUrl('http://shop.example.com/cart')).toBe(false);
    expect(await c.kernel.isTrustedUrl('https://shop.example.com:8443/')).toBe(false);
    expect(await c.kernel.isTrustedUrl('https://evil-shop.example.com/')).toBe(false);
    expect(await c.kernel.isTrustedUrl('javascript:alert(1)')).toBe(false);
    expect(await c.kernel.isTrustedUrl('http://localhost:3000/')).toBe(false);
    const dev = client({ allowLocalhost: true });
    for (const u of ['http://localhost:3000/', 'http://app.localhost/', 'http://127.0.0.1:8080/']) expect(await dev.kernel.isTrustedUrl(u)).toBe(true);
  });

  it('without a current page (server) relative URLs stay trusted, absolute ones need trustedDomains', async () => {
    const c = client({ currentUrl: () => null, trustedDomains: ['https://app.example.com'] });
    expect(await c.kernel.isTrustedUrl('/handler/sign-in')).toBe(true);
    expect(await c.kernel.isTrustedUrl('//evil.example.com/x')).toBe(false);
    expect(await c.kernel.isTrustedUrl('https://app.example.com/x')).toBe(true);
    expect(await c.kernel.isTrustedUrl('https://evil.example.com/x')).toBe(false);
    // no navigate and no browser location: a redirect is a programmer error
    const bare = createClient({ projectId: PROJECT, fetch: host.fetch, currentUrl: () => null, uniqueIdentifier: `cc-${++n}` });
    await expect(bare.kernel.redirect('/x')).rejects.toThrow(/navigate/);
  });

  it("admin clients use the project's trusted domains and allow_localhost", async () => {
    const c = client({ superSecretAdminKey: 'sak' });
    expect(await c.kernel.isTrustedUrl('https://admin-trusted.example.com/x')).toBe(true);
    expect(await c.kernel.isTrustedUrl('http://localhost:1/')).toBe(true);
    expect(await c.kernel.isTrustedUrl('https://other.example.com/')).toBe(false);
  });
});
