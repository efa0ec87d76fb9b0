import { describe, expect, it } from 'vitest';
import { knownErrorText } from '../testing/test-host.js';
import { useTestHost, useTestProject } from '../testing/use-test-host.js';

const t = useTestHost();
const p = useTestProject(t);

const body = { description: 'CI keys', expires_at_millis: Date.UTC(2090, 0, 1), has_publishable_client_key: true, has_secret_server_key: true, has_super_secret_admin_key: false };

describe('/internal/api-keys', () => {
  it('creates (200, full keys), lists newest first, reads obfuscated, revokes at once', async () => {
    const res = await t.api().post('/api/v1/internal/api-keys').set(p.admin).send(body);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(['id', 'description', 'publishable_client_key', 'secret_server_key', 'created_at_millis', 'expires_at_millis']);
    expect(res.body.publishable_client_key).toMatch(/^pck_[0-9a-z]{45}$/);
    expect(res.body.secret_server_key).toMatch(/^ssk_[0-9a-z]{45}$/);
    const id = res.body.id;
    const server = { 'x-stack-project-id': p.id, 'x-stack-access-type': 'server', 'x-stack-secret-server-key': res.body.secret_server_key };
    expect((await t.api().get('/api/v1/users').set(server)).status).toBe(200);

    const list = await t.api().get('/api/v1/internal/api-keys').set(p.admin);
    expect(list.body.is_paginated).toBe(false);
    expect(list.body.items[0]).toEqual({ id, description: 'CI keys', created_at_millis: res.body.created_at_millis, expires_at_millis: body.expires_at_millis, publishable_client_key: { last_four: res.body.publishable_client_key.slice(-4) }, secret_server_key: { last_four: res.body.secret_server_key.slice(-4) } });
    expect(list.body.items).toHaveLength(2);

    const one = await t.api().get(`/api/v1/internal/api-keys/${id}`).set(p.admin);
    expect(one.body).toEqual(list.body.items[0]);
    const revoked = await t.api().patch(`/api/v1/internal/api-keys/${id}`).set(p.admin).send({ revoked: true, description: 'gone' });
    expect(revoked.body).toMatchObject({ description: 'gone', manually_revoked_at_millis: expect.any(Number) });
    const denied = await t.api().get('/api/v1/users').set(server);
    expect(denied.text).toBe(knownErrorText('INVALID_SECRET_SERVER_KEY', `The secret server key is not valid for the project "${p.id}". Does the project and/or the key exist?`, { project_id: p.id }));
  });

  it('answers API_KEY_NOT_FOUND, schema errors and access errors', async () => {
    const missing = await t.api().get('/api/v1/internal/api-keys/3f2504e0-4f89-41d3-9a0c-0305e82c3301').set(p.admin);
    expect([missing.status, missing.text]).toEqual([404, knownErrorText('API_KEY_NOT_FOUND', 'API key not found.')]);
    const bad = await t.api().get('/api/v1/internal/api-keys/xyz').set(p.admin);
    expect(bad.body.error).toBe('Request validation failed on GET /api/v1/internal/api-keys/xyz:\n  - params.api_key_id must be a valid UUID');
    const unrevoke = await t.api().patch('/api/v1/internal/api-keys/3f2504e0-4f89-41d3-9a0c-0305e82c3301').set(p.admin).send({ revoked: false });
    expect(unrevoke.body.error).toContain('body.revoked must be one of the following values: true');
    const server = await t.api().get('/api/v1/internal/api-keys').set(p.server);
    expect(server.status).toBe(401);
    const other = await t.project();
    const foreign = await t.api().get(`/api/v1/internal/api-keys/${other.keys.publishable_client_key ? (await t.api().get('/api/v1/internal/api-keys').set(other.admin)).body.items[0].id : ''}`).set(p.admin);
    expect(foreign.status).toBe(404);
  });

  it('expired key sets stop authenticating', async () => {
    const res = await t.api().post('/api/v1/internal/api-keys').set(p.admin).send({ ...body, expires_at_millis: t.host.now() + 1000 });
    const client = { 'x-stack-project-id': p.id, 'x-stack-access-type': 'client', 'x-stack-publishable-client-key': res.body.publishable_client_key };
    expect((await t.api().get('/api/v1/projects/current').set(client)).status).toBe(200);
    t.host.advanceClock(2000);
    expect((await t.api().get('/api/v1/projects/current').set(client)).headers['x-stack-known-error']).toBe('INVALID_PUBLISHABLE_CLIENT_KEY');
  });
});
