import { describe, expect, it } from 'vitest';
import { createClient } from '../../kernel/create-client.js';
import { DEV_KEYS } from '../../mock-server/store/seed.js';
import { admin } from './admin.js';
import { BASE_URL, createAdminKit } from './test-kit.js';

describe('admin() against the in-process host', () => {
  it('project: admin view, update (the kernel trusts the new domain), production-mode check, delete', async () => {
    const k = createAdminKit();
    const p = await k.project();
    const c = k.adminClient(p);
    const got = await c.admin.getProject();
    expect(got.error).toBeNull();
    expect(got.data).toMatchObject({ id: p.id, displayName: 'Test project', userCount: 0, isProductionMode: false });
    expect(got.data!.createdAt).toBeInstanceOf(Date);
    expect(got.data!.config.emailConfig).toEqual({ type: 'shared' });
    expect(await c.kernel.isTrustedUrl('https://shop.example.com/x')).toBe(false);

    const upd = await c.admin.updateProject({ displayName: 'Shop', config: { allowLocalhost: false, domains: [{ domain: 'http://shop.example.com', handlerPath: '/handler' }] } });
    expect(upd.data).toMatchObject({ displayName: 'Shop', config: { allowLocalhost: false, domains: [{ domain: 'http://shop.example.com', handlerPath: '/handler' }] } });
    expect(await c.kernel.isTrustedUrl('http://shop.example.com/x')).toBe(true);
    expect(c.admin.checkProductionMode(upd.data!)).toEqual([{ message: 'Trusted domains should be HTTPS: http://shop.example.com', relativeFixUrl: `/projects/${p.id}/domains` }]);

    const dup = await c.admin.updateProject({ config: { domains: [{ domain: 'https://a.example.com', handlerPath: '/h' }, { domain: 'https://a.example.com', handlerPath: '/h' }] } });
    expect([dup.error?.code, dup.error?.message, dup.error?.status]).toEqual(['HTTP_ERROR', 'Duplicated domain found', 400]);

    expect((await c.admin.deleteProject()).error).toBeNull();
    expect(k.host.projects.get(p.id)).toBeUndefined();
    expect((await c.admin.getProject()).error?.code).toBe('INVALID_SUPER_SECRET_ADMIN_KEY');
  });

  it('API keys: create shows full keys once, list (cached, refreshed after changes), get, revoke, status', async () => {
    const k = createAdminKit();
    const p = await k.project();
    const c = k.adminClient(p);
    const requests: string[] = [];
    const spy = createClient({
      projectId: p.id, superSecretAdminKey: p.keys.super_secret_admin_key, baseUrl: BASE_URL, clock: { now: () => k.clock.ms },
      fetch: (input, init) => (requests.push(`${init.method} ${new URL(input).pathname}`), k.app.request(input, init)),
      plugins: [admin()],
    });
    const created = await spy.admin.createApiKey({ description: 'CI', expiresAt: new Date(k.clock.ms + 60_000), hasPublishableClientKey: false, hasSecretServerKey: true, hasSuperSecretAdminKey: false });
    expect(created.data!.secretServerKey).toMatch(/^ssk_/);
    expect(created.data!.publishableClientKey).toBeNull();
    expect(created.data!.expiresAt).toEqual(new Date(k.clock.ms + 60_000));
    const list = await spy.admin.listApiKeys();
    expect(list.data!.map((x) => x.description)).toEqual(['CI', 'Dev key set']);
    expect(list.data![0].secretServerKey).toEqual({ lastFour: created.data!.secretServerKey!.slice(-4) });
    await spy.admin.listApiKeys();
    expect(requests.filter((r) => r === 'GET /api/v1/internal/api-keys')).toHaveLength(1);
    expect(spy.admin.apiKeyStatus(list.data![0])).toBe('valid');
    k.clock.ms += 60_000;
    expect(spy.admin.apiKeyStatus(list.data![0])).toBe('expired');

    const revoked = await spy.admin.revokeApiKey(created.data!.id);
    expect(revoked.data!.manuallyRevokedAt).toEqual(new Date(k.clock.ms));
    expect(spy.admin.apiKeyStatus(revoked.data!)).toBe('manually-revoked');
    const after = await spy.admin.listApiKeys();
    expect(after.data![0].manuallyRevokedAt).toEqual(new Date(k.clock.ms));
    expect((await c.admin.getApiKey(created.data!.id)).data).toEqual(after.data![0]);
    expect((await c.admin.getApiKey('3f2504e0-4f89-41d3-9a0c-0305e82c3301')).error).toMatchObject({ code: 'API_KEY_NOT_FOUND', status: 404 });
  });

  it('e-mail templates: list, update, reset; resetting a default is an HTTP_ERROR 404', async () => {
    const k = createAdminKit();
    const c = k.adminClient(await k.project());
    const list = await c.admin.listEmailTemplates();
    expect(list.data!.map((t) => [t.type, t.isDefault])).toEqual([
      ['email_verification', true], ['password_reset', true], ['magic_link', true], ['team_invitation', true],
    ]);
    const upd = await c.admin.updateEmailTemplate('team_invitation', { subject: 'Join {{ teamDisplayName }}!' });
    expect(upd.data).toMatchObject({ type: 'team_invitation', subject: 'Join {{ teamDisplayName }}!', isDefault: false });
    expect((await c.admin.listEmailTemplates()).data![3].subject).toBe('Join {{ teamDisplayName }}!');
    const bad = await c.admin.updateEmailTemplate('team_invitation', { content: { nope: true } });
    expect([bad.error?.code, bad.error?.message]).toEqual(['HTTP_ERROR', 'Invalid email template content']);
    expect((await c.admin.resetEmailTemplate('team_invitation')).error).toBeNull();
    expect((await c.admin.listEmailTemplates()).data![3].isDefault).toBe(true);
    const again = await c.admin.resetEmailTemplate('team_invitation');
    expect([again.error?.code, again.error?.status, again.error?.message]).toEqual(['HTTP_ERROR', 404, 'Email template not found']);
  });

  it('permission definitions, svix token, metrics, test e-mail result', async () => {
    const k = createAdminKit();
    const p = await k.project();
    const c = k.adminClient(p);
    const before = await c.admin.listPermissionDefinitions();
    expect(before.data!.map((d) => d.id)).toContain('member');
    const made = await c.admin.createPermissionDefinition('billing', { description: 'Pays', containedPermissionIds: ['$read_members'] });
    expect(made.data).toEqual({ id: 'billing', description: 'Pays', containedPermissionIds: ['$read_members'] });
    expect((await c.admin.listPermissionDefinitions()).data!.map((d) => d.id)).toContain('billing');
    const renamed = await c.admin.updatePermissionDefinition('billing', { id: 'finance' });
    expect(renamed.data!.id).toBe('finance');
    expect((await c.admin.deletePermissionDefinition('finance')).error).toBeNull();
    expect((await c.admin.listPermissionDefinitions()).data!.map((d) => d.id)).not.toContain('finance');
    expect((await c.admin.deletePermissionDefinition('finance')).error?.code).toBe('PERMISSION_NOT_FOUND');

    expect((await c.admin.createSvixToken()).data!.token).toMatch(/^svix_local_/);
    await k.user(p.id, { displayName: 'Counted' });
    const m = await c.admin.getMetrics();
    expect(m.data!.totalUsers).toBe(1);
    expect(m.data!.dailyUsers).toHaveLength(31);
    const mail = await c.admin.sendTestEmail({
      recipientEmail: 'a@example.com',
      emailConfig: { host: '127.0.0.1', port: 0, username: 'u', password: 'p', senderName: 'S', senderEmail: 's@example.com' },
    });
    expect(mail.error).toBeNull();
    expect(mail.data!.success).toBe(false);
  });

  it('works with an owner session (adminAccessToken of an internal user managing the project)', async () => {
    const k = createAdminKit();
    const dev = await k.app.request(`${BASE_URL}/__dev/users`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ project_id: 'internal' }) });
    const { access_token } = (await dev.json()) as { access_token: string };
    const made = await k.call('POST', '/internal/projects', {
      'x-stack-project-id': 'internal', 'x-stack-access-type': 'client', 'x-stack-publishable-client-key': DEV_KEYS.publishableClientKey, 'x-stack-access-token': access_token,
    }, { display_name: 'Owned' });
    expect(made.status).toBe(201);
    const owner = createClient({ projectId: made.body.id, adminAccessToken: access_token, baseUrl: BASE_URL, fetch: (i, init) => k.app.request(i, init), clock: { now: () => k.clock.ms }, plugins: [admin()] });
    expect((await owner.admin.getProject()).data?.displayName).toBe('Owned');
    expect((await owner.admin.listEmailTemplates()).data).toHaveLength(4);
    expect((await owner.admin.getMetrics()).data?.totalUsers).toBe(0);
  });

  it('a non-admin client calling admin methods is a programmer error (rejects)', async () => {
    const k = createAdminKit();
    const c = createClient({ projectId: DEV_KEYS.projectId, publishableClientKey: DEV_KEYS.publishableClientKey, baseUrl: BASE_URL, fetch: (i, init) => k.app.request(i, init), plugins: [admin()], uniqueIdentifier: 'admin-test-client' });
    await expect(c.admin.listApiKeys()).rejects.toThrow('admin() methods need admin access');
    expect(c.admin.checkProductionMode({ id: 'x', config: { allowLocalhost: false, domains: [] } })).toEqual([]);
    c.dispose();
  });
});

describe('admin() without a key', () => {
  it('throws naming superSecretAdminKey when no key was given (an unset environment variable), instead of failing every call', () => {
    expect(() => createClient({ projectId: 'p', superSecretAdminKey: process.env.NO_SUCH_VARIABLE_HERE, plugins: [admin()] })).toThrow(
      new TypeError('createClient: admin() needs admin access, and no key was given: pass the superSecretAdminKey option (or adminAccessToken).'),
    );
  });
});
