/**
 * A browser-side client signs in against the local host; a real Hono app and a real Express app
 * (each on its own 127.0.0.1 port) verify the x-stack-auth header it sends with the server middleware.
 */
import { getRequestListener } from '@hono/node-server';
import express from 'express';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createClient, getAuthHeaders } from '../../kernel/index.js';
import { DEV_KEYS } from '../../mock-server/index.js';
import { password } from '../password/index.js';
import { authMiddleware as expressAuth, authOf, requireAuth as expressRequireAuth } from './express.js';
import { authMiddleware as honoAuth, getAuth, getAuthError, requireAuth as honoRequireAuth, type AuthEnv } from './hono.js';
import { listen, startCountingHost, type CountingHost, type Listening } from './test-loopback.js';
import type { ServerAuthOptions } from './authenticate.js';

const LIFETIME_MS = 600_000;
const EMAIL = 'ada@example.com';
const PASSWORD = 'correct horse battery';
let host: CountingHost;
let apps: Record<'hono' | 'express', Listening>;
let skewMs = 0;
const diagnostics: string[] = [];
let headers: Record<string, string>;
let userId: string;
let foreignToken: string;

function honoApp(base: ServerAuthOptions) {
  const app = new Hono<AuthEnv>();
  app.use('/api/*', honoAuth(base));
  app.get('/api/me', honoRequireAuth(), (c) => c.json({ userId: c.get('auth')!.userId, exp: c.get('auth')!.claims.expiresAt }));
  app.get('/api/public', (c) => c.json({ userId: c.get('auth')?.userId ?? null, reason: c.get('authError')?.reason ?? null }));
  app.use('/strict/*', honoAuth({ ...base, requireUser: true }));
  app.get('/strict/me', (c) => c.json({ userId: c.get('auth')!.userId }));
  app.use('/full/*', honoAuth({ ...base, requireUser: true, fetchUser: true, secretServerKey: DEV_KEYS.secretServerKey }));
  app.get('/full/me', (c) => c.json({ user: c.get('auth')!.user }));
  // A plain `new Hono()` (no AuthEnv type) reads the same values through getAuth(c) / getAuthError(c).
  const plain = new Hono();
  plain.get('/unguarded', (c) => c.json({ userId: getAuth(c)?.userId ?? null }));
  plain.use('/*', honoAuth(base));
  plain.get('/me', (c) => c.json({ userId: getAuth(c)?.userId ?? null, reason: getAuthError(c)?.reason ?? null }));
  app.route('/plain', plain);
  return app;
}

function expressApp(base: ServerAuthOptions) {
  const app = express();
  app.use('/api', expressAuth(base));
  app.get('/api/me', expressRequireAuth(), (req, res) => {
    res.json({ userId: authOf(req).userId, exp: req.auth?.claims.expiresAt });
  });
  app.get('/api/public', (req, res) => {
    res.json({ userId: req.auth?.userId ?? null, reason: req.authError?.reason ?? null });
  });
  app.use('/strict', expressAuth({ ...base, requireUser: true }));
  app.get('/strict/me', (req, res) => {
    res.json({ userId: req.auth!.userId });
  });
  app.use('/full', expressAuth({ ...base, requireUser: true, fetchUser: true, secretServerKey: DEV_KEYS.secretServerKey }));
  app.get('/full/me', (req, res) => {
    res.json({ user: req.auth!.user });
  });
  return app;
}

