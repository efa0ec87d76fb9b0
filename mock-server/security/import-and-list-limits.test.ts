import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestHost, type TestHost, type TestProject } from '../testing/test-host.js';

let t: TestHost;
let p: TestProject;
beforeAll(async () => {
  t = await startTestHost();
  p = await t.project();
  for (const email of ['a@example.com', 'b@example.com', 'c@example.com']) await t.user(p.id, { email });
});
afterAll(() => t.close());

/** JSON nested `levels` deep, built as text (JSON.stringify of it would overflow the test runner's stack). */
const DEEP = '"(5000 levels)"';
const deepJson = (levels: number) => `${'{"a":'.repeat(levels - 1)}{}${'}'.repeat(levels - 1)}`;
const importSnapshot = (snapshot: unknown) =>
  t.api().post('/__dev/projects/import').set('content-type', 'application/json').send(JSON.stringify(snapshot).replace(DEEP, deepJson(5000)));

const deep = (levels: number) => {
  let v: unknown = {};
  for (let i = 1; i < levels; i++) v = { a: v };
  return v;
};

describe('imported rows and list bounds (round 2, items 9 and 10)', () => {
  it('a project import with a user row 5,000 levels deep is refused; the listing and the export keep working', async () => {
    const snapshot = (await t.api().get(`/__dev/projects/${p.id}/export`)).body as { tables: { users: Record<string, unknown>[] } };
    const users = snapshot.tables.users;
    users[0] = { ...users[0], client_metadata: JSON.parse(DEEP) };
    const res = await importSnapshot(snapshot);
    expect([res.status, res.body]).toEqual([400, { error: `table users: row ${users[0].id as string}: client_metadata is nested too deeply (at most 64 levels)` }]);
    // Deep values outside the metadata fields, and oversized metadata, are refused too.
    users[0] = { ...users[0], client_metadata: {}, display_name: JSON.parse(DEEP) };
    expect((await importSnapshot(snapshot)).body).toEqual({ error: `table users: row ${users[0].id as string}: it is nested too deeply (at most 65 levels)` });
    users[0] = { ...users[0], display_name: null, server_metadata: { big: 'x'.repeat(1024 * 1024) } };
    expect((await importSnapshot(snapshot)).body).toEqual({ error: `table users: row ${users[0].id as string}: server_metadata is too large (at most 1048576 bytes of JSON)` });
    expect((await t.api().get('/api/v1/users').set(p.server)).status).toBe(200);
    expect((await t.api().get(`/__dev/projects/${p.id}/export`)).status).toBe(200);
    // Metadata at the limit still round-trips.
    users[0] = { ...users[0], server_metadata: deep(64) };
    expect((await importSnapshot(snapshot)).status).toBe(200);
    expect((await t.api().get('/api/v1/users').set(p.server)).status).toBe(200);
  });

  it('limit=1e9 on GET /users is answered like the hosted API (any integer ≥ 1): every user, no next page, nothing sized by the limit', async () => {
    const all = await t.api().get('/api/v1/users').set(p.server);
    const huge = await t.api().get('/api/v1/users?limit=1e9').set(p.server);
    expect(huge.status).toBe(200);
    expect(huge.body).toEqual({ ...all.body, pagination: { next_cursor: null } });
    const inf = await t.api().get('/api/v1/users?limit=Infinity').set(p.server);
    expect([inf.status, inf.headers['x-stack-known-error']]).toEqual([400, 'SCHEMA_ERROR']);
  });
});
