import { describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestHost } from '../testing/test-host.js';
import { useTestHost } from '../testing/use-test-host.js';
import { createMockServer, hostOf } from '../create-mock-server.js';
import { verifyPassword } from '../core/passwords.js';

const t = useTestHost();

describe('/__dev surface', () => {
  it('creates an isolated project with working keys', async () => {
    const res = await t.api().post('/__dev/projects').send({ display_name: 'Iso', config: { magic_link_enabled: true } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ project_id: expect.any(String), publishable_client_key: expect.stringMatching(/^pck_/), secret_server_key: expect.stringMatching(/^ssk_/), super_secret_admin_key: expect.stringMatching(/^sak_/) });
    expect(res.body.project.config.magic_link_enabled).toBe(true);
    const bad = await t.api().post('/__dev/projects').send({ config: { sign_up_enabled: 'maybe' } });
    expect(bad.status).toBe(400);
  });

  it('creates users with a session, password usable by the password routes', async () => {
    const p = await t.project();
    // Speed is the bench's business; here only the behaviour: each call makes a ready user.
    for (let i = 0; i < 3; i++) {
      const r = await t.app.request('/__dev/users', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ project_id: p.id, email: `f${i}@example.com`, password: 'pw-123456' }) });
      expect(r.status).toBe(200);
    }
    const u = await t.user(p.id, { email: 'fast@example.com', password: 'pw-123456' });
    const me = await t.api().get('/api/v1/users/me').set(p.client).set('x-stack-access-token', u.access_token);
    expect(me.body).toMatchObject({ primary_email: 'fast@example.com', primary_email_verified: true, has_password: true });
    expect(await verifyPassword(t.host, t.host.users.get(u.user_id)!.password_hash, 'pw-123456')).toBe(true);
    expect((await t.api().post('/__dev/users').send({ project_id: 'nope' })).status).toBe(404);
  });

  it('advances and reports the clock, so tokens expire', async () => {
    const p = await t.project();
    const u = await t.user(p.id);
    const before = (await t.api().get('/__dev/clock')).body;
    const adv = await t.api().post('/__dev/clock/advance').send({ ms: 601_000 });
    expect(adv.body.offset_ms - before.offset_ms).toBe(601_000);
    const me = await t.api().get('/api/v1/users/me').set(p.client).set('x-stack-access-token', u.access_token);
    expect(me.headers['x-stack-known-error']).toBe('ACCESS_TOKEN_EXPIRED');
    expect((await t.api().post('/__dev/clock/advance').send({ ms: -1 })).status).toBe(400);
    expect((await t.api().post('/__dev/clock/advance').set('content-type', 'application/json').send('{')).status).toBe(400);
  });

  it('exports and imports a whole project', async () => {
    const p = await t.project({ display_name: 'Snap' });
    const u = await t.user(p.id, { email: 'snap@example.com' });
    const snap = (await t.api().get(`/__dev/projects/${p.id}/export`)).body;
    expect(snap.tables.users).toHaveLength(1);
    expect(snap.tables.api_keys).toHaveLength(1);
    await t.api().post('/__dev/reset').send({ project_id: p.id });
    expect(t.host.users.get(u.user_id)).toBeUndefined();
    expect((await t.api().get('/api/v1/users').set(p.server)).body.items).toEqual([]);
    const other = await startTestHost();
    try {
      const imp = await other.api().post('/__dev/projects/import').send(snap);
      expect(imp.body).toEqual({ project_id: p.id });
      // Each host signs with its own secret: the session carries over, through its refresh token.
      const refreshed = await other.api().post('/api/v1/auth/sessions/current/refresh').set(p.client).set('x-stack-refresh-token', u.refresh_token);
      expect(refreshed.status).toBe(200);
      expect((await other.api().get('/api/v1/users/me').set(p.client).set('x-stack-access-token', u.access_token)).status).toBe(401);
      const me = await other.api().get('/api/v1/users/me').set(p.client).set('x-stack-access-token', refreshed.body.access_token);
      expect(me.body.primary_email).toBe('snap@example.com');
      expect((await other.api().post('/__dev/projects/import').send({ format: 'x' })).status).toBe(400);
    } finally {
      await other.close();
    }
  });

  it('resets everything back to the seed', async () => {
    const h = await startTestHost();
    try {
      const p = await h.project();
      await h.api().post('/__dev/clock/advance').send({ ms: 1000 });
      expect((await h.api().post('/__dev/reset').send({})).status).toBe(200);
      expect(h.host.projects.get(p.id)).toBeUndefined();
      expect(h.host.projects.get('internal')).toBeDefined();
      expect((await h.api().get('/__dev/clock')).body.offset_ms).toBe(0);
    } finally {
      await h.close();
    }
  });

  it('is absent with devRoutes: false', async () => {
    const h = await startTestHost({ devRoutes: false });
    try {
      expect((await h.api().post('/__dev/projects').send({})).status).toBe(404);
    } finally {
      await h.close();
    }
  });
});

describe('persistence (--data-dir)', () => {
  it('keeps users, sessions, projects and keys across a restart', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'host-db-'));
    try {
      const a = createMockServer({ dataDir: dir });
      const proj = await (await a.request('/__dev/projects', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).json();
      const user = await (await a.request('/__dev/users', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ project_id: proj.project_id, email: 'keep@example.com' }) })).json();
      hostOf(a).db.close();
      const b = createMockServer({ dataDir: dir });
      const headers = { 'x-stack-project-id': proj.project_id, 'x-stack-access-type': 'client', 'x-stack-publishable-client-key': proj.publishable_client_key };
      const refreshed = await b.request('/api/v1/auth/sessions/current/refresh', { method: 'POST', headers: { ...headers, 'x-stack-refresh-token': user.refresh_token } });
      expect(refreshed.status).toBe(200);
      const me = await b.request('/api/v1/users/me', { headers: { ...headers, 'x-stack-access-token': user.access_token } });
      expect((await me.json()).primary_email).toBe('keep@example.com');
      hostOf(b).db.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
