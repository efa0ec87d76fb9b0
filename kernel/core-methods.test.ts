import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createClient, type ClientOptions } from './create-client.js';
import { NOT_SIGNED_IN_MESSAGE } from './core-methods.js';
import { PCK, PROJECT, SSK } from './test-host.js';
import { useTestClients } from './test-clients.js';
import { serverUsers } from './server-users.js';
import { memoryTokenStore } from './token-store.js';

const { t: env, client, navigate } = useTestClients('cm');
async function signedIn(extra: Partial<ClientOptions> = {}) {
  const s = await env.host.signIn('Ada');
  const store = memoryTokenStore(s);
  return { s, store, c: client({ tokenStore: store, ...extra }) };
}

describe('getUser', () => {
  it('returns null without any request when there are no tokens', async () => {
    expect(await client().getUser()).toBeNull();
    expect(await client().getUser({ or: 'return-null' })).toBeNull();
    expect(env.host.counts.api).toBe(0);
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
    expect(await c.getUser({ or: 'throw' })).toMatchObject({ id: s.userId, displayName: 'Ada' });
    expect(await c.getUser()).toMatchObject({ id: s.userId });
    expect(env.host.counts.byRoute.get('GET /users/me')).toBe(1);
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
    const r = await c.user.update({ displayName: 'Grace', clientMetadata: { theme: 'dark' } });
    expect(r.error).toBeNull();
    expect(r.data).toMatchObject({ displayName: 'Grace', clientMetadata: { theme: 'dark' } });
    expect(JSON.parse(env.host.seen.at(-1)!.body)).toEqual({ display_name: 'Grace', client_metadata: { theme: 'dark' } });
    expect(await c.getUser()).toMatchObject({ displayName: 'Grace' });
    expect(env.host.counts.byRoute.get('GET /users/me')).toBe(1);
  });

  it('delete marks the session invalid', async () => {
    const { c, store } = await signedIn();
    const r = await c.user.delete();
    expect(r).toEqual({ data: undefined, error: null });
    expect(store.get()).toEqual({ accessToken: null, refreshToken: null });
    expect(await c.getUser()).toBeNull();
  });

  it('update without a session returns an error value', async () => {
    const r = await client().user.update({ displayName: 'x' });
    expect(r.error?.code).toBe('CANNOT_GET_OWN_USER_WITHOUT_USER');
  });
});

describe('signOut', () => {
  it('calls DELETE /auth/sessions/current with the refresh token and {}, clears tokens, then goes to after-sign-out', async () => {
    const { s, c, store } = await signedIn({ urls: { afterSignOut: '/bye' } });
    await c.getUser();
    const r = await c.signOut();
    expect(r.error).toBeNull();
    const call = env.host.seen.find((x) => x.path === '/auth/sessions/current')!;
    expect(call.method).toBe('DELETE');
    expect(call.headers['x-stack-refresh-token']).toBe(s.refreshToken);
    expect(call.body).toBe('{}');
    expect(env.host.hasRefreshToken(s.refreshToken)).toBe(false);
    expect(store.get()).toEqual({ accessToken: null, refreshToken: null });
    expect(navigate).toHaveBeenCalledWith('/bye', { replace: false });
    expect(await c.getUser()).toBeNull();
  });

  it('does not refresh an expired access token just to sign out', async () => {
    const s = await env.host.signIn();
    const store = memoryTokenStore({ accessToken: 'expired.jwt.token', refreshToken: s.refreshToken });
    const c = client({ tokenStore: store });
    expect((await c.signOut()).error).toBeNull();
    expect(env.host.counts.refresh).toBe(0);
    expect(env.host.seen.at(-1)!.headers['x-stack-access-token']).toBeUndefined();
    expect(env.host.hasRefreshToken(s.refreshToken)).toBe(false);
  });

  it('swallows refresh-token errors (already revoked) and still signs out locally', async () => {
    const { s, c, store } = await signedIn();
    env.host.revoke(s.refreshToken);
    expect((await c.signOut({ redirectUrl: null })).error).toBeNull();
    expect(store.get().refreshToken).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('getProject', () => {
  it('GETs /projects/current once and caches it', async () => {
    const c = client();
    const a = await c.getProject();
    const b = await c.getProject();
    expect(a.data).toMatchObject({ id: PROJECT });
    expect(b.data).toBe(a.data);
    expect(env.host.counts.byRoute.get('GET /projects/current')).toBe(1);
  });
});

describe('server users', () => {
  const server = () => client({ secretServerKey: SSK, publishableClientKey: undefined, plugins: [serverUsers()] });

  it('create, get, update, delete', async () => {
    const c = server();
    const created = await c.users.create({ displayName: 'Linus' });
    expect(created.data).toMatchObject({ displayName: 'Linus' });
    const id = created.data!.id;
    expect((await c.users.get(id)).data).toMatchObject({ id });
    expect((await c.users.update(id, { displayName: 'L' })).data).toMatchObject({ displayName: 'L' });
    expect(await c.users.delete(id)).toEqual({ data: undefined, error: null });
    expect((await c.users.get(id)).error).toMatchObject({ code: 'USER_NOT_FOUND', status: 404 });
  });

  it('lists with cursor paging, and iterates over every page', async () => {
    const c = server();
    for (let i = 0; i < 5; i++) await c.users.create({ displayName: `u${i}` });
    const first = await c.users.list({ limit: 2, desc: false, orderBy: 'signedUpAt' });
    expect(first.data!.items.map((u) => u.displayName)).toEqual(['u0', 'u1']);
    expect(env.host.seen.at(-1)!.path).toBe('/users');
    const second = await c.users.list({ limit: 2, cursor: first.data!.nextCursor! });
    expect(second.data!.items.map((u) => u.displayName)).toEqual(['u2', 'u3']);
    const pages: string[][] = [];
    for await (const page of c.users.pages({ limit: 2 })) pages.push(page.map((u) => u.displayName!));
    expect(pages).toEqual([['u0', 'u1'], ['u2', 'u3'], ['u4']]);
  });

  it('sends list options on the wire', async () => {
    const urls: string[] = [];
    const c = client({ secretServerKey: SSK, fetch: (u, i) => (urls.push(u), env.host.fetch(u, i)), plugins: [serverUsers()] });
    await c.users.list({ limit: 3, desc: true, orderBy: 'signedUpAt', query: 'ada', teamId: 't1' });
    expect(new URL(urls[0]).searchParams.toString()).toBe('limit=3&desc=true&order_by=signed_up_at&query=ada&team_id=t1');
  });

  it('createSession defaults to one year and gives tokens a client can use', async () => {
    const c = server();
    const u = await c.users.create({ displayName: 'S' });
    const r = await c.createSession(u.data!.id);
    expect(JSON.parse(env.host.seen.at(-1)!.body)).toEqual({ user_id: u.data!.id, expires_in_millis: 31_536_000_000 });
    const user = client({ tokenStore: memoryTokenStore(r.data!) });
    expect(await user.getUser()).toMatchObject({ id: u.data!.id });
    await c.createSession(u.data!.id, 1000);
    expect(JSON.parse(env.host.seen.at(-1)!.body).expires_in_millis).toBe(1000);
  });

  it('a client gets an error value from server routes', async () => {
    expect((await client({ plugins: [serverUsers()] }).users.list()).error?.code).toBe('INSUFFICIENT_ACCESS_TYPE');
  });
});

