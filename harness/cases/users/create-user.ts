import { defineCase } from '../../define-case.js';
import * as expect from '../../expect.js';
import { knownError, schemaError } from '../../known-errors.js';
import { createUser } from '../../flows.js';
import { SERVER_USER_KEYS } from './user-shapes.js';
import type { Res } from '../../http.js';

/** The hosted API's create routes print the unknown-properties line twice (PATCH prints it once). */
export function expectCreateUserUnknownProperty(res: Res): void {
  schemaError(res, 'POST', '/api/v1/users', ['body contains unknown properties: selected_team_id', 'body contains unknown properties: selected_team_id']);
}

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
    expectCreateUserUnknownProperty(await post({ selected_team_id: '00000000-0000-4000-8000-000000000000' }));
  },
});
