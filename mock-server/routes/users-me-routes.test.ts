import { describe, expect, it } from 'vitest';
import { knownErrorText } from '../testing/test-host.js';
import { useTestHost, useTestProject } from '../testing/use-test-host.js';

const t = useTestHost();
const p = useTestProject(t, { config: { magic_link_enabled: true } });

const CLIENT_KEYS = ['id', 'primary_email', 'primary_email_verified', 'display_name', 'client_metadata', 'client_read_only_metadata', 'profile_image_url', 'signed_up_at_millis', 'has_password', 'auth_with_email', 'oauth_providers', 'selected_team_id', 'requires_totp_mfa', 'otp_auth_enabled', 'passkey_auth_enabled', 'selected_team'];
const SERVER_KEYS = ['id', 'primary_email', 'primary_email_verified', 'primary_email_auth_enabled', 'display_name', 'selected_team', 'selected_team_id', 'profile_image_url', 'signed_up_at_millis', 'has_password', 'otp_auth_enabled', 'passkey_auth_enabled', 'client_metadata', 'client_read_only_metadata', 'server_metadata', 'last_active_at_millis', 'oauth_providers', 'auth_with_email', 'requires_totp_mfa'];
const NO_USER = knownErrorText('CANNOT_GET_OWN_USER_WITHOUT_USER', "You have specified 'me' as a userId, but did not provide authentication for a user.");

