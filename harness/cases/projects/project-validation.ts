import { defineCase } from '../../define-case.js';
import * as expect from '../../expect.js';
import { knownError } from '../../known-errors.js';

export const projectConfigValidation = defineCase({
  area: 'projects',
  name: 'patch-project-config-rules',
  endpoints: ['PATCH /api/v1/projects/current'],
  async run(t) {
    const project = await t.newProject();
    const patch = (config: Record<string, unknown>) => t.api('PATCH', '/projects/current', { as: 'admin', project, json: { config } });
    const added = expect.json(await patch({ oauth_providers: [{ id: 'github', enabled: true, type: 'shared' }] }), 200);
    expect.equal((added.config as Record<string, unknown>).oauth_providers, [{ id: 'github', enabled: true, type: 'shared' }], 'oauth_providers');
    const client = expect.json(await t.api('GET', '/projects/current', { as: 'client', project }), 200);
    expect.equal((client.config as Record<string, unknown>).enabled_oauth_providers, [{ id: 'github' }], 'client view lists enabled providers as {id}');
    expect.text(await patch({ oauth_providers: [] }), 400, "Provider with id 'github' not found in the update");
    knownError(
      await patch({ oauth_providers: [{ id: 'github', enabled: false, type: 'shared' }, { id: 'facebook', enabled: true, type: 'shared' }] }),
      'INVALID_SHARED_OAUTH_PROVIDER_ID',
      { provider_id: 'facebook' },
    );
    expect.text(await patch({ team_member_default_permissions: [{ id: 'no_such_permission' }] }), 400, 'Invalid team default permission ids');
    const disabled = expect.json(await patch({ oauth_providers: [{ id: 'github', enabled: false, type: 'shared' }] }), 200);
    expect.equal((disabled.config as Record<string, unknown>).enabled_oauth_providers, [], 'disabled providers are not enabled');
  },
});

export const adminTokenOfDeletedUser = defineCase({
  area: 'projects',
  name: 'admin-access-token-of-deleted-user',
  endpoints: ['GET /api/v1/projects/current'],
  async run(t) {
    const stranger = await t.env.newInternalUser();
    const del = await t.api('DELETE', `/users/${stranger.userId}`, { as: 'server', project: t.env.internal, json: {} });
    if (del.status !== 200) t.skip('cannot delete internal users (no internal secret server key)');
    expect.text(
      await t.api('GET', '/projects/current', { as: 'admin', adminAccessToken: stranger.accessToken }),
      401,
      'The user associated with the admin access token is no longer valid. Please refresh the admin access token and try again.',
    );
  },
});
