import { describe, expect, it } from 'vitest';
import { knownErrorText } from '../testing/test-host.js';
import { useTestHost, useTestProject } from '../testing/use-test-host.js';
import { DEV_KEYS } from '../store/seed.js';

const t = useTestHost();
const p = useTestProject(t, { display_name: 'Proj' });

const internalClient = { 'x-stack-project-id': 'internal', 'x-stack-access-type': 'client', 'x-stack-publishable-client-key': DEV_KEYS.publishableClientKey };
const ADMIN_CONFIG_KEYS = ['id', 'allow_localhost', 'sign_up_enabled', 'credential_enabled', 'magic_link_enabled', 'passkey_enabled', 'legacy_global_jwt_signing', 'client_team_creation_enabled', 'client_user_deletion_enabled', 'create_team_on_sign_up', 'oauth_providers', 'enabled_oauth_providers', 'domains', 'email_config', 'team_creator_default_permissions', 'team_member_default_permissions'];

describe('GET /projects/current', () => {
  it('gives client and server callers the client view, admin the admin view', async () => {
    const c = await t.api().get('/api/v1/projects/current').set(p.client);
    expect(c.text).toBe(`{"id":"${p.id}","display_name":"Proj","config":{"sign_up_enabled":true,"credential_enabled":true,"magic_link_enabled":false,"passkey_enabled":false,"client_team_creation_enabled":false,"client_user_deletion_enabled":false,"enabled_oauth_providers":[]}}`);
    const s = await t.api().get('/api/v1/projects/current').set(p.server);
    expect(s.text).toBe(c.text);
    const a = await t.api().get('/api/v1/projects/current').set(p.admin);
    expect(Object.keys(a.body)).toEqual(['id', 'display_name', 'description', 'created_at_millis', 'user_count', 'is_production_mode', 'config']);
    expect(Object.keys(a.body.config)).toEqual(ADMIN_CONFIG_KEYS);
    expect(a.body).toMatchObject({ description: '', user_count: 0, is_production_mode: false });
    expect(a.body.config).toMatchObject({ email_config: { type: 'shared' }, team_creator_default_permissions: [{ id: 'admin' }], team_member_default_permissions: [{ id: 'member' }] });
  });
});

describe('PATCH /projects/current', () => {
  it('updates flags, domains, providers and e-mail config', async () => {
    const res = await t.api().patch('/api/v1/projects/current').set(p.admin).send({
      display_name: 'Renamed', description: null,
      config: {
        magic_link_enabled: true, client_team_creation_enabled: true,
        domains: [{ domain: 'https://app.example.com', handler_path: '/handler' }],
        oauth_providers: [{ id: 'github', enabled: true, type: 'shared' }, { id: 'discord', enabled: false, type: 'standard', client_id: 'cid', client_secret: 'cs' }],
        email_config: { type: 'standard', host: 'smtp.example.com', port: 587, username: 'u', password: 'p', sender_name: 'S', sender_email: 's@example.com' },
        team_member_default_permissions: [{ id: '$read_members' }],
      },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ display_name: 'Renamed', description: '' });
    expect(res.body.config.oauth_providers).toEqual([{ id: 'discord', enabled: false, type: 'standard', client_id: 'cid', client_secret: 'cs' }, { id: 'github', enabled: true, type: 'shared' }]);
    expect(res.body.config.enabled_oauth_providers).toEqual([{ id: 'github' }]);
    expect(res.body.config.email_config).toEqual({ type: 'standard', host: 'smtp.example.com', port: 587, username: 'u', password: 'p', sender_email: 's@example.com', sender_name: 'S' });
    const c = await t.api().get('/api/v1/projects/current').set(p.client);
    expect(c.body.config).toMatchObject({ magic_link_enabled: true, client_team_creation_enabled: true, enabled_oauth_providers: [{ id: 'github' }] });
  });

  it('answers the validation texts', async () => {
    const q = await t.project();
    const patch = (config: object) => t.api().patch('/api/v1/projects/current').set(q.admin).send({ config });
    const dup = await patch({ domains: [{ domain: 'https://a.example', handler_path: '/h' }, { domain: 'https://a.example', handler_path: '/x' }] });
    expect([dup.status, dup.text]).toEqual([400, 'Duplicated domain found']);
    await patch({ oauth_providers: [{ id: 'google', enabled: true, type: 'shared' }] });
    const removed = await patch({ oauth_providers: [] });
    expect(removed.text).toBe("Provider with id 'google' not found in the update");
    const perms = await patch({ team_creator_default_permissions: [{ id: 'nope' }] });
    expect(perms.text).toBe('Invalid team default permission ids');
    const shared = await patch({ oauth_providers: [{ id: 'google', enabled: true, type: 'shared' }, { id: 'gitlab', enabled: true, type: 'shared' }] });
    expect(shared.text).toBe(knownErrorText('INVALID_SHARED_OAUTH_PROVIDER_ID', 'The shared OAuth provider with ID gitlab is not valid.', { provider_id: 'gitlab' }));
    const schema = await patch({ legacy_global_jwt_signing: true, email_config: { type: 'standard', host: '' }, oauth_providers: [{ id: 'nope', enabled: true, type: 'standard' }] });
    expect(schema.body.error).toBe([
      'Request validation failed on PATCH /api/v1/projects/current:',
      '  - body.config.legacy_global_jwt_signing field must be false',
      '  - body.config.email_config.host must not be empty',
      '  - body.config.email_config.port must be defined',
      '  - body.config.email_config.username must be defined',
      '  - body.config.email_config.password must be defined',
      '  - body.config.email_config.sender_name must be defined',
      '  - body.config.email_config.sender_email must be defined',
      '  - body.config.oauth_providers[0].client_secret must be defined',
      '  - body.config.oauth_providers[0].client_id must be defined',
      '  - body.config.oauth_providers[0].id must be one of the following values: google, github, microsoft, spotify, facebook, discord, gitlab, bitbucket, linkedin, apple, x',
    ].join('\n'));
    const missing = await patch({ email_config: { type: 'standard', host: 'h' } });
    expect(missing.body.error).toContain('body.config.email_config.port must be defined');
  });

  it('is admin-only', async () => {
    const res = await t.api().patch('/api/v1/projects/current').set(p.server).send({});
    expect(res.status).toBe(401);
    expect(res.text).toBe(knownErrorText('INSUFFICIENT_ACCESS_TYPE', "The x-stack-access-type header must be 'admin', but was 'server'.", { actual_access_type: 'server', allowed_access_types: ['admin'] }));
  });
});

