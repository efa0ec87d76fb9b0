import { defineCase } from '../../define-case.js';
import * as expect from '../../expect.js';
import { knownError } from '../../known-errors.js';

const KEY = /^[0-9abcdefghjkmnpqrstvwxyz]{45}$/;

export const apiKeyLifecycle = defineCase({
  area: 'projects',
  name: 'api-keys-create-list-revoke',
  endpoints: ['POST /api/v1/internal/api-keys', 'GET /api/v1/internal/api-keys', 'GET /api/v1/internal/api-keys/:api_key_id', 'PATCH /api/v1/internal/api-keys/:api_key_id'],
  async run(t) {
    const expiresAt = (await t.hostNow()) + 3_600_000;
    const res = await t.api('POST', '/internal/api-keys', {
      as: 'admin',
      json: { description: 'second', expires_at_millis: expiresAt, has_publishable_client_key: true, has_secret_server_key: false, has_super_secret_admin_key: false },
    });
    const created = expect.json(res, 200);
    expect.keys(created, ['id', 'description', 'publishable_client_key', 'created_at_millis', 'expires_at_millis'], 'created key set', res);
    const pck = String(created.publishable_client_key);
    expect.check(pck.startsWith('pck_') && KEY.test(pck.slice(4)), 'publishable key format', 'pck_ + 45 base32 chars', pck, res);
    const project = { ...t.project, publishableClientKey: pck };
    expect.status(await t.api('GET', '/projects/current', { as: 'client', project }), 200);
    const read = await t.api('GET', `/internal/api-keys/${created.id}`, { as: 'admin' });
    expect.json(read, 200, {
      id: created.id, description: 'second', created_at_millis: created.created_at_millis, expires_at_millis: expiresAt,
      publishable_client_key: { last_four: pck.slice(-4) },
    });
    const list = expect.json(await t.api('GET', '/internal/api-keys', { as: 'admin' }), 200);
    expect.check((list.items as { id: string }[]).some((k) => k.id === created.id), 'key set listed', created.id, list.items);
    const revoked = expect.json(await t.api('PATCH', `/internal/api-keys/${created.id}`, { as: 'admin', json: { revoked: true } }), 200);
    expect.type(revoked.manually_revoked_at_millis, 'number', 'manually_revoked_at_millis');
    knownError(await t.api('GET', '/projects/current', { as: 'client', project }), 'INVALID_PUBLISHABLE_CLIENT_KEY', { project_id: t.project.id });
    knownError(await t.api('GET', '/internal/api-keys/00000000-0000-4000-8000-000000000000', { as: 'admin' }), 'API_KEY_NOT_FOUND');
  },
});
