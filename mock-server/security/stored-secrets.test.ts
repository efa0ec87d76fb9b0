import { describe, expect, it } from 'vitest';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { useTestHost, useTestProject } from '../testing/use-test-host.js';
import { createMockServer, hostOf } from '../create-mock-server.js';
import { codeMatches, createCode } from '../core/verification-codes.js';

const t = useTestHost();
const p = useTestProject(t, { config: { magic_link_enabled: true } });

describe('stored secrets (item 10)', () => {
  it('API keys are returned once and stored only as hashes; they still authenticate and show their last four', async () => {
    const created = await t.api().post('/api/v1/internal/api-keys').set(p.admin)
      .send({ description: 'ci', expires_at_millis: Date.UTC(2090, 0, 1), has_publishable_client_key: true, has_secret_server_key: true, has_super_secret_admin_key: false });
    expect(created.status).toBe(200);
    const { id, secret_server_key: key } = created.body as { id: string; secret_server_key: string };
    const stored = JSON.stringify(t.host.apiKeys.get(id));
    expect(stored).not.toContain(key);
    expect(stored).not.toContain(created.body.publishable_client_key);
    expect(JSON.stringify(t.host.apiKeys.filter((k) => k.project_id === p.id))).not.toContain(p.keys.secret_server_key);
    const server = { 'x-stack-project-id': p.id, 'x-stack-access-type': 'server', 'x-stack-secret-server-key': key };
    expect((await t.api().get('/api/v1/users').set(server)).status).toBe(200);
    expect((await t.api().get('/api/v1/users').set({ ...server, 'x-stack-secret-server-key': `${key}x` })).status).toBe(401);
    const read = await t.api().get(`/api/v1/internal/api-keys/${id}`).set(p.admin);
    expect(read.body.secret_server_key).toEqual({ last_four: key.slice(-4) });
  });

  it('one-time codes are stored only as hashes and still redeem', async () => {
    const { code, row } = createCode(t.host, { project: t.host.projects.get(p.id)!, type: 'ONE_TIME_PASSWORD', data: { email: 'x@example.com' } });
    expect(JSON.stringify(t.host.codes.get(row.id))).not.toContain(code);
    expect(JSON.stringify(t.host.codes.get(row.id))).not.toContain(code.slice(6));
    expect(codeMatches(t.host.codes.get(row.id)!, code.toUpperCase())).toBe(true);
    const check = await t.api().post('/api/v1/auth/otp/sign-in/check-code').set(p.client).send({ code });
    expect(check.body).toEqual({ is_code_valid: true });
  });

  it('a data directory is 0700 and every file in it 0600, the secret included', async () => {
    const root = mkdtempSync(join(tmpdir(), 'modes-'));
    const dir = join(root, 'data');
    try {
      const app = createMockServer({ dataDir: dir, passwordHash: { memoryCost: 8, timeCost: 1, parallelism: 1 } });
      await app.request('http://localhost:8102/__dev/users', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'f@example.com' }) });
      hostOf(app).db.close();
      expect(statSync(dir).mode & 0o777).toBe(0o700);
      const files = readdirSync(dir);
      expect(files).toContain('secret');
      for (const f of files) expect([f, statSync(join(dir, f)).mode & 0o777]).toEqual([f, 0o600]);
      expect(readFileSync(join(dir, 'secret'), 'utf8').trim()).toMatch(/^[A-Za-z0-9_-]{43}$/);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
