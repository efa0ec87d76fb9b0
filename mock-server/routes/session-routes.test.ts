import { describe, expect, it } from 'vitest';
import { decodeJwt, decodeProtectedHeader, createLocalJWKSet, jwtVerify } from 'jose';
import { knownErrorText } from '../testing/test-host.js';
import { useTestHost, useTestProject } from '../testing/use-test-host.js';

const t = useTestHost();
const p = useTestProject(t);

const REFRESH_ERR = knownErrorText('REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED', 'Refresh token not found for this project, or the session has expired/been revoked.');

describe('POST /auth/sessions', () => {
  it('creates a session with exactly the hosted claims, verifiable with the project JWKS', async () => {
    const u = await t.user(p.id);
    const res = await t.api().post('/api/v1/auth/sessions').set(p.server).send({ user_id: u.user_id });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(['refresh_token', 'access_token']);
    expect(res.body.refresh_token).toMatch(/^[0-9a-hjkmnp-tv-z]{45}$/);
    expect(res.headers['cache-control']).toBe('no-store, max-age=0');
    expect(res.headers['x-stack-request-id']).toMatch(/^[0-9a-z]{16}$/);
    const header = decodeProtectedHeader(res.body.access_token);
    expect(header).toEqual({ alg: 'ES256', kid: expect.stringMatching(/^.{12}$/) });
    const claims = decodeJwt(res.body.access_token);
    expect(Object.keys(claims)).toEqual(['sub', 'branchId', 'iss', 'iat', 'aud', 'exp']);
    expect(claims).toMatchObject({ sub: u.user_id, branchId: 'main', iss: 'https://access-token.jwt-signature.stack-auth.com', aud: p.id });
    expect(claims.exp! - claims.iat!).toBe(600);
    const jwks = await t.api().get(`/api/v1/projects/${p.id}/.well-known/jwks.json`);
    await expect(jwtVerify(res.body.access_token, createLocalJWKSet(jwks.body))).resolves.toBeTruthy();
  });

  it('rejects unknown users, too-long expiry and client access', async () => {
    const id = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
    const res = await t.api().post('/api/v1/auth/sessions').set(p.server).send({ user_id: id });
    expect(res.status).toBe(400);
    expect(res.text).toBe(knownErrorText('USER_ID_DOES_NOT_EXIST', `The given user with the ID ${id} does not exist.`, { user_id: id }));
    const long = await t.api().post('/api/v1/auth/sessions').set(p.server).send({ user_id: id, expires_in_millis: 31708800001 });
    expect(long.body.error).toBe('Request validation failed on POST /api/v1/auth/sessions:\n  - body.expires_in_millis must be less than or equal to 31708800000');
    const client = await t.api().post('/api/v1/auth/sessions').set(p.client).send({ user_id: id });
    expect(client.status).toBe(401);
    expect(client.body.details).toEqual({ actual_access_type: 'client', allowed_access_types: ['server', 'admin'] });
    expect(client.body.error).toBe("The x-stack-access-type header must be 'server' or 'admin', but was 'client'.");
  });

  it('honours expires_in_millis', async () => {
    const u = await t.user(p.id);
    const s = await t.api().post('/api/v1/auth/sessions').set(p.server).send({ user_id: u.user_id, expires_in_millis: 60_000 });
    t.host.advanceClock(61_000);
    const r = await t.api().post('/api/v1/auth/sessions/current/refresh').set(p.client).set('x-stack-refresh-token', s.body.refresh_token);
    t.host.advanceClock(-61_000);
    expect(r.status).toBe(401);
    expect(r.text).toBe(REFRESH_ERR);
  });
});

describe('POST /auth/sessions/current/refresh and DELETE /auth/sessions/current', () => {
  it('refreshes, signs out, then refuses the revoked token', async () => {
    const u = await t.user(p.id);
    const ok = await t.api().post('/api/v1/auth/sessions/current/refresh').set(p.client).set('x-stack-refresh-token', u.refresh_token);
    expect(ok.status).toBe(200);
    expect(Object.keys(ok.body)).toEqual(['access_token']);
    expect(decodeJwt(ok.body.access_token).sub).toBe(u.user_id);
    const out = await t.api().delete('/api/v1/auth/sessions/current').set(p.client).set('x-stack-refresh-token', u.refresh_token).send({});
    expect(out.status).toBe(200);
    expect(out.text).toBe('{"success":true}');
    const again = await t.api().delete('/api/v1/auth/sessions/current').set(p.client).set('x-stack-refresh-token', u.refresh_token).send({});
    expect(again.status).toBe(401);
    expect(again.text).toBe(REFRESH_ERR);
    const refresh = await t.api().post('/api/v1/auth/sessions/current/refresh').set(p.client).set('x-stack-refresh-token', u.refresh_token);
    expect(refresh.text).toBe(REFRESH_ERR);
  });

  it('requires the refresh-token header (SCHEMA_ERROR)', async () => {
    const res = await t.api().delete('/api/v1/auth/sessions/current').set(p.client);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Request validation failed on DELETE /api/v1/auth/sessions/current:\n  - headers.x-stack-refresh-token must be defined');
  });

  it('fails every call when an expired access token is sent, even sign-out', async () => {
    const u = await t.user(p.id);
    const exp = decodeJwt(u.access_token).exp! * 1000;
    // verified (and cached) while valid; the cache must still honour expiry
    expect((await t.api().get('/api/v1/users/me').set(p.client).set('x-stack-access-token', u.access_token)).status).toBe(200);
    t.host.advanceClock(601_000);
    const res = await t.api().delete('/api/v1/auth/sessions/current').set(p.client).set('x-stack-access-token', u.access_token).set('x-stack-refresh-token', u.refresh_token).send({});
    t.host.advanceClock(-601_000);
    expect(res.status).toBe(401);
    expect(res.text).toBe(knownErrorText('ACCESS_TOKEN_EXPIRED', `Access token has expired. Please refresh it and try again. (The access token expired at ${new Date(exp).toISOString()}.)`, { expired_at_millis: exp }));
  });

  it('does not accept a refresh token of another project', async () => {
    const other = await t.project();
    const u = await t.user(other.id);
    const res = await t.api().post('/api/v1/auth/sessions/current/refresh').set(p.client).set('x-stack-refresh-token', u.refresh_token);
    expect(res.text).toBe(REFRESH_ERR);
  });
});

