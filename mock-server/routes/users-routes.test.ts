import { describe, expect, it } from 'vitest';
import { knownErrorText } from '../testing/test-host.js';
import { useTestHost, useTestProject } from '../testing/use-test-host.js';
import { verifyPassword } from '../core/passwords.js';

const t = useTestHost();
const p = useTestProject(t);

const create = (body: unknown, proj = p) => t.api().post('/api/v1/users').set(proj.server).send(body as object);

describe('POST /users', () => {
  it('creates an empty user with 201 and the server view', async () => {
    const res = await create({});
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ primary_email: null, primary_email_verified: false, display_name: null, has_password: false, server_metadata: null, oauth_providers: [] });
    expect(res.body.last_active_at_millis).toBe(res.body.signed_up_at_millis);
  });

  it('stores an argon2id hash for password and accepts bcrypt password_hash', async () => {
    const res = await create({ primary_email: 'pw@example.com', primary_email_auth_enabled: true, password: 'secret-pw' });
    const row = t.host.users.get(res.body.id)!;
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(t.host, row.password_hash, 'secret-pw')).toBe(true);
    const bcrypt = '$2b$04$FQrUI0LbnidUxCqP8K2y7eV.gzNCRkuQZWfj8ZqFowXOL13IqPHWG';
    const b = await create({ password_hash: bcrypt });
    expect(b.body.has_password).toBe(true);
    expect(await verifyPassword(t.host, t.host.users.get(b.body.id)!.password_hash, 'pw')).toBe(true);
  });

  it('stores a TOTP secret given on create without requiring MFA; only PATCH with a secret turns MFA on', async () => {
    const secret = Buffer.from('conformance-totp-secret-20').toString('base64');
    const signIn = (email: string) => t.api().post('/api/v1/auth/password/sign-in').set(p.client).send({ email, password: 'mfa-password-1' });
    const res = await create({ primary_email: 'mfa-create@example.com', primary_email_auth_enabled: true, password: 'mfa-password-1', totp_secret_base64: secret });
    expect([res.status, res.body.requires_totp_mfa]).toEqual([201, false]);
    expect(t.host.users.get(res.body.id)!.totp_secret_base64).toBe(secret);
    expect((await signIn('mfa-create@example.com')).status).toBe(200);
    const on = await t.api().patch(`/api/v1/users/${res.body.id}`).set(p.server).send({ totp_secret_base64: secret });
    expect(on.body.requires_totp_mfa).toBe(true);
    expect((await signIn('mfa-create@example.com')).headers['x-stack-known-error']).toBe('MULTI_FACTOR_AUTHENTICATION_REQUIRED');
    const off = await t.api().patch(`/api/v1/users/${res.body.id}`).set(p.server).send({ totp_secret_base64: null });
    expect(off.body.requires_totp_mfa).toBe(false);
  });

  it('answers the text errors of the hosted API', async () => {
    const cases: [unknown, string][] = [
      [{ password: 'a', password_hash: '$2b$04$FQrUI0LbnidUxCqP8K2y7eV.gzNCRkuQZWfj8ZqFowXOL13IqPHWG' }, 'Cannot set both password and password_hash at the same time.'],
      [{ password_hash: 'plain' }, "Invalid password hash. Make sure it's a supported algorithm in Modular Crypt Format."],
      [{ primary_email_auth_enabled: true }, 'primary_email_auth_enabled cannot be true without primary_email'],
      [{ primary_email_verified: true }, 'primary_email_verified cannot be true without primary_email'],
      [{ otp_auth_enabled: true }, 'OTP auth not enabled in the project'],
    ];
    for (const [body, text] of cases) {
      const res = await create(body);
      expect([res.status, res.text]).toEqual([400, text]);
    }
    const noPw = await t.project({ config: { credential_enabled: false } });
    const res = await create({ password: 'whatever1' }, noPw);
    expect([res.status, res.text]).toEqual([400, 'Password auth not enabled in the project']);
  });

  it('refuses a second auth-enabled user with the same e-mail', async () => {
    await create({ primary_email: 'dup@example.com', primary_email_auth_enabled: true });
    const notAuth = await create({ primary_email: 'dup@example.com' });
    expect(notAuth.status).toBe(201);
    const res = await create({ primary_email: 'dup@example.com', primary_email_auth_enabled: true });
    expect(res.status).toBe(409);
    expect(res.text).toBe(knownErrorText('USER_EMAIL_ALREADY_EXISTS', 'User email already exists.'));
  });

  it('validates fields with yup messages and rejects selected_team_id on create (the line printed twice)', async () => {
    const res = await create({ primary_email: 'nope', display_name: 3, password: 'x'.repeat(71), selected_team_id: null });
    expect(res.body.error).toBe([
      'Request validation failed on POST /api/v1/users:',
      '  - body.display_name must be a `string` type, but the final value was: `3`.',
      '  - body.primary_email must be a valid email',
      '  - body.password must be at most 70 characters',
      '  - body contains unknown properties: selected_team_id',
      '  - body contains unknown properties: selected_team_id',
    ].join('\n'));
  });

  it('creates the personal team when create_team_on_sign_up is on', async () => {
    const q = await t.project({ config: { create_team_on_sign_up: true } });
    const named = await create({ display_name: 'Ann' }, q);
    const mail = await create({ primary_email: 'bo@example.com' }, q);
    const none = await create({}, q);
    const teamsOf = (id: string) => t.host.memberships.filter((m) => m.user_id === id).map((m) => t.host.teams.get(m.team_id)!.display_name);
    expect(teamsOf(named.body.id)).toEqual(["Ann's Team"]);
    expect(teamsOf(mail.body.id)).toEqual(["bo@example.com's Team"]);
    expect(teamsOf(none.body.id)).toEqual(['Personal Team']);
    const grants = t.host.permissionGrants.filter((g) => g.user_id === named.body.id).map((g) => g.permission_id);
    expect(grants).toEqual(['admin']);
  });
});