describe('GET /users/me', () => {
  it('returns the 16-key client view for client and the 19-key server view for server', async () => {
    const u = await t.user(p.id, { email: 'me@example.com', password: 'password1', display_name: 'Me' });
    const c = await t.api().get('/api/v1/users/me').set(p.client).set('x-stack-access-token', u.access_token);
    expect(c.status).toBe(200);
    expect(c.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(Object.keys(c.body)).toEqual(CLIENT_KEYS);
    expect(c.body).toMatchObject({ id: u.user_id, primary_email: 'me@example.com', primary_email_verified: true, display_name: 'Me', has_password: true, auth_with_email: true, selected_team: null });
    const s = await t.api().get('/api/v1/users/me').set(p.server).set('x-stack-access-token', u.access_token);
    expect(Object.keys(s.body)).toEqual(SERVER_KEYS);
    expect(s.body.primary_email_auth_enabled).toBe(true);
  });

  it('needs a user: a refresh token alone is not enough', async () => {
    const u = await t.user(p.id);
    const res = await t.api().get('/api/v1/users/me').set(p.client).set('x-stack-refresh-token', u.refresh_token);
    expect(res.status).toBe(400);
    expect(res.headers['x-stack-known-error']).toBe('CANNOT_GET_OWN_USER_WITHOUT_USER');
    expect(res.text).toBe(NO_USER);
  });

  it('rejects a token of another project and a garbage token', async () => {
    const other = await t.project();
    const u = await t.user(other.id);
    const wrong = await t.api().get('/api/v1/users/me').set(p.client).set('x-stack-access-token', u.access_token);
    expect(wrong.status).toBe(401);
    expect(wrong.text).toBe(knownErrorText('INVALID_PROJECT_FOR_ACCESS_TOKEN', 'Access token not valid for this project.'));
    const garbage = await t.api().get('/api/v1/users/me').set(p.client).set('x-stack-access-token', 'abc');
    expect(garbage.text).toBe(knownErrorText('UNPARSABLE_ACCESS_TOKEN', 'Access token is not parsable.'));
  });

  it('proceeds without a user once the user is deleted (token still valid)', async () => {
    const u = await t.user(p.id);
    await t.api().delete(`/api/v1/users/${u.user_id}`).set(p.server).send({});
    const res = await t.api().get('/api/v1/users/me').set(p.client).set('x-stack-access-token', u.access_token);
    expect(res.text).toBe(NO_USER);
  });
});

describe('PATCH /users/me', () => {
  it('updates the client fields and stores "" as null', async () => {
    const u = await t.user(p.id);
    const img = 'data:image/png;base64,iVBORw0KGgo=';
    const res = await t.api().patch('/api/v1/users/me').set(p.client).set('x-stack-access-token', u.access_token)
      .send({ display_name: 'New', client_metadata: { theme: 'dark' }, profile_image_url: img, otp_auth_enabled: true });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ display_name: 'New', client_metadata: { theme: 'dark' }, profile_image_url: img, otp_auth_enabled: true, auth_with_email: true });
    const cleared = await t.api().patch('/api/v1/users/me').set(p.client).set('x-stack-access-token', u.access_token).send({ display_name: '' });
    expect(cleared.body.display_name).toBeNull();
  });

  it('rejects server-only fields from a client with SCHEMA_ERROR', async () => {
    const u = await t.user(p.id);
    const res = await t.api().patch('/api/v1/users/me').set(p.client).set('x-stack-access-token', u.access_token).send({ server_metadata: {}, client_read_only_metadata: 1 });
    expect(res.status).toBe(400);
    const msg = 'Request validation failed on PATCH /api/v1/users/me:\n  - body contains unknown properties: server_metadata, client_read_only_metadata';
    expect(res.text).toBe(knownErrorText('SCHEMA_ERROR', msg, { message: msg }));
  });

  it('lets a server caller write server fields on /users/me', async () => {
    const u = await t.user(p.id);
    const res = await t.api().patch('/api/v1/users/me').set(p.server).set('x-stack-access-token', u.access_token).send({ server_metadata: { role: 'x' }, client_read_only_metadata: { plan: 'pro' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ server_metadata: { role: 'x' }, client_read_only_metadata: { plan: 'pro' } });
  });

  it('takes a client picture as the image picker sends it, up to 1,000,000 characters', async () => {
    const u = await t.user(p.id);
    const h = { ...p.client, 'x-stack-access-token': u.access_token };
    const head = 'data:image/webp;base64,';
    const fits = head + 'A'.repeat(1_000_000 - head.length);
    const ok = await t.api().patch('/api/v1/users/me').set(h).send({ profile_image_url: fits });
    expect([ok.status, ok.body.profile_image_url === fits]).toEqual([200, true]);
    const long = await t.api().patch('/api/v1/users/me').set(h).send({ profile_image_url: fits + 'A' });
    expect(long.status).toBe(400);
    expect(long.body.error).toBe('Request validation failed on PATCH /api/v1/users/me:\n  - body.profile_image_url must be at most 1000000 characters');
    const svg = await t.api().patch('/api/v1/users/me').set(h).send({ profile_image_url: 'data:image/svg+xml;base64,AAAA' });
    expect([svg.status, svg.text]).toEqual([400, 'Invalid profile image URL']);
    const removed = await t.api().patch('/api/v1/users/me').set(h).send({ profile_image_url: null });
    expect(removed.body.profile_image_url).toBeNull();
  });

  it('enforces the client image rule, passkey rule and selected team membership', async () => {
    const u = await t.user(p.id);
    const h = { ...p.client, 'x-stack-access-token': u.access_token };
    const img = await t.api().patch('/api/v1/users/me').set(h).send({ profile_image_url: 'https://example.com/a.png' });
    expect(img.status).toBe(400);
    expect(img.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(img.text).toBe('Invalid profile image URL');
    const pk = await t.api().patch('/api/v1/users/me').set(h).send({ passkey_auth_enabled: true });
    expect(pk.text).toBe('Cannot manually enable passkey auth, it is enabled iff there is a passkey auth method');
    const team = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
    const sel = await t.api().patch('/api/v1/users/me').set(h).send({ selected_team_id: team });
    expect(sel.status).toBe(404);
    expect(sel.text).toBe(knownErrorText('TEAM_MEMBERSHIP_NOT_FOUND', `User ${u.user_id} is not found in team ${team}.`, { team_id: team, user_id: u.user_id }));
    const totp = await t.api().patch('/api/v1/users/me').set(h).send({ totp_secret_base64: 'not base64!' });
    expect(totp.body.error).toBe('Request validation failed on PATCH /api/v1/users/me:\n  - body.totp_secret_base64 is not valid base64');
    const on = await t.api().patch('/api/v1/users/me').set(h).send({ totp_secret_base64: 'AAAAAAAAAAAAAAAAAAAAAAAAAAA=' });
    expect(on.body.requires_totp_mfa).toBe(true);
  });

  it('answers without a user', async () => {
    const res = await t.api().patch('/api/v1/users/me').set(p.client).send({ display_name: 'x' });
    expect(res.text).toBe(NO_USER);
  });
});

describe('DELETE /users/me', () => {
  it('refuses client deletion unless the project enables it', async () => {
    const u = await t.user(p.id);
    const res = await t.api().delete('/api/v1/users/me').set(p.client).set('x-stack-access-token', u.access_token).send({});
    expect(res.status).toBe(400);
    expect(res.text).toBe('Client user deletion is not enabled for this project');
  });

  it('deletes the user and its sessions when enabled', async () => {
    const q = await t.project({ config: { client_user_deletion_enabled: true } });
    const u = await t.user(q.id);
    const res = await t.api().delete('/api/v1/users/me').set(q.client).set('x-stack-access-token', u.access_token).send({});
    expect(res.status).toBe(200);
    expect(res.text).toBe('{"success":true}');
    const get = await t.api().get(`/api/v1/users/${u.user_id}`).set(q.server);
    expect(get.status).toBe(404);
    const refresh = await t.api().post('/api/v1/auth/sessions/current/refresh').set(q.client).set('x-stack-refresh-token', u.refresh_token);
    expect(refresh.status).toBe(401);
  });
});