beforeAll(async () => {
  host = await startCountingHost({ accessTokenLifetimeMs: LIFETIME_MS });
  const base: ServerAuthOptions = {
    projectId: DEV_KEYS.projectId,
    baseUrl: host.url,
    clock: { now: () => Date.now() + skewMs },
    logger: { warn: (m: string) => diagnostics.push(m) },
  };
  apps = { hono: await listen(getRequestListener(honoApp(base).fetch)), express: await listen(expressApp(base)) };

  await host.user(EMAIL, PASSWORD);
  const client = createClient({
    projectId: DEV_KEYS.projectId,
    publishableClientKey: DEV_KEYS.publishableClientKey,
    baseUrl: host.url,
    plugins: [password()],
    navigate: vi.fn(),
    currentUrl: () => 'http://localhost:3000/',
    uniqueIdentifier: 'server-middleware-test',
  });
  const signedIn = await client.password.signIn({ email: EMAIL, password: PASSWORD });
  expect(signedIn.error).toBeNull();
  userId = signedIn.data!.userId;
  headers = { ...(await getAuthHeaders(client)) };
  client.dispose();

  const other = await host.project();
  foreignToken = (await host.user('bob@example.com', PASSWORD, other.project_id)).access_token;
});
afterAll(async () => {
  await Promise.all([apps.hono.close(), apps.express.close()]);
  await host.close();
});

