import { defineCase } from '../../define-case.js';
import * as expect from '../../expect.js';
import { knownError, schemaError } from '../../known-errors.js';
import { me, refreshGrant, userWithSession } from '../../flows.js';
import type { CaseContext } from '../../case-context.js';
import type { Res } from '../../http.js';
import { verifyAccessToken } from './jwt.js';

function grant(t: CaseContext, fields: Record<string, string>) {
  return t.api('POST', '/auth/oauth/token', { form: fields, headers: { accept: 'application/json' } });
}

export const refreshGrantForm = defineCase({
  area: 'tokens',
  name: 'refresh-grant-form-encoded',
  endpoints: ['POST /api/v1/auth/oauth/token'],
  async run(t) {
    const { session } = await userWithSession(t);
    const res = await grant(t, { grant_type: 'refresh_token', refresh_token: session.refreshToken, client_id: t.project.id, client_secret: t.project.publishableClientKey });
    const body = expect.json(res, 200);
    expect.keys(body, ['access_token', 'token_type', 'expires_in', 'scope'], 'refresh grant response');
    expect.equal({ token_type: body.token_type, scope: body.scope }, { token_type: 'Bearer', scope: 'legacy' }, 'token_type and scope');
    expect.type(body.expires_in, 'number', 'expires_in', res);
    expect.header(res, 'cache-control', 'no-store');
    expect.header(res, 'pragma', 'no-cache');
    const payload = await verifyAccessToken(t, String(body.access_token));
    expect.equal(payload.sub, session.userId, 'sub of the refreshed token');
    expect.status(await me(t, { accessToken: String(body.access_token) }), 200);
  },
});

export const refreshGrantNotRotated = defineCase({
  area: 'tokens',
  name: 'refresh-token-not-rotated',
  endpoints: ['POST /api/v1/auth/oauth/token'],
  async run(t) {
    const { session } = await userWithSession(t);
    expect.status(await refreshGrant(t, session.refreshToken), 200);
    expect.status(await refreshGrant(t, session.refreshToken), 200);
  },
});

/** HTTP Basic client credentials are not read: without client_id and client_secret in the body, the client is invalid. */
export function expectBasicCredentialsNotRead(res: Res): void {
  knownError(res, 'INVALID_OAUTH_CLIENT_ID_OR_SECRET', { client_id: null });
}

export const refreshGrantJsonAndBasic = defineCase({
  area: 'tokens',
  name: 'refresh-grant-json-and-basic-auth',
  endpoints: ['POST /api/v1/auth/oauth/token'],
  async run(t) {
    const { session } = await userWithSession(t);
    const viaJson = await t.api('POST', '/auth/oauth/token', {
      json: { grant_type: 'refresh_token', refresh_token: session.refreshToken, client_id: t.project.id, client_secret: t.project.publishableClientKey },
    });
    expect.json(viaJson, 200);
    const basic = Buffer.from(`${encodeURIComponent(t.project.id)}:${encodeURIComponent(t.project.publishableClientKey)}`).toString('base64');
    const viaBasic = await t.api('POST', '/auth/oauth/token', {
      form: { grant_type: 'refresh_token', refresh_token: session.refreshToken },
      headers: { authorization: `Basic ${basic}` },
    });
    expectBasicCredentialsNotRead(viaBasic);
  },
});

export const refreshGrantErrors = defineCase({
  area: 'tokens',
  name: 'refresh-grant-errors',
  endpoints: ['POST /api/v1/auth/oauth/token'],
  async run(t) {
    const { session } = await userWithSession(t);
    const client = { client_id: t.project.id, client_secret: t.project.publishableClientKey };
    knownError(await grant(t, { grant_type: 'refresh_token', refresh_token: 'x'.repeat(45), ...client }), 'REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED');
    knownError(
      await grant(t, { grant_type: 'refresh_token', refresh_token: session.refreshToken, client_id: t.project.id, client_secret: 'pck_wrong' }),
      'INVALID_OAUTH_CLIENT_ID_OR_SECRET',
      { client_id: null },
    );
    schemaError(await grant(t, { grant_type: 'password', ...client }), 'POST', '/api/v1/auth/oauth/token', [
      'body.grant_type must be one of the following values: authorization_code, refresh_token',
    ]);
    const missing = await grant(t, { grant_type: 'refresh_token', ...client });
    expect.json(missing, 400, { error: 'invalid_request', error_description: 'Missing parameter: `refresh_token`' });
    expect.header(missing, 'x-stack-known-error', null);
  },
});

export const refreshTokenOtherProject = defineCase({
  area: 'tokens',
  name: 'refresh-token-of-other-project-rejected',
  endpoints: ['POST /api/v1/auth/oauth/token'],
  async run(t) {
    const { session } = await userWithSession(t);
    knownError(await refreshGrant(t, session.refreshToken, t.env.internal), 'REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED');
  },
});

export const refreshTokenFormat = defineCase({
  area: 'tokens',
  name: 'refresh-token-format',
  endpoints: [],
  async run(t) {
    const { session } = await userWithSession(t);
    expect.matches(session.refreshToken, /^[0-9abcdefghjkmnpqrstvwxyz]{45}$/, 'refresh token: 45 chars lower-case Crockford base32');
  },
});
