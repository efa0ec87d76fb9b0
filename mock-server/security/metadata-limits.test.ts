import { describe, expect, it } from 'vitest';
import { useTestHost, useTestProject } from '../testing/use-test-host.js';
import { jsonDepth, MAX_METADATA_BYTES, MAX_METADATA_DEPTH } from './metadata-limits.js';

const t = useTestHost();
const p = useTestProject(t);

const deep = (n: number) => '['.repeat(n) + ']'.repeat(n);
const body = (field: string, valueJson: string) => `{"${field}":${valueJson}}`;

describe('metadata limits (item 4)', () => {
  it('refuses 5,000-deep client_metadata with the SCHEMA_ERROR shape; the project keeps working', async () => {
    const u = await t.user(p.id, { email: 'deep@example.com' });
    const res = await t.api().patch('/api/v1/users/me').set(p.client).set('x-stack-access-token', u.access_token)
      .set('content-type', 'application/json').send(body('client_metadata', deep(5000)));
    expect(res.status).toBe(400);
    expect(res.headers['x-stack-known-error']).toBe('SCHEMA_ERROR');
    const message = `Request validation failed on PATCH /api/v1/users/me:\n  - body.client_metadata is nested too deeply (at most ${MAX_METADATA_DEPTH} levels)`;
    expect(res.text).toBe(JSON.stringify({ code: 'SCHEMA_ERROR', details: { message }, error: message }, null, 2));
    const list = await t.api().get('/api/v1/users').set(p.server);
    expect(list.status).toBe(200);
    const refresh = await t.api().post('/api/v1/auth/sessions/current/refresh').set(p.client).set('x-stack-refresh-token', u.refresh_token);
    expect(refresh.status).toBe(200);
  });

  it('checks every metadata field on server writes, by depth and by size', async () => {
    for (const field of ['client_metadata', 'client_read_only_metadata', 'server_metadata']) {
      const created = await t.api().post('/api/v1/users').set(p.server).set('content-type', 'application/json').send(body(field, deep(MAX_METADATA_DEPTH + 1)));
      expect([field, created.status, created.body.code]).toEqual([field, 400, 'SCHEMA_ERROR']);
    }
    const big = JSON.stringify({ s: 'x'.repeat(MAX_METADATA_BYTES) });
    const tooBig = await t.api().post('/api/v1/users').set(p.server).set('content-type', 'application/json').send(body('server_metadata', big));
    expect(tooBig.body.error).toContain(`body.server_metadata is too large (at most ${MAX_METADATA_BYTES} bytes of JSON)`);
    const atLimit = await t.api().post('/api/v1/users').set(p.server).send({ server_metadata: JSON.parse(deep(MAX_METADATA_DEPTH)) });
    expect(atLimit.status).toBe(201);
    const dev = await t.api().post('/__dev/users').set('content-type', 'application/json').send(`{"project_id":"${p.id}","client_metadata":${deep(5000)}}`);
    expect(dev.status).toBe(400);
  });

  it('measures depth without recursion', () => {
    expect(jsonDepth(null)).toBe(0);
    expect(jsonDepth({ a: [1, { b: {} }] })).toBe(4);
    expect(jsonDepth(JSON.parse(deep(100_000)), 10)).toBe(Infinity);
  });
});
