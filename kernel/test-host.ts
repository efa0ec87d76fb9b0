/**
 * TEST-ONLY (imported by kernel/*.test.ts, never by index.ts): a tiny real
 * Hono app speaking the wire protocol the kernel needs, that counts what it
 * receives and signs real ES256 access tokens with jose.
 */
import { Hono, type Context } from 'hono';
import { exportJWK, generateKeyPair, jwtVerify, SignJWT, errors as joseErrors } from 'jose';

export const PROJECT = 'test-project';
export const PCK = 'pck-test';
export const SSK = 'ssk-test';

export interface TestHostOptions {
  now: () => number;
  /** @default 600 */
  tokenLifetimeSec?: number;
}

export async function createTestHost({ now, tokenLifetimeSec = 600 }: TestHostOptions) {
  const { privateKey, publicKey } = await generateKeyPair('ES256');
  const jwk = await exportJWK(publicKey);
  const refreshTokens = new Map<string, string>(); // token → user id
  const users = new Map<string, Record<string, unknown>>();
  const counts = { refresh: 0, api: 0, byRoute: new Map<string, number>() };
  const nonces: string[] = [];
  const seen: { method: string; path: string; headers: Record<string, string>; body: string }[] = [];
  let seq = 0;

  const sign = (sub: string) =>
    new SignJWT({ sub, branchId: 'main' })
      .setProtectedHeader({ alg: 'ES256', kid: 'test-kid-001' })
      .setIssuer('https://access-token.jwt-signature.stack-auth.com')
      .setIssuedAt(Math.floor(now() / 1000))
      .setAudience(PROJECT)
      .setExpirationTime(Math.floor(now() / 1000) + tokenLifetimeSec)
      .sign(privateKey);

  const known = (c: Context, status: number, code: string, error: string, details?: Record<string, unknown>) => {
    const override = c.req.header('x-stack-override-error-status') !== undefined;
    const body = JSON.stringify(details ? { code, details, error } : { code, error }, null, 2);
    return c.body(body, override ? 200 : (status as 400), {
      'content-type': 'application/json; charset=utf-8',
      'x-stack-known-error': code,
      ...(override ? { 'x-stack-actual-status': String(status) } : {}),
    });
  };

  const app = new Hono<{ Variables: { userId: string | null } }>();

  app.post('/api/v1/auth/oauth/token', async (c) => {
    counts.refresh++;
    const form = new URLSearchParams(await c.req.text());
    seen.push({ method: 'POST', path: '/auth/oauth/token', headers: Object.fromEntries(c.req.raw.headers), body: form.toString() });
    if (form.get('client_id') !== PROJECT || form.get('client_secret') !== PCK) {
      return known(c, 400, 'INVALID_OAUTH_CLIENT_ID_OR_SECRET', 'The OAuth client ID or secret is invalid.', { client_id: null });
    }
    const userId = refreshTokens.get(form.get('refresh_token') ?? '');
    if (!userId) {
      return known(c, 401, 'REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED', 'Refresh token not found for this project, or the session has expired/been revoked.');
    }
    return c.json({ access_token: await sign(userId), token_type: 'Bearer', expires_in: 3599, scope: 'legacy' });
  });

  app.use('/api/v1/*', async (c, next) => {
    counts.api++;
    const route = `${c.req.method} ${c.req.path.slice(7)}`;
    counts.byRoute.set(route, (counts.byRoute.get(route) ?? 0) + 1);
    nonces.push(c.req.header('x-stack-random-nonce') ?? '');
    seen.push({ method: c.req.method, path: c.req.path.slice(7), headers: Object.fromEntries(c.req.raw.headers), body: await c.req.raw.clone().text() });
    c.set('userId', null);
    const token = c.req.header('x-stack-access-token');
    if (token) {
      try {
        const { payload } = await jwtVerify(token, publicKey, { audience: PROJECT, currentDate: new Date(now()) });
        c.set('userId', users.has(payload.sub!) ? payload.sub! : null);
      } catch (e) {
        if (e instanceof joseErrors.JWTExpired) {
          return known(c, 401, 'ACCESS_TOKEN_EXPIRED', 'Access token has expired. Please refresh it and try again.', { expired_at_millis: null });
        }
        return known(c, 401, 'UNPARSABLE_ACCESS_TOKEN', 'Access token is not parsable.');
      }
    }
    await next();
  });

  const me = (c: Context<{ Variables: { userId: string | null } }>) => {
    const id = c.get('userId');
    return id ? users.get(id)! : null;
  };
  const noUser = (c: Context) =>
    known(c, 400, 'CANNOT_GET_OWN_USER_WITHOUT_USER', "You have specified 'me' as a userId, but did not provide authentication for a user.");

  app.get('/api/v1/users/me', (c) => (me(c) ? c.json(me(c)) : noUser(c)));
  app.patch('/api/v1/users/me', async (c) => {
    const user = me(c);
    if (!user) return noUser(c);
    Object.assign(user, await c.req.json());
    return c.json(user);
  });
  app.delete('/api/v1/users/me', (c) => {
    const user = me(c);
    if (!user) return noUser(c);
    users.delete(user.id as string);
    return c.json({ success: true });
  });
  app.delete('/api/v1/auth/sessions/current', (c) => {
    const rt = c.req.header('x-stack-refresh-token') ?? '';
    if (!refreshTokens.delete(rt)) return known(c, 401, 'REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED', 'Refresh token not found.');
    return c.json({ success: true });
  });
  app.get('/api/v1/projects/current', (c) => {
    const config = { sign_up_enabled: true, enabled_oauth_providers: [] };
    if (c.req.header('x-stack-access-type') !== 'admin') return c.json({ id: PROJECT, display_name: 'Test', config });
    const domains = [{ domain: 'https://admin-trusted.example.com', handler_path: '/handler' }];
    return c.json({ id: PROJECT, display_name: 'Test', config: { ...config, allow_localhost: true, domains } });
  });
  // Server routes (secret key required), enough for users.* and createSession.
  const server = (c: Context) => c.req.header('x-stack-access-type') === 'server' && c.req.header('x-stack-secret-server-key') === SSK;
  const insufficient = (c: Context) =>
    known(c, 401, 'INSUFFICIENT_ACCESS_TYPE', "The x-stack-access-type header must be 'server' or 'admin', but was 'client'.");
  const newUser = (fields: Record<string, unknown>) => {
    const id = `00000000-0000-4000-8000-${String(++seq).padStart(12, '0')}`;
    users.set(id, { id, display_name: null, primary_email: null, client_metadata: null, ...fields });
    return users.get(id)!;
  };
  app.get('/api/v1/users', (c) => {
    if (!server(c)) return insufficient(c);
    const all = [...users.values()];
    if (c.req.query('desc') === 'true') all.reverse();
    const from = c.req.query('cursor') ? all.findIndex((u) => u.id === c.req.query('cursor')) : 0;
    const limit = Number(c.req.query('limit') ?? all.length);
    const page = all.slice(from, from + limit);
    const next = all[from + limit];
    return c.json({ items: page, is_paginated: true, pagination: { next_cursor: next ? next.id : null } });
  });
  app.post('/api/v1/users', async (c) => (server(c) ? c.json(newUser(await c.req.json()), 201) : insufficient(c)));
  const userNotFound = (c: Context) => known(c, 404, 'USER_NOT_FOUND', 'User not found.');
  app.get('/api/v1/users/:id', (c) => (!server(c) ? insufficient(c) : users.has(c.req.param('id')) ? c.json(users.get(c.req.param('id'))) : userNotFound(c)));
  app.patch('/api/v1/users/:id', async (c) => {
    if (!server(c)) return insufficient(c);
    const user = users.get(c.req.param('id'));
    return user ? c.json(Object.assign(user, await c.req.json())) : userNotFound(c);
  });
  app.delete('/api/v1/users/:id', (c) => (!server(c) ? insufficient(c) : users.delete(c.req.param('id')) ? c.json({ success: true }) : userNotFound(c)));
  app.post('/api/v1/auth/sessions', async (c) => {
    if (!server(c)) return insufficient(c);
    const { user_id } = await c.req.json<{ user_id: string }>();
    if (!users.has(user_id)) return known(c, 400, 'USER_ID_DOES_NOT_EXIST', `The given user with the ID ${user_id} does not exist.`, { user_id });
    const refreshToken = `rt${++seq}`.padEnd(45, 'x');
    refreshTokens.set(refreshToken, user_id);
    return c.json({ refresh_token: refreshToken, access_token: await sign(user_id) });
  });
  // Generic echo routes for transport tests.
  app.all('/api/v1/echo', (c) => c.json({ ok: true, method: c.req.method }));
  app.all('/api/v1/text-error', (c) => c.text('Client user deletion is not enabled for this project', 400));
  let limitedLeft = 0;
  let limitedRetryAfter = '1';
  app.all('/api/v1/limited', (c) => {
    if (limitedLeft-- > 0) return c.text('Too many requests', 429, { 'retry-after': limitedRetryAfter });
    return c.json({ ok: true });
  });
  let loopLeft = 0;
  app.all('/api/v1/loop', (c) => (loopLeft-- > 0 ? c.text('INFINITE_LOOP_DETECTED', 508) : c.json({ ok: true })));

  return {
    app,
    fetch: (input: string, init: RequestInit) => app.fetch(new Request(input, init)),
    counts,
    nonces,
    seen,
    jwk,
    sign,
    /** A signed-in user with a fresh access token and a refresh token. */
    async signIn(displayName = 'Ada') {
      const id = newUser({ display_name: displayName }).id as string;
      const refreshToken = `rt${seq}`.padEnd(45, 'x');
      refreshTokens.set(refreshToken, id);
      return { userId: id, accessToken: await sign(id), refreshToken };
    },
    revoke: (refreshToken: string) => refreshTokens.delete(refreshToken),
    hasRefreshToken: (refreshToken: string) => refreshTokens.has(refreshToken),
    limit(times: number, retryAfter: string) {
      limitedLeft = times;
      limitedRetryAfter = retryAfter;
    },
    loop(times: number) {
      loopLeft = times;
    },
  };
}

export type TestHost = Awaited<ReturnType<typeof createTestHost>>;
