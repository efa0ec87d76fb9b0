/** Reusable multi-request flows: the isolated project, users, sessions, e-mailed codes. */
import type { Send, Res } from './http.js';
import type { ProjectCreds } from './types.js';
import type { CaseContext, Session } from './case-context.js';
import { buildRequest, randomId } from './case-context.js';
import * as expect from './expect.js';
import { codeFromMail } from './mailbox/types.js';

/** The seeded `internal` development project and its local-development keys. */
export const DEV_PROJECT: ProjectCreds = {
  id: 'internal',
  displayName: 'Stack Dashboard',
  publishableClientKey: 'this-publishable-client-key-is-for-local-development-only',
  secretServerKey: 'this-secret-server-key-is-for-local-development-only',
  superSecretAdminKey: 'this-super-secret-admin-key-is-for-local-development-only',
};

export const OWNER_PASSWORD = 'conformance-Owner-Pa55word';

export class SetupError extends Error {
  constructor(
    message: string,
    readonly res?: Res,
  ) {
    super(message);
  }
}

function need(res: Res, status: number, step: string): Record<string, unknown> {
  if (res.status !== status || !res.json || typeof res.json !== 'object') {
    throw new SetupError(`${step}: expected ${status}, got ${res.status} ${res.text.slice(0, 500)}`, res);
  }
  return res.json as Record<string, unknown>;
}

/** Signs up a fresh user with a password on `internal` through client access. */
export async function signUpOwner(send: Send, internal: ProjectCreds, callbackUrl: string): Promise<Session & { email: string }> {
  const email = `owner-${randomId(10)}@conformance.example.com`;
  const res = await send(
    buildRequest('POST', '/auth/password/sign-up', { as: 'client', json: { email, password: OWNER_PASSWORD, verification_callback_url: callbackUrl } }, internal),
  );
  const body = need(res, 200, 'sign up the internal owner user');
  return { email, userId: String(body.user_id), accessToken: String(body.access_token), refreshToken: String(body.refresh_token) };
}

/**
 * A new access token for a session: POST /auth/sessions/current/refresh, falling back to the
 * refresh grant of POST /auth/oauth/token.
 */
export async function refreshAccessToken(send: Send, project: ProjectCreds, refreshToken: string): Promise<string> {
  const viaSession = await send(buildRequest('POST', '/auth/sessions/current/refresh', { as: 'client', session: { refreshToken } }, project));
  if (viaSession.status === 200 && typeof (viaSession.json as { access_token?: unknown })?.access_token === 'string') {
    return (viaSession.json as { access_token: string }).access_token;
  }
  const res = await send(
    buildRequest(
      'POST',
      '/auth/oauth/token',
      { form: { grant_type: 'refresh_token', refresh_token: refreshToken, client_id: project.id, client_secret: project.publishableClientKey } },
      project,
    ),
  );
  return String(need(res, 200, 'refresh the owner access token').access_token);
}

/** Caches an access token; refreshes it when it has < 20 s left or the dev clock moved. */
export function cachedAccessToken(
  send: Send,
  project: ProjectCreds,
  session: { accessToken: string; refreshToken: string },
  clockGeneration: () => number,
): () => Promise<string> {
  let token = session.accessToken;
  let obtainedAt = Date.now();
  let generation = clockGeneration();
  // lifetime from the token itself (exp - iat), so a host clock that runs ahead does not matter
  const lifetimeMs = (jwt: string) => {
    try {
      const { exp, iat } = JSON.parse(Buffer.from(jwt.split('.')[1], 'base64url').toString('utf8')) as { exp: number; iat: number };
      return (exp - iat) * 1000;
    } catch {
      return 0;
    }
  };
  return async () => {
    if (generation !== clockGeneration() || obtainedAt + lifetimeMs(token) - Date.now() < 20_000) {
      generation = clockGeneration();
      token = await refreshAccessToken(send, project, session.refreshToken);
      obtainedAt = Date.now();
    }
    return token;
  };
}

/**
 * Creates a project owned by the internal user (POST /internal/projects), gives it a fresh
 * API key set (POST /internal/api-keys with the admin access token) and applies `config`
 * with PATCH /projects/current.
 */