const get = async (app: 'hono' | 'express', path: string, h: Record<string, string> = {}) => {
  const res = await fetch(apps[app].url + path, { headers: h });
  return { status: res.status, type: res.headers.get('content-type'), body: (await res.json()) as Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any
};
const withAccessToken = (accessToken: string) => ({
  'x-stack-auth': JSON.stringify({ accessToken, refreshToken: (JSON.parse(headers['x-stack-auth']) as { refreshToken: string }).refreshToken }),
});
const accessToken = () => (JSON.parse(headers['x-stack-auth']) as { accessToken: string }).accessToken;

describe.each(['hono', 'express'] as const)('%s app with the server middleware', (app) => {
  it('admits the signed-in browser client (getAuthHeaders) and exposes the user id', async () => {
    const r = await get(app, '/api/me', headers);
    expect(r).toMatchObject({ status: 200, body: { userId } });
    expect(Date.parse(r.body.exp)).toBeGreaterThan(Date.now());
    expect((await get(app, '/strict/me', headers)).body).toEqual({ userId });
  });

  it('admits Authorization: Bearer <access token>', async () => {
    expect(await get(app, '/api/me', { authorization: `Bearer ${accessToken()}` })).toMatchObject({ status: 200, body: { userId } });
  });

  it('expired: the same request later than exp gets 401 with reason expired', async () => {
    skewMs = LIFETIME_MS + 10_000;
    try {
      const r = await get(app, '/api/me', headers);
      expect(r.status).toBe(401);
      expect(r.type).toMatch(/application\/json/);
      expect(r.body).toEqual({ error: { code: 'ACCESS_TOKEN_EXPIRED', reason: 'expired', message: 'The access token has expired' } });
      expect((await get(app, '/strict/me', headers)).body.error.reason).toBe('expired');
    } finally {
      skewMs = 0;
    }
  });

  it('tampered: 401 bad_signature', async () => {
    const [h, p, s] = accessToken().split('.');
    const claims = JSON.parse(Buffer.from(p, 'base64url').toString()) as Record<string, unknown>;
    const forged = `${h}.${Buffer.from(JSON.stringify({ ...claims, sub: '00000000-0000-4000-8000-000000000000' })).toString('base64url')}.${s}`;
    const r = await get(app, '/api/me', withAccessToken(forged));
    expect(r).toMatchObject({ status: 401, body: { error: { code: 'UNPARSABLE_ACCESS_TOKEN', reason: 'bad_signature' } } });
  });

  it('a token of another project: 401 wrong_audience', async () => {
    const r = await get(app, '/api/me', withAccessToken(foreignToken));
    expect(r).toMatchObject({ status: 401, body: { error: { code: 'INVALID_PROJECT_FOR_ACCESS_TOKEN', reason: 'wrong_audience' } } });
  });

  it('no token: public routes see auth = null (reason missing), protected routes answer 401', async () => {
    expect(await get(app, '/api/public')).toMatchObject({ status: 200, body: { userId: null, reason: 'missing' } });
    expect(await get(app, '/api/public', headers)).toMatchObject({ status: 200, body: { userId, reason: null } });
    expect(await get(app, '/api/me')).toMatchObject({ status: 401, body: { error: { code: 'NOT_SIGNED_IN', reason: 'missing' } } });
    expect(await get(app, '/strict/me')).toMatchObject({ status: 401, body: { error: { reason: 'missing' } } });
  });

  it('a malformed x-stack-auth header is ignored with a diagnostic: unauthenticated (reason malformed), never a 500', async () => {
    diagnostics.length = 0;
    const r = await get(app, '/api/me', { 'x-stack-auth': '{not json', authorization: `Bearer ${accessToken()}` });
    expect(r).toMatchObject({ status: 401, body: { error: { code: 'UNPARSABLE_ACCESS_TOKEN', reason: 'malformed' } } });
    expect(diagnostics).toEqual(['[tinyauth] Ignoring x-stack-auth header: not JSON']);
    expect((await get(app, '/api/me', { 'x-stack-auth': 'null' })).status).toBe(401);
    expect((await get(app, '/api/me', withAccessToken('junk'))).body.error.reason).toBe('malformed');
  });

  it('Hono: getAuth(c) on a plain new Hono(); a route the middleware does not cover is a clear 500, not a silent null', async () => {
    expect(await get('hono', '/plain/me', headers)).toMatchObject({ status: 200, body: { userId, reason: null } });
    expect(await get('hono', '/plain/me')).toMatchObject({ status: 200, body: { userId: null, reason: 'missing' } });
    expect((await fetch(`${apps.hono.url}/plain/unguarded`, { headers })).status).toBe(500);
  });

  it('`Authorization: Bearer not-a-jwt` is malformed, not missing', async () => {
    const r = await get(app, '/api/me', { authorization: 'Bearer not-a-jwt' });
    expect(r).toMatchObject({ status: 401, body: { error: { code: 'UNPARSABLE_ACCESS_TOKEN', reason: 'malformed' } } });
    expect(await get(app, '/api/public', { authorization: 'Bearer not-a-jwt' })).toMatchObject({ status: 200, body: { userId: null, reason: 'malformed' } });
    expect((await get(app, '/api/me', { authorization: 'Basic dXNlcjpwdw==' })).body.error.reason).toBe('missing');
  });

  it('fetchUser: true puts the full user on the request (one GET /users/{id} with the secret key)', async () => {
    const before = host.paths.length;
    const r = await get(app, '/full/me', headers);
    expect(r.status).toBe(200);
    expect(r.body.user).toMatchObject({ id: userId });
    expect(host.paths.slice(before)).toEqual([`/api/v1/users/${userId}`]);
  });
});

describe('network use', () => {
  it('after the first request the host sees no JWKS fetch (and no request at all) however many requests the apps verify', async () => {
    expect((await get('hono', '/api/me', headers)).status).toBe(200);
    expect(host.jwksFetches()).toBe(1); // the first verification (in this file) fetched the project's key set, once
    const before = host.paths.length;
    const bad = withAccessToken(foreignToken);
    for (let i = 0; i < 10; i++) {
      for (const app of ['hono', 'express'] as const) {
        expect((await get(app, '/api/me', headers)).status).toBe(200);
        expect((await get(app, '/api/me', bad)).status).toBe(401);
      }
    }
    expect(host.paths.slice(before)).toEqual([]);
    expect(host.jwksFetches()).toBe(1);
  });
});

describe('a deleted user', () => {
  it('still passes local verification until the token expires, but fetchUser answers 401 user_not_found', async () => {
    const res = await fetch(`${host.url}/api/v1/users/${userId}`, {
      method: 'DELETE',
      headers: {
        'content-type': 'application/json',
        'x-stack-project-id': DEV_KEYS.projectId,
        'x-stack-access-type': 'server',
        'x-stack-secret-server-key': DEV_KEYS.secretServerKey,
      },
      body: '{}',
    });
    expect(res.status).toBe(200);
    for (const app of ['hono', 'express'] as const) {
      expect((await get(app, '/api/me', headers)).status).toBe(200);
      expect(await get(app, '/full/me', headers)).toMatchObject({ status: 401, body: { error: { code: 'USER_NOT_FOUND', reason: 'user_not_found' } } });
    }
  });
});
