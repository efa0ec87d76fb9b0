/**
 * The real vendor SDK (@stackframe/js 2.7.23, devDependency) against the host on a loopback port.
 * Its published ESM uses extension-less relative imports, so a tiny Node resolve hook
 * (testing/extensionless-hook.mjs) is registered before it is imported.
 */
import { register } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestHost, type TestHost, type TestProject } from './testing/test-host.js';

register('./testing/extensionless-hook.mjs', import.meta.url);
type Vendor = typeof import('@stackframe/js');

let vendor: Vendor;
let t: TestHost;
let p: TestProject;
beforeAll(async () => {
  vendor = (await import('@stackframe/js' as string)) as Vendor;
  t = await startTestHost();
  p = await t.project({ display_name: 'Vendor SDK project', config: { magic_link_enabled: true } });
});
afterAll(() => t?.close());

const opts = () => ({ projectId: p.id, baseUrl: t.url, tokenStore: 'memory' as const, redirectMethod: 'none' as const });

describe('vendor SDK @stackframe/js@2.7.23 against the host', () => {
  it('server: creates, lists with pagination, updates and deletes users', async () => {
    const server = new vendor.StackServerApp({ ...opts(), publishableClientKey: p.keys.publishable_client_key, secretServerKey: p.keys.secret_server_key });
    const created = [];
    for (const name of ['Ada', 'Brian', 'Cleo']) {
      created.push(await server.createUser({ displayName: name, primaryEmail: `${name.toLowerCase()}@example.com`, primaryEmailAuthEnabled: true }));
    }
    expect(created[0].displayName).toBe('Ada');
    expect(created[0].primaryEmail).toBe('ada@example.com');

    const page1 = await server.listUsers({ limit: 2 });
    expect(page1.map((u) => u.displayName)).toEqual(['Ada', 'Brian']);
    expect(page1.nextCursor).toBe(created[2].id);
    const page2 = await server.listUsers({ limit: 2, cursor: page1.nextCursor! });
    expect(page2.map((u) => u.displayName)).toEqual(['Cleo']);
    expect(page2.nextCursor).toBeNull();
    const desc = await server.listUsers({ desc: true, orderBy: 'signedUpAt' });
    expect(desc[0].displayName).toBe('Cleo');
    expect((await server.listUsers({ query: 'brian' })).map((u) => u.id)).toEqual([created[1].id]);

    await created[1].update({ displayName: 'Bryan', serverMetadata: { tier: 'gold' } });
    const fetched = await server.getUser(created[1].id);
    expect(fetched?.displayName).toBe('Bryan');
    expect(fetched?.serverMetadata).toEqual({ tier: 'gold' });

    await created[2].delete();
    // 2.7.23 surfaces the host's USER_NOT_FOUND for a deleted id (as it does against the hosted API).
    await expect(server.getUser(created[2].id)).rejects.toThrow('User not found.');
    expect((await server.listUsers()).map((u) => u.id)).toEqual([created[0].id, created[1].id]);
  });

  it('server creates a session; the client uses it, updates the user and signs out', async () => {
    const server = new vendor.StackServerApp({ ...opts(), publishableClientKey: p.keys.publishable_client_key, secretServerKey: p.keys.secret_server_key });
    const user = await server.createUser({ displayName: 'Session User', primaryEmail: 'session@example.com' });
    const session = await user.createSession({ expiresInMillis: 3_600_000 });
    const tokens = await session.getTokens();
    expect(tokens.refreshToken).toMatch(/^[0-9a-z]{45}$/);

    const client = new vendor.StackClientApp({ ...opts(), publishableClientKey: p.keys.publishable_client_key, tokenStore: { accessToken: tokens.accessToken!, refreshToken: tokens.refreshToken! } });
    const me = await client.getUser();
    expect(me?.id).toBe(user.id);
    expect(me?.primaryEmail).toBe('session@example.com');
    await me!.setDisplayName('Renamed by client');
    await me!.setClientMetadata({ theme: 'dark' });
    const again = await client.getUser();
    expect(again?.displayName).toBe('Renamed by client');
    expect(again?.clientMetadata).toEqual({ theme: 'dark' });
    expect((await server.getUser(user.id))?.displayName).toBe('Renamed by client');

    await again!.signOut();
    const refresh = await t.api().post('/api/v1/auth/sessions/current/refresh').set(p.client).set('x-stack-refresh-token', tokens.refreshToken!);
    expect(refresh.status).toBe(401);
  });

  it('client refreshes an expired access token through /auth/oauth/token', async () => {
    // The SDK judges freshness by its own clock, so hand it a token that expired in real time.
    const u = await t.user(p.id, { email: 'refresh@example.com' });
    t.host.advanceClock(-3_600_000);
    const stale = await t.host.tokens.sign(p.id, u.user_id);
    t.host.advanceClock(3_600_000);
    const client = new vendor.StackClientApp({ ...opts(), publishableClientKey: p.keys.publishable_client_key, tokenStore: { accessToken: stale, refreshToken: u.refresh_token } });
    expect((await client.getUser())?.primaryEmail).toBe('refresh@example.com');
    const tokens = await (await client.getUser())!.currentSession.getTokens();
    expect(tokens.accessToken).not.toBe(stale);
  });

  it('admin: reads the project', async () => {
    const admin = new vendor.StackAdminApp({ ...opts(), publishableClientKey: p.keys.publishable_client_key, secretServerKey: p.keys.secret_server_key, superSecretAdminKey: p.keys.super_secret_admin_key });
    const project = await admin.getProject();
    expect(project.id).toBe(p.id);
    expect(project.displayName).toBe('Vendor SDK project');
    expect(project.config.magicLinkEnabled).toBe(true);
    expect(project.config.signUpEnabled).toBe(true);
  });
});