export async function createIsolatedProject(
  send: Send,
  internal: ProjectCreds,
  ownerAccessToken: string,
  displayName: string,
  config?: Record<string, unknown>,
): Promise<ProjectCreds> {
  const created = need(
    await send(buildRequest('POST', '/internal/projects', { as: 'client', session: { accessToken: ownerAccessToken }, json: { display_name: displayName } }, internal)),
    201,
    'POST /internal/projects',
  );
  const id = String(created.id);
  const keys = need(
    await send(
      buildRequest(
        'POST',
        '/internal/api-keys',
        {
          as: 'admin',
          adminAccessToken: ownerAccessToken,
          json: {
            description: 'conformance harness',
            expires_at_millis: Date.UTC(2099, 11, 31, 23, 59, 59),
            has_publishable_client_key: true,
            has_secret_server_key: true,
            has_super_secret_admin_key: true,
          },
        },
        { ...internal, id },
      ),
    ),
    200,
    'POST /internal/api-keys',
  );
  const creds: ProjectCreds = {
    id,
    displayName,
    publishableClientKey: String(keys.publishable_client_key),
    secretServerKey: String(keys.secret_server_key),
    superSecretAdminKey: String(keys.super_secret_admin_key),
  };
  if (config) {
    need(await send(buildRequest('PATCH', '/projects/current', { as: 'admin', json: { config } }, creds)), 200, 'PATCH /projects/current');
  }
  return creds;
}

export async function deleteProject(send: Send, creds: ProjectCreds): Promise<boolean> {
  const res = await send(buildRequest('DELETE', '/projects/current', { as: 'admin', json: {} }, creds));
  return res.status === 200;
}

/** Best effort: DELETE /users/{id} with server access (used to remove the run's internal users). */
export async function deleteUser(send: Send, project: ProjectCreds, userId: string): Promise<boolean> {
  const res = await send(buildRequest('DELETE', `/users/${userId}`, { as: 'server', json: {} }, project));
  return res.status === 200;
}

// ---- flows used inside cases (they fail the case when the host misbehaves) ----

type Json = Record<string, unknown>;

/** POST /users (server) → 201 server user. */
export async function createUser(t: CaseContext, body: Json = {}, project?: ProjectCreds): Promise<Json> {
  const res = await t.api('POST', '/users', { as: 'server', json: body, project });
  return expect.json(res, 201);
}

/** POST /auth/sessions (server) → tokens. */
export async function createSession(t: CaseContext, userId: string, project?: ProjectCreds): Promise<Session> {
  const res = await t.api('POST', '/auth/sessions', { as: 'server', json: { user_id: userId }, project });
  const body = expect.json(res, 200);
  return { userId, accessToken: String(body.access_token), refreshToken: String(body.refresh_token) };
}

/** A server-created user with an auth-enabled e-mail and a session. */
export async function userWithSession(
  t: CaseContext,
  fields: Json = {},
  project?: ProjectCreds,
): Promise<{ user: Json; session: Session; email: string }> {
  const email = typeof fields.primary_email === 'string' ? fields.primary_email : t.email();
  const user = await createUser(t, { primary_email: email, primary_email_auth_enabled: true, ...fields }, project);
  const session = await createSession(t, String(user.id), project);
  return { user, session, email };
}

/** POST /auth/password/sign-up (client) → session. */
export async function signUp(t: CaseContext, email: string, password: string, project?: ProjectCreds): Promise<Session> {
  const res = await t.api('POST', '/auth/password/sign-up', {
    as: 'client',
    project,
    json: { email, password, verification_callback_url: t.callbackUrl },
  });
  const body = expect.json(res, 200);
  return { userId: String(body.user_id), accessToken: String(body.access_token), refreshToken: String(body.refresh_token) };
}

/** Waits for the count-th e-mail to `address` and returns it with its 45-char code. */
export async function mailedCode(t: CaseContext, address: string, count = 1): Promise<{ code: string; subject: string; text: string; html: string }> {
  if (!t.mailbox) t.skip('no mailbox configured');
  let mail;
  try {
    mail = await t.mailbox.waitFor(address, { count });
  } catch (e) {
    expect.fail(`e-mail #${count} to ${address}`, 'an e-mail', (e as Error).message);
  }
  const code = codeFromMail(mail);
  if (!code) expect.fail('verification link with ?code= in the e-mail', 'a 45-char code in a link', mail.text || mail.html);
  return { code, subject: mail.subject, text: mail.text, html: mail.html };
}

/** POST /auth/oauth/token, refresh grant, form-encoded with the project's client credentials. */
export function refreshGrant(t: CaseContext, refreshToken: string, project: ProjectCreds = t.project): Promise<Res> {
  return t.api('POST', '/auth/oauth/token', {
    project,
    form: { grant_type: 'refresh_token', refresh_token: refreshToken, client_id: project.id, client_secret: project.publishableClientKey },
  });
}

/** GET /users/me with a session (client view unless `as` says otherwise). */
export async function me(t: CaseContext, session: Partial<Session>, as: 'client' | 'server' = 'client', project?: ProjectCreds): Promise<Res> {
  return t.api('GET', '/users/me', { as, session: { accessToken: session.accessToken }, project });
}