describe('owner sessions: /internal/projects and admin access tokens', () => {
  it('creates, lists, administers and deletes projects through an internal user session', async () => {
    const owner = await t.user('internal', { email: 'owner@example.com' });
    const created = await t.api().post('/api/v1/internal/projects').set(internalClient).set('x-stack-access-token', owner.access_token)
      .send({ display_name: 'Mine', config: { magic_link_enabled: true } });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ display_name: 'Mine', description: '', user_count: 0 });
    expect(created.body.config).toMatchObject({ magic_link_enabled: true, allow_localhost: true, credential_enabled: true, team_creator_default_permissions: [{ id: 'admin' }] });
    const id = created.body.id;
    const owned = t.host.users.get(owner.user_id)!.server_metadata as { managedProjectIds: string[] };
    expect(owned.managedProjectIds).toEqual([id]);

    const list = await t.api().get('/api/v1/internal/projects').set(internalClient).set('x-stack-access-token', owner.access_token);
    expect(list.body.items.map((x: { id: string }) => x.id)).toEqual([id]);
    expect(list.body.is_paginated).toBe(false);

    const admin = { 'x-stack-project-id': id, 'x-stack-access-type': 'admin', 'x-stack-admin-access-token': owner.access_token, 'x-stack-super-secret-admin-key': '' };
    const keys = await t.api().post('/api/v1/internal/api-keys').set(admin)
      .send({ description: 'k', expires_at_millis: Date.now() + 1e9, has_publishable_client_key: true, has_secret_server_key: false, has_super_secret_admin_key: false });
    expect(keys.status).toBe(200);
    const client = await t.api().get('/api/v1/projects/current').set({ 'x-stack-project-id': id, 'x-stack-access-type': 'client', 'x-stack-publishable-client-key': keys.body.publishable_client_key });
    expect(client.body.display_name).toBe('Mine');

    const notOwner = await t.user('internal');
    const denied = await t.api().get('/api/v1/projects/current').set({ ...admin, 'x-stack-admin-access-token': notOwner.access_token });
    expect(denied.text).toBe(knownErrorText('ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN', 'Admin access token does not have the required permissions to access this project.'));

    const del = await t.api().delete('/api/v1/projects/current').set(admin).send({});
    expect(del.text).toBe('{"success":true}');
    expect((t.host.users.get(owner.user_id)!.server_metadata as { managedProjectIds: string[] }).managedProjectIds).toEqual([]);
    expect(t.host.apiKeys.find((k) => k.project_id === id)).toBeUndefined();
  });

  it('requires a signed-in user of the internal project', async () => {
    const anon = await t.api().get('/api/v1/internal/projects').set(internalClient);
    expect([anon.status, anon.text]).toEqual([401, knownErrorText('USER_AUTHENTICATION_REQUIRED', 'User authentication required for this endpoint.')]);
    const u = await t.user(p.id);
    const other = await t.api().post('/api/v1/internal/projects').set(p.client).set('x-stack-access-token', u.access_token).send({ display_name: 'x' });
    expect(other.text).toBe(knownErrorText('EXPECTED_INTERNAL_PROJECT', 'The project ID is expected to be internal.'));
    const owner = await t.user('internal');
    const noName = await t.api().post('/api/v1/internal/projects').set(internalClient).set('x-stack-access-token', owner.access_token).send({});
    expect(noName.body.error).toBe('Request validation failed on POST /api/v1/internal/projects:\n  - body.display_name must be defined');
  });
});