describe('POST /auth/oauth/token (refresh grant)', () => {
  const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

  it('answers a form-encoded refresh like oauth4webapi expects', async () => {
    const u = await t.user(p.id);
    const res = await t.api().post('/api/v1/auth/oauth/token').set('content-type', 'application/x-www-form-urlencoded;charset=UTF-8').set('accept', 'application/json')
      .send(form({ grant_type: 'refresh_token', refresh_token: u.refresh_token, client_id: p.id, client_secret: p.keys.publishable_client_key }));
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(['access_token', 'token_type', 'expires_in', 'scope']);
    expect(res.body).toMatchObject({ token_type: 'Bearer', expires_in: 3599, scope: 'legacy' });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers.pragma).toBe('no-cache');
    expect(decodeJwt(res.body.access_token).sub).toBe(u.user_id);
  });

  it('accepts JSON bodies; HTTP Basic client credentials are not read', async () => {
    const u = await t.user(p.id);
    const json = await t.api().post('/api/v1/auth/oauth/token').send({ grant_type: 'refresh_token', refresh_token: u.refresh_token, client_id: p.id, client_secret: p.keys.publishable_client_key, extra: 1 });
    expect(json.status).toBe(200);
    const basic = await t.api().post('/api/v1/auth/oauth/token').auth(p.id, p.keys.publishable_client_key).type('form').send(form({ grant_type: 'refresh_token', refresh_token: u.refresh_token }));
    expect([basic.status, basic.headers['x-stack-known-error'], basic.body.details]).toEqual([400, 'INVALID_OAUTH_CLIENT_ID_OR_SECRET', { client_id: null }]);
    const none = await t.api().post('/api/v1/auth/oauth/token').type('form').send(form({ grant_type: 'refresh_token', refresh_token: u.refresh_token }));
    expect([none.status, none.headers['x-stack-known-error']]).toEqual([400, 'INVALID_OAUTH_CLIENT_ID_OR_SECRET']);
  });

  it('answers the OAuth-style and known errors', async () => {
    const u = await t.user(p.id);
    const missing = await t.api().post('/api/v1/auth/oauth/token').type('form').send(form({ grant_type: 'refresh_token', client_id: p.id, client_secret: p.keys.publishable_client_key }));
    expect(missing.status).toBe(400);
    expect(missing.headers['x-stack-known-error']).toBeUndefined();
    expect(missing.body).toEqual({ error: 'invalid_request', error_description: 'Missing parameter: `refresh_token`' });
    const badClient = await t.api().post('/api/v1/auth/oauth/token').type('form').send(form({ grant_type: 'refresh_token', refresh_token: u.refresh_token, client_id: p.id, client_secret: 'nope' }));
    expect(badClient.status).toBe(400);
    expect(badClient.body).toEqual({ code: 'INVALID_OAUTH_CLIENT_ID_OR_SECRET', details: { client_id: null }, error: 'The OAuth client ID or secret is invalid. The client ID must be equal to the project ID, and the client secret must be a publishable client key.' });
    const unknown = await t.api().post('/api/v1/auth/oauth/token').type('form').send(form({ grant_type: 'refresh_token', refresh_token: 'x'.repeat(45), client_id: p.id, client_secret: p.keys.publishable_client_key }));
    expect(unknown.status).toBe(401);
    expect(unknown.text).toBe(REFRESH_ERR);
    const grant = await t.api().post('/api/v1/auth/oauth/token').type('form').send(form({ grant_type: 'password' }));
    expect(grant.body.error).toBe('Request validation failed on POST /api/v1/auth/oauth/token:\n  - body.grant_type must be one of the following values: authorization_code, refresh_token');
    const noCode = await t.api().post('/api/v1/auth/oauth/token').type('form').send(form({ grant_type: 'authorization_code', client_id: p.id, client_secret: p.keys.publishable_client_key }));
    expect(noCode.body).toEqual({ error: 'invalid_request', error_description: 'Missing parameter: `code`' });
    const code = await t.api().post('/api/v1/auth/oauth/token').type('form').send(form({ grant_type: 'authorization_code', code: 'abc', client_id: p.id, client_secret: p.keys.publishable_client_key }));
    expect(code.text).toBe(knownErrorText('INVALID_AUTHORIZATION_CODE', 'The given authorization code is invalid.'));
  });
});
