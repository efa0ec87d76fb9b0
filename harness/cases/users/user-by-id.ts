import { defineCase } from '../../define-case.js';
import * as expect from '../../expect.js';
import { knownError } from '../../known-errors.js';
import { createSession, createUser, refreshGrant } from '../../flows.js';
import { SERVER_USER_KEYS } from './user-shapes.js';

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
