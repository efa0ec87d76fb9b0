import { defineCase } from '../../define-case';
import * as expect from '../../expect';
import { knownError, schemaError } from '../../known-errors';
import { createSession, createUser, refreshGrant } from '../../flows';
import { SERVER_USER_KEYS } from './user-shapes';

export const createEmptyUser = defineCase({
  area: 'users',
  name: 'create-user-empty-201',
  endpoints: ['POST /api/v1/users'],
  async run(t) {
    const res = await t.api('POST', '/users', { as: 'server', json: {} });
    const user = expect.json(res, 201);
    expect.keys(user, SERVER_USER_KEYS, 'server user', res);
    expect.equal(
      { e: user.primary_email, v: user.primary_email_verified, a: user.primary_email_auth_enabled, p: user.has_password, m: user.server_metadata },
      { e: null, v: false, a: false, p: false, m: null },
      'empty user fields',
      res,
    );
    expect.matches(user.id, /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, 'user id is a UUID', res);
  },
});

export const createFullUser = defineCase({
  area: 'users',
  name: 'create-user-with-fields',
  endpoints: ['POST /api/v1/users'],
  async run(t) {
    const email = t.email();
    const body = {
      display_name: 'Linus', primary_email: email, primary_email_verified: true, primary_email_auth_enabled: true, password: 'a-long-password',
      client_metadata: { c: 1 }, client_read_only_metadata: { r: 2 }, server_metadata: { s: 3 }, profile_image_url: 'https://example.com/p.png',
    };
    const user = await createUser(t, body);
    const { password: _p, ...echo } = body;
    const picked = Object.fromEntries(Object.keys(echo).map((k) => [k, user[k]]));
    expect.equal({ ...picked, has_password: user.has_password, auth_with_email: user.auth_with_email }, { ...echo, has_password: true, auth_with_email: true }, 'created user fields');
  },
});

export const createUserErrors = defineCase({
  area: 'users',
  name: 'create-user-errors',
  endpoints: ['POST /api/v1/users'],
  async run(t) {
    const email = t.email();
    const post = (json: unknown) => t.api('POST', '/users', { as: 'server', json });
    expect.text(await post({ password: 'a-long-password', password_hash: '$2a$10$abcdefghijklmnopqrstuuKxQvQ6z5s1oFyfXjmF8h1r2Oe8wVdyO' }), 400, 'Cannot set both password and password_hash at the same time.');
    expect.text(await post({ primary_email_auth_enabled: true }), 400, 'primary_email_auth_enabled cannot be true without primary_email');
    expect.text(await post({ primary_email_verified: true }), 400, 'primary_email_verified cannot be true without primary_email');
    await createUser(t, { primary_email: email, primary_email_auth_enabled: true });
    knownError(await post({ primary_email: email, primary_email_auth_enabled: true }), 'USER_EMAIL_ALREADY_EXISTS');
    // the same e-mail without auth is allowed
    expect.status(await post({ primary_email: email }), 201);
    schemaError(await post({ selected_team_id: '00000000-0000-4000-8000-000000000000' }), 'POST', '/api/v1/users', [
      'body contains unknown properties: selected_team_id',
    ]);
  },
});

export const getUser = defineCase({
  area: 'users',
  name: 'get-user-by-id',
  endpoints: ['GET /api/v1/users/:user_id'],
  async run(t) {
    const user = await createUser(t, { display_name: 'Get Me' });
    const res = await t.api('GET', `/users/${user.id}`, { as: 'server' });
    expect.json(res, 200, user);
    knownError(await t.api('GET', '/users/00000000-0000-4000-8000-000000000000', { as: 'server' }), 'USER_NOT_FOUND');
    knownError(await t.api('GET', `/users/${user.id}`, { as: 'client' }), 'INSUFFICIENT_ACCESS_TYPE', {
      actual_access_type: 'client',
      allowed_access_types: ['server', 'admin'],
    });
  },
});

export const patchUser = defineCase({
  area: 'users',
  name: 'patch-user-server',
  endpoints: ['PATCH /api/v1/users/:user_id'],
  async run(t) {
    const user = await createUser(t, { primary_email: t.email(), primary_email_auth_enabled: true });
    const res = await t.api('PATCH', `/users/${user.id}`, {
      as: 'server',
      json: { display_name: 'Patched', server_metadata: { tier: 'gold' }, client_read_only_metadata: { plan: 1 }, primary_email_verified: true },
    });
    const patched = expect.json(res, 200);
    expect.keys(patched, SERVER_USER_KEYS, 'server user', res);
    expect.equal(
      { d: patched.display_name, s: patched.server_metadata, r: patched.client_read_only_metadata, v: patched.primary_email_verified },
      { d: 'Patched', s: { tier: 'gold' }, r: { plan: 1 }, v: true },
      'patched fields',
      res,
    );
    const removed = expect.json(await t.api('PATCH', `/users/${user.id}`, { as: 'server', json: { primary_email: null } }), 200);
    expect.equal(removed.primary_email, null, 'primary_email: null removes it');
    knownError(await t.api('PATCH', '/users/00000000-0000-4000-8000-000000000000', { as: 'server', json: {} }), 'USER_NOT_FOUND');
  },
});

export const patchPasswordRevokes = defineCase({
  area: 'users',
  name: 'patch-password-revokes-sessions',
  endpoints: ['PATCH /api/v1/users/:user_id', 'POST /api/v1/auth/oauth/token'],
  async run(t) {
    const user = await createUser(t, { primary_email: t.email(), primary_email_auth_enabled: true });
    const session = await createSession(t, String(user.id));
    const patched = expect.json(await t.api('PATCH', `/users/${user.id}`, { as: 'server', json: { password: 'short' } }), 200);
    expect.equal(patched.has_password, true, 'has_password (server PATCH skips the 8-char minimum)');
    knownError(await refreshGrant(t, session.refreshToken), 'REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED');
  },
});

export const deleteUser = defineCase({
  area: 'users',
  name: 'delete-user',
  endpoints: ['DELETE /api/v1/users/:user_id'],
  async run(t) {
    const user = await createUser(t);
    expect.json(await t.api('DELETE', `/users/${user.id}`, { as: 'server', json: {} }), 200, { success: true });
    knownError(await t.api('GET', `/users/${user.id}`, { as: 'server' }), 'USER_NOT_FOUND');
    knownError(await t.api('DELETE', `/users/${user.id}`, { as: 'server', json: {} }), 'USER_NOT_FOUND');
  },
});
