import { defineCase } from '../../define-case.js';
import * as expect from '../../expect.js';
import { createIsolatedProject, deleteProject } from '../../flows.js';

export const ADMIN_PROJECT_KEYS = ['id', 'display_name', 'description', 'created_at_millis', 'user_count', 'is_production_mode', 'config'];
export const ADMIN_CONFIG_KEYS = [
  'id', 'allow_localhost', 'sign_up_enabled', 'credential_enabled', 'magic_link_enabled', 'passkey_enabled', 'legacy_global_jwt_signing',
  'client_team_creation_enabled', 'client_user_deletion_enabled', 'create_team_on_sign_up', 'oauth_providers', 'enabled_oauth_providers',
  'domains', 'email_config', 'team_creator_default_permissions', 'team_member_default_permissions',
];

export const projectClientView = defineCase({
  area: 'projects',
  name: 'project-client-view',
  endpoints: ['GET /api/v1/projects/current'],
  async run(t) {
    const expected = {
      id: t.project.id,
      display_name: t.project.displayName,
      config: {
        sign_up_enabled: true, credential_enabled: true, magic_link_enabled: true, passkey_enabled: false, client_team_creation_enabled: true,
        client_user_deletion_enabled: false, enabled_oauth_providers: [],
      },
    };
    expect.json(await t.api('GET', '/projects/current', { as: 'client' }), 200, expected);
    expect.json(await t.api('GET', '/projects/current', { as: 'server' }), 200, expected);
  },
});

export const projectAdminView = defineCase({
  area: 'projects',
  name: 'project-admin-view',
  endpoints: ['GET /api/v1/projects/current'],
  async run(t) {
    const res = await t.api('GET', '/projects/current', { as: 'admin' });
    const body = expect.json(res, 200);
    expect.keys(body, ADMIN_PROJECT_KEYS, 'admin project', res);
    expect.keys(body.config, ADMIN_CONFIG_KEYS, 'admin project config', res);
    const config = body.config as Record<string, unknown>;
    expect.equal(config.domains, [{ domain: 'https://app.conformance.example.com', handler_path: '/handler' }], 'config.domains', res);
    // the admin access token of the owner works without keys
    const viaOwner = await t.api('GET', '/projects/current', { as: 'admin', adminAccessToken: await t.env.ownerAccessToken() });
    expect.json(viaOwner, 200);
    expect.equal((viaOwner.json as Record<string, unknown>).id, t.project.id, 'project via admin access token', viaOwner);
    // the admin access token authenticates any access type, without keys
    const asClient = await t.api('GET', '/projects/current', { as: 'client', adminAccessToken: await t.env.ownerAccessToken() });
    expect.keys(expect.json(asClient, 200), ['id', 'display_name', 'config'], 'client view via admin access token', asClient);
  },
});

export const createProjectWithConfig = defineCase({
  area: 'projects',
  name: 'create-project-with-config-201',
  endpoints: ['POST /api/v1/internal/projects'],
  async run(t) {
    const res = await t.api('POST', '/internal/projects', {
      as: 'client',
      project: t.env.internal,
      session: { accessToken: await t.env.ownerAccessToken() },
      json: { display_name: 'Configured', description: 'made by the harness', config: { magic_link_enabled: true, domains: [{ domain: 'https://x.example.com', handler_path: '/auth' }] } },
    });
    const body = expect.json(res, 201);
    expect.keys(body, ADMIN_PROJECT_KEYS, 'admin project', res);
    const c = body.config as Record<string, unknown>;
    expect.equal(
      { d: body.display_name, desc: body.description, m: c.magic_link_enabled, domains: c.domains },
      { d: 'Configured', desc: 'made by the harness', m: true, domains: [{ domain: 'https://x.example.com', handler_path: '/auth' }] },
      'created project',
      res,
    );
    // clean up with the owner's admin access token
    const removed = await t.api('DELETE', '/projects/current', {
      as: 'admin',
      adminAccessToken: await t.env.ownerAccessToken(),
      project: { ...t.project, id: String(body.id) },
      json: {},
    });
    expect.json(removed, 200, { success: true });
  },
});

export const newProjectDefaults = defineCase({
  area: 'projects',
  name: 'new-project-defaults',
  endpoints: ['POST /api/v1/internal/projects', 'POST /api/v1/internal/api-keys', 'DELETE /api/v1/projects/current'],
  async run(t) {
    const p = await createIsolatedProject(t.env.send, t.env.internal, await t.env.ownerAccessToken(), 'Defaults check');
    try {
      const res = await t.api('GET', '/projects/current', { as: 'admin', project: p });
      const body = expect.json(res, 200);
      const c = body.config as Record<string, unknown>;
      expect.equal(
        {
          description: body.description, is_production_mode: body.is_production_mode, user_count: body.user_count,
          allow_localhost: c.allow_localhost, sign_up_enabled: c.sign_up_enabled, credential_enabled: c.credential_enabled,
          magic_link_enabled: c.magic_link_enabled, passkey_enabled: c.passkey_enabled, client_team_creation_enabled: c.client_team_creation_enabled,
          client_user_deletion_enabled: c.client_user_deletion_enabled, create_team_on_sign_up: c.create_team_on_sign_up,
          legacy_global_jwt_signing: c.legacy_global_jwt_signing, domains: c.domains, oauth_providers: c.oauth_providers,
          enabled_oauth_providers: c.enabled_oauth_providers, email_config: c.email_config,
          team_creator_default_permissions: c.team_creator_default_permissions, team_member_default_permissions: c.team_member_default_permissions,
        },
        {
          description: '', is_production_mode: false, user_count: 0, allow_localhost: true, sign_up_enabled: true, credential_enabled: true,
          magic_link_enabled: false, passkey_enabled: false, client_team_creation_enabled: false, client_user_deletion_enabled: false,
          create_team_on_sign_up: false, legacy_global_jwt_signing: false, domains: [], oauth_providers: [], enabled_oauth_providers: [],
          email_config: { type: 'shared' }, team_creator_default_permissions: [{ id: 'admin' }], team_member_default_permissions: [{ id: 'member' }],
        },
        'new project defaults',
        res,
      );
      expect.matches(body.id, /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/, 'project id is a v4 UUID', res);
    } finally {
      await deleteProject(t.env.send, p);
    }
  },
});