describe('GET /users (pagination)', () => {
  it('pages by sign-up time with an inclusive cursor', async () => {
    const q = await t.project();
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      t.host.advanceClock(1);
      ids.push((await create({ display_name: `User ${i}` }, q)).body.id);
    }
    const first = await t.api().get('/api/v1/users?limit=2').set(q.server);
    expect(first.status).toBe(200);
    expect(Object.keys(first.body)).toEqual(['items', 'is_paginated', 'pagination']);
    expect(first.body.items.map((u: { id: string }) => u.id)).toEqual(ids.slice(0, 2));
    expect(first.body.pagination).toEqual({ next_cursor: ids[2] });
    const second = await t.api().get(`/api/v1/users?limit=2&cursor=${ids[2]}`).set(q.server);
    expect(second.body.items.map((u: { id: string }) => u.id)).toEqual(ids.slice(2, 4));
    const last = await t.api().get(`/api/v1/users?limit=2&cursor=${ids[4]}`).set(q.server);
    expect(last.body.pagination.next_cursor).toBeNull();
    const desc = await t.api().get('/api/v1/users?desc=true&order_by=signed_up_at').set(q.server);
    expect(desc.body.items.map((u: { id: string }) => u.id)).toEqual([...ids].reverse());
    expect(desc.body.pagination.next_cursor).toBeNull();
  });

  it('filters by query (name, e-mail, id) and team_id', async () => {
    const q = await t.project();
    const a = await create({ display_name: 'Zed Alpha' }, q);
    const b = await create({ primary_email: 'beta@corp.example' }, q);
    const find = async (s: string) => (await t.api().get('/api/v1/users').query({ query: s }).set(q.server)).body.items.map((u: { id: string }) => u.id);
    expect(await find('alpha')).toEqual([a.body.id]);
    expect(await find('CORP')).toEqual([b.body.id]);
    expect(await find(`{${b.body.id}}`)).toEqual([b.body.id]);
    const team = t.host.teams.put({ id: '3f2504e0-4f89-41d3-9a0c-0305e82c3301', project_id: q.id, display_name: 'T', profile_image_url: null, client_metadata: null, client_read_only_metadata: null, server_metadata: null, created_at_millis: 0 });
    t.host.memberships.put({ id: `${team.id}:${a.body.id}`, project_id: q.id, team_id: team.id, user_id: a.body.id, display_name: null, profile_image_url: null, created_at_millis: 0 });
    const members = await t.api().get(`/api/v1/users?team_id=${team.id}`).set(q.server);
    expect(members.body.items.map((u: { id: string }) => u.id)).toEqual([a.body.id]);
  });

  it('validates the query', async () => {
    const res = await t.api().get('/api/v1/users?limit=0&cursor=x&order_by=name&foo=1').set(p.server);
    expect(res.body.error).toBe([
      'Request validation failed on GET /api/v1/users:',
      '  - query.cursor must be a valid UUID',
      '  - query.limit must be greater than or equal to 1',
      '  - query.order_by must be one of the following values: signed_up_at',
      '  - query contains unknown properties: foo',
    ].join('\n'));
    const client = await t.api().get('/api/v1/users').set(p.client);
    expect(client.status).toBe(401);
  });
});

