import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createClient, type ClientOptions } from './create-client.js';
import { definePlugin, type PluginKernel } from './plugin.js';
import { serverUsers } from './server-users.js';
import { PCK, PROJECT, SSK } from './test-host.js';
import { useTestClients } from './test-clients.js';

const { t: env, client, navigate } = useTestClients('cc');

describe('createClient options', () => {
  it('derives the access type from the keys, or takes it explicitly', () => {
    expect(client().accessType).toBe('client');
    expect(client({ secretServerKey: SSK }).accessType).toBe('server');
    expect(client({ secretServerKey: SSK, superSecretAdminKey: 'k' }).accessType).toBe('admin');
    expect(client({ adminAccessToken: 't' }).accessType).toBe('admin');
    expect(client({ secretServerKey: SSK, accessType: 'client' }).accessType).toBe('client');
    expect(() => createClient({ projectId: '' })).toThrow(/projectId/);
  });

  it('a serverUsers() client with no key at all (an unset environment variable) throws naming secretServerKey, instead of failing every call', () => {
    expect(() => createClient({ projectId: 'p', secretServerKey: process.env.NO_SUCH_VARIABLE_HERE, plugins: [serverUsers()] })).toThrow(
      new TypeError('createClient: serverUsers() needs server access, and no key was given: pass the secretServerKey option (or superSecretAdminKey).'),
    );
    expect(() => createClient({ projectId: 'p', plugins: [serverUsers()] })).toThrow(/pass the secretServerKey option/);
  });

  it('needs one unique identifier per client app; dispose releases it; the default never collides', () => {
    const a = client({ uniqueIdentifier: 'same' });
    expect(() => client({ uniqueIdentifier: 'same' })).toThrow(/uniqueIdentifier "same" already exists/);
    a.dispose();
    client({ uniqueIdentifier: 'same' }).dispose();
    const d1 = createClient({ projectId: 'dup', fetch: env.host.fetch });
    const d2 = createClient({ projectId: 'dup', fetch: env.host.fetch });
    d1.dispose();
    d2.dispose();
    // server apps are not client apps
    client({ secretServerKey: SSK, uniqueIdentifier: 'srv' });
    client({ secretServerKey: SSK, uniqueIdentifier: 'srv' });
  });

  it('tells the logger when more than 10 client apps exist; writes nothing to the console', () => {
    const warn = vi.fn();
    const spies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((m) => vi.spyOn(console, m).mockImplementation(() => {}));
    const apps = Array.from({ length: 12 }, () => client({ logger: { warn } }));
    expect(warn.mock.calls.filter(([m]) => String(m).includes('More than 10 client apps'))).toHaveLength(1);
    apps.forEach((a) => a.dispose());
    const silent = Array.from({ length: 12 }, () => client());
    silent.forEach((a) => a.dispose());
    for (const spy of spies) expect(spy).not.toHaveBeenCalled();
  });

  it('validates plugin ids and requires, and mounts methods under the id with the kernel', () => {
    const seen: PluginKernel[] = [];
    const a = definePlugin({ id: 'a', methods: (k) => (seen.push(k), { hello: () => k.projectId }) });
    const b = definePlugin({ id: 'b', requires: ['a'], methods: () => ({}) });
    const c = client({ plugins: [a, b] });
    expect((c as unknown as { a: { hello(): string } }).a.hello()).toBe(PROJECT);
    expect(seen[0]).toBe(c.kernel);
    expect(seen[0].publishableClientKey).toBe(PCK);
    expect(typeof seen[0].session.getFresh).toBe('function');
    expect(() => client({ plugins: [a, a] })).toThrow(/"a" is taken/);
    expect(() => client({ plugins: [b] })).toThrow(/"b" requires "a"/);
    expect(() => client({ plugins: [definePlugin({ id: 'createSession', methods: () => ({}) })] })).toThrow(/"createSession" is taken/);
    expect(() => client({ plugins: [serverUsers(), serverUsers()] })).toThrow(/"users" is taken/);
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

describe('session and cache', () => {
  it('a new identity (sign-in) refetches subscribed queries; an access-token refresh does not', async () => {
    let t = 1_000_000;
    const c = client({ clock: { now: () => t } });
    const seen: unknown[] = [];
    const key = ['user'] as const;
    c.kernel.cache.subscribe(key, () => seen.push(c.kernel.cache.getSnapshot(key).data));
    expect(await c.getUser()).toBeNull();
    const s = await env.host.signIn('Signed');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      c.kernel.session.set(s);
      t += 300; // the cache's per-key throttle
      await vi.advanceTimersByTimeAsync(300);
    } finally {
      vi.useRealTimers();
    }
    await vi.waitFor(() => expect(env.host.counts.byRoute.get('GET /users/me')).toBe(1)); // started by the invalidation
    await c.getUser(); // joins the in-flight fetch
    expect(env.host.counts.byRoute.get('GET /users/me')).toBe(1);
    expect(seen.at(-1)).toMatchObject({ id: s.userId });
    const before = env.host.counts.byRoute.get('GET /users/me');
    c.kernel.session.set({ accessToken: await env.host.sign(s.userId), refreshToken: s.refreshToken });
    expect(env.host.counts.byRoute.get('GET /users/me')).toBe(before);
    expect(await c.getUser()).toMatchObject({ id: s.userId });
  });

  it('a store factory (cookie store) is called with the project id', async () => {
    const { Window } = await import('happy-dom');
    const window = new Window({ url: 'http://localhost:3000/' });
    const { cookieTokenStore } = await import('./cookie-token-store.js');
    const c = client({ tokenStore: cookieTokenStore({ document: window.document as unknown as { cookie: string } }) });
    c.kernel.session.set({ accessToken: null, refreshToken: 'rt-cookie' });
    expect(window.document.cookie).toContain(`stack-refresh-${PROJECT}=rt-cookie`);
    c.dispose();
  });
});

