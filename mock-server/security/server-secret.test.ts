import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SignJWT } from 'jose';
import { createMockServer } from '../create-mock-server.js';
import { DEV_KEYS } from '../store/seed.js';
import { deriveProjectKey, PUBLIC_DEV_SECRET } from '../tokens/project-keys.js';
import { ISSUER } from '../tokens/access-tokens.js';
import { loadOrCreateSecret, SECRET_FILE } from './server-secret.js';

const dirs: string[] = [];
const tempDir = () => {
  const d = mkdtempSync(join(tmpdir(), 'secret-test-'));
  dirs.push(d);
  return d;
};
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

const FAST = { passwordHash: { memoryCost: 8, timeCost: 1, parallelism: 1 } };
const client = { 'x-stack-project-id': 'internal', 'x-stack-access-type': 'client', 'x-stack-publishable-client-key': DEV_KEYS.publishableClientKey };
const json = { 'content-type': 'application/json' };

async function devUser(app: ReturnType<typeof createMockServer>) {
  const res = await app.request('http://localhost:8102/__dev/users', { method: 'POST', headers: json, body: JSON.stringify({ email: 'ada@example.com' }) });
  return (await res.json()) as { user_id: string; access_token: string };
}
const me = (app: ReturnType<typeof createMockServer>, token: string) =>
  app.request('http://localhost:8102/api/v1/users/me', { headers: { ...client, 'x-stack-access-token': token } });

/** A token for `sub` signed with the key `secret` derives for the internal project, exactly as the host signs. */
function forge(secret: string, sub: string): Promise<string> {
  const key = deriveProjectKey(secret, 'internal');
  const iat = Math.floor(Date.now() / 1000);
  return new SignJWT({ sub, branchId: 'main', iss: ISSUER }).setProtectedHeader({ alg: 'ES256', kid: key.kid })
    .setIssuedAt(iat).setAudience('internal').setExpirationTime(iat + 600).sign(key.privateKey);
}

describe('signing secret (item 1)', () => {
  it('refuses a token minted offline with the old public development secret (401), accepts its own', async () => {
    const app = createMockServer(FAST);
    const u = await devUser(app);
    expect((await me(app, u.access_token)).status).toBe(200);
    const forged = await forge(PUBLIC_DEV_SECRET, u.user_id);
    const res = await me(app, forged);
    expect(res.status).toBe(401);
    expect(res.headers.get('x-stack-known-error')).toBe('UNPARSABLE_ACCESS_TOKEN');
  });

  it('draws a fresh secret per in-memory app: one app refuses the other app’s tokens', async () => {
    const a = createMockServer(FAST);
    const b = createMockServer(FAST);
    const u = await devUser(a);
    expect((await me(b, await forge('guess', u.user_id))).status).toBe(401);
    expect((await me(b, u.access_token)).status).toBe(401);
  });

  it('an explicit secret is used as given', async () => {
    const app = createMockServer({ ...FAST, serverSecret: 'my-own-secret' });
    const u = await devUser(app);
    expect((await me(app, await forge('my-own-secret', u.user_id))).status).toBe(200);
  });

  it('keeps a generated secret in <dataDir>/secret with mode 0600 (item 10) and reuses it on restart', () => {
    const dir = tempDir();
    const s1 = loadOrCreateSecret(dir);
    expect(s1).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const file = join(dir, SECRET_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8').trim()).toBe(s1);
    expect(loadOrCreateSecret(dir)).toBe(s1);
    expect(loadOrCreateSecret(tempDir())).not.toBe(s1);
  });

  it('an app with a data directory creates the secret file 0600 in a 0700 directory', () => {
    const dir = join(tempDir(), 'state');
    createMockServer({ ...FAST, dataDir: dir });
    expect(statSync(join(dir, SECRET_FILE)).mode & 0o777).toBe(0o600);
    expect(statSync(dir).mode & 0o777).toBe(0o700);
  });
});