describe('GET/PATCH/DELETE /users/{id}', () => {
  it('reads, 404s and schema-checks the id', async () => {
    const u = await create({});
    expect((await t.api().get(`/api/v1/users/${u.body.id}`).set(p.server)).body.id).toBe(u.body.id);
    const missing = await t.api().get('/api/v1/users/3f2504e0-4f89-41d3-9a0c-0305e82c3301').set(p.server);
    expect([missing.status, missing.text]).toEqual([404, knownErrorText('USER_NOT_FOUND', 'User not found.')]);
    const bad = await t.api().get('/api/v1/users/nope').set(p.server);
    expect(bad.body.error).toBe('Request validation failed on GET /api/v1/users/nope:\n  - params.user_id must be a valid UUID');
    const other = await t.project();
    expect((await t.api().get(`/api/v1/users/${u.body.id}`).set(other.server)).status).toBe(404);
  });

  it('applies the primary e-mail semantics', async () => {
    const u = (await create({ primary_email: 'one@example.com', primary_email_verified: true })).body.id;
    const patch = (body: object) => t.api().patch(`/api/v1/users/${u}`).set(p.server).send(body);
    let r = await patch({ primary_email: 'two@example.com' });
    expect(r.body).toMatchObject({ primary_email: 'two@example.com', primary_email_verified: true, primary_email_auth_enabled: false });
    r = await patch({ primary_email_verified: false });
    expect(r.body.primary_email_verified).toBe(false);
    r = await patch({ primary_email_auth_enabled: true });
    expect(r.body.primary_email_auth_enabled).toBe(false);
    r = await patch({ primary_email: 'two@example.com', primary_email_auth_enabled: true });
    expect(r.body.primary_email_auth_enabled).toBe(true);
    r = await patch({ primary_email: 'three@example.com', primary_email_auth_enabled: false });
    expect(r.body.primary_email_auth_enabled).toBe(true);
    r = await patch({ primary_email: null });
    expect(r.body).toMatchObject({ primary_email: null, primary_email_verified: false });
  });

  it('revokes every refresh token when the password is set, and removes it with null', async () => {
    const u = await t.user(p.id, { password: 'old-password' });
    const r = await t.api().patch(`/api/v1/users/${u.user_id}`).set(p.server).send({ password: 'short' });
    expect(r.body.has_password).toBe(true);
    const refresh = await t.api().post('/api/v1/auth/sessions/current/refresh').set(p.client).set('x-stack-refresh-token', u.refresh_token);
    expect(refresh.status).toBe(401);
    const off = await t.api().patch(`/api/v1/users/${u.user_id}`).set(p.server).send({ password: null });
    expect(off.body.has_password).toBe(false);
  });

  it('updates metadata and deletes', async () => {
    const u = (await create({})).body.id;
    const r = await t.api().patch(`/api/v1/users/${u}`).set(p.admin).send({ client_metadata: [1], client_read_only_metadata: 'x', server_metadata: { a: null } });
    expect(r.body).toMatchObject({ client_metadata: [1], client_read_only_metadata: 'x', server_metadata: { a: null } });
    const d = await t.api().delete(`/api/v1/users/${u}`).set(p.server).send({});
    expect([d.status, d.text]).toEqual([200, '{"success":true}']);
    const again = await t.api().delete(`/api/v1/users/${u}`).set(p.server).send({});
    expect(again.status).toBe(404);
  });
});
