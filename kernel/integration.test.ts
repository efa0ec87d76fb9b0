/**
 * The kernel against the real local API host (mock-server), in-process.
 * Uses only the seeded `internal` project and its development keys.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createMockServer, DEV_KEYS } from '../mock-server/index.js';
import { createClient, type ClientOptions } from './create-client.js';
import type { AnyPlugin } from './plugin.js';
import { serverUsers } from './server-users.js';
import { memoryTokenStore } from './token-store.js';
import { admin as adminPlugin } from '../plugins/admin/index.js';

let t = 1_750_000_000_000;
const clock = { now: () => t };
let fetch: (url: string, init: RequestInit) => Promise<Response>;
let calls: { url: string; method: string }[];
let n = 0;

beforeEach(() => {
  t = 1_750_000_000_000;
  const app = createMockServer({ now: clock.now, accessTokenLifetimeMs: 60_000 });
  calls = [];
  fetch = async (url, init) => {
    calls.push({ url, method: init.method ?? 'GET' });
    return app.fetch(new Request(url, init));
  };
});

const base = <const P extends readonly AnyPlugin[] = []>(extra: Partial<ClientOptions<P>> = {}) =>
  createClient<P>({ projectId: DEV_KEYS.projectId, baseUrl: 'http://localhost:8102', fetch, clock, navigate: vi.fn(), ...extra });
const server = () => base({ secretServerKey: DEV_KEYS.secretServerKey, plugins: [serverUsers()] });
const browser = <const P extends readonly AnyPlugin[] = []>(extra: Partial<ClientOptions<P>> = {}) =>
  base<P>({ publishableClientKey: DEV_KEYS.publishableClientKey, uniqueIdentifier: `it-${++n}`, currentUrl: () => 'http://localhost:3000/', ...extra });

async function userWithSession(fields = {}) {
  const s = server();
  const u = await s.users.create({ displayName: 'Ada', primaryEmail: 'ada@example.com', ...fields });
  expect(u.error).toBeNull();
  const tokens = await s.createSession(u.data!.id);
  expect(tokens.error).toBeNull();
  return { s, user: u.data!, tokens: tokens.data! };
}

describe('kernel × mock-server', () => {
  it('server creates a user and a session; the client uses it for getUser and update', async () => {
    const { s, user, tokens } = await userWithSession();
    const store = memoryTokenStore(tokens);
    const c = browser({ tokenStore: store });
    const me = await c.getUser({ or: 'throw' });
    expect(me).toMatchObject({ id: user.id, displayName: 'Ada', primaryEmail: 'ada@example.com' });
    expect(me).not.toHaveProperty('serverMetadata'); // client view

    const updated = await c.user.update({ displayName: 'Grace', clientMetadata: { theme: 'dark' } });
    expect(updated.error).toBeNull();
    expect(updated.data).toMatchObject({ displayName: 'Grace', clientMetadata: { theme: 'dark' } });
    expect((await s.users.get(user.id)).data).toMatchObject({ displayName: 'Grace', clientMetadata: { theme: 'dark' } });

    // a field of the wrong type is a SCHEMA_ERROR value, not a throw
    const bad = await c.user.update({ displayName: 1 } as never);
    expect(bad.error).toMatchObject({ code: 'SCHEMA_ERROR', status: 400 });
  });

  it('refreshes an expired access token through /auth/oauth/token', async () => {
    const { tokens } = await userWithSession();
    const store = memoryTokenStore(tokens);
    const c = browser({ tokenStore: store });
    t += 120_000; // the 60 s token is long expired
    expect(await c.getUser()).toMatchObject({ displayName: 'Ada' });
    expect(calls.filter((x) => x.url.endsWith('/auth/oauth/token'))).toHaveLength(1);
    expect(store.get().accessToken).not.toBe(tokens.accessToken);
    expect(store.get().refreshToken).toBe(tokens.refreshToken);
  });

  it('signOut revokes the refresh token at the server and clears the tokens', async () => {
    const { tokens } = await userWithSession();
    const store = memoryTokenStore(tokens);
    const c = browser({ tokenStore: store });
    const r = await c.signOut({ redirectUrl: null });
    expect(r.error).toBeNull();
    expect(store.get()).toEqual({ accessToken: null, refreshToken: null });
    // the revoked refresh token is refused: a second client becomes signed out, tokens cleared
    const again = memoryTokenStore({ refreshToken: tokens.refreshToken });
    expect(await browser({ tokenStore: again }).getUser()).toBeNull();
    expect(again.get()).toEqual({ accessToken: null, refreshToken: null });
  });

  it('user.delete is refused as a text error when the project disables client deletion', async () => {
    const { tokens } = await userWithSession();
    const store = memoryTokenStore(tokens);
    const r = await browser({ tokenStore: store }).user.delete();
    expect(r.error).toMatchObject({ code: 'HTTP_ERROR', status: 400, message: 'Client user deletion is not enabled for this project' });
    expect(store.get().refreshToken).toBe(tokens.refreshToken);
  });

  it('server users: list with cursor paging, pages(), update, delete', async () => {
    const s = server();
    const before = (await s.users.list()).data!.items.length;
    for (let i = 0; i < 5; i++) {
      t += 1000;
      await s.users.create({ displayName: `p${i}` });
    }
    const first = await s.users.list({ limit: 2 });
    expect(first.data!.items).toHaveLength(2);
    expect(first.data!.nextCursor).toMatch(/^[0-9a-f-]{36}$/);
    const all: string[] = [];
    for await (const page of s.users.pages({ limit: 2 })) all.push(...page.map((u) => u.displayName ?? ''));
    expect(all).toHaveLength(before + 5);
    expect(all.slice(-5)).toEqual(['p0', 'p1', 'p2', 'p3', 'p4']);
    const desc = await s.users.list({ limit: 1, desc: true });
    expect(desc.data!.items[0].displayName).toBe('p4');
    const found = await s.users.list({ query: 'p3' });
    expect(found.data!.items.map((u) => u.displayName)).toEqual(['p3']);

    const id = found.data!.items[0].id;
    expect((await s.users.update(id, { serverMetadata: { vip: true } })).data).toMatchObject({ serverMetadata: { vip: true } });
    expect((await s.users.delete(id)).error).toBeNull();
    expect((await s.users.get(id)).error).toMatchObject({ code: 'USER_NOT_FOUND', status: 404 });
  });

  it('createSession honours expiresInMillis and reports unknown users', async () => {
    const s = server();
    const missing = await s.createSession('00000000-0000-4000-8000-000000000000');
    expect(missing.error).toMatchObject({ code: 'USER_ID_DOES_NOT_EXIST', status: 400 });
    const tooLong = await s.createSession((await s.users.create({})).data!.id, 31_708_800_001);
    expect(tooLong.error?.code).toBe('SCHEMA_ERROR');
  });

  it('a client calling server routes gets INSUFFICIENT_ACCESS_TYPE as a value', async () => {
    const r = await browser({ plugins: [serverUsers()] }).users.list();
    expect(r.error).toMatchObject({ code: 'INSUFFICIENT_ACCESS_TYPE', status: 401 });
  });

  it('getProject: client view for a client, admin view (trusted domains, localhost) for an admin', async () => {
    const c = browser();
    const p = await c.getProject();
    expect(p.data).toMatchObject({ id: 'internal', displayName: 'Stack Dashboard' });
    expect(p.data!.config).not.toHaveProperty('allowLocalhost');
    expect(p.data!.config.oauthProviders).toEqual(expect.any(Array));
    expect(await c.kernel.isTrustedUrl('http://localhost:9999/')).toBe(false);

    // With the admin plugin, an admin client also trusts the project's domains and its "Allow localhost" setting.
    const admin = createClient({ projectId: DEV_KEYS.projectId, baseUrl: 'http://localhost:8102', fetch, clock, navigate: vi.fn(), superSecretAdminKey: DEV_KEYS.superSecretAdminKey, plugins: [adminPlugin()] });
    const a = await admin.admin.getProject();
    expect(a.data!.config.allowLocalhost).toBe(true);
    expect(await admin.kernel.isTrustedUrl('http://localhost:9999/')).toBe(true);
    expect(await admin.kernel.isTrustedUrl('https://elsewhere.example.com/')).toBe(false);
  });

  it('a wrong publishable key is an error value', async () => {
    const { tokens } = await userWithSession();
    const c = browser({ publishableClientKey: 'nope', tokenStore: memoryTokenStore(tokens) });
    await expect(c.getUser()).rejects.toMatchObject({ code: 'INVALID_PUBLISHABLE_CLIENT_KEY', status: 401 });
  });
});
