import { defineCase } from '../../define-case.js';
import * as expect from '../../expect.js';
import { knownError } from '../../known-errors.js';
import { userWithSession } from '../../flows.js';
import { CLIENT_USER_KEYS } from './user-shapes.js';

const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

export const patchMeClient = defineCase({
  area: 'users',
  name: 'patch-me-client-fields',
  endpoints: ['PATCH /api/v1/users/me'],
  async run(t) {
    const { session } = await userWithSession(t);
    const res = await t.api('PATCH', '/users/me', { as: 'client', session, json: { display_name: 'Grace', client_metadata: { a: [1, 2] }, profile_image_url: PNG } });
    const user = expect.json(res, 200);
    expect.keys(user, CLIENT_USER_KEYS, 'client user', res);
    expect.equal({ d: user.display_name, m: user.client_metadata, p: user.profile_image_url }, { d: 'Grace', m: { a: [1, 2] }, p: PNG }, 'updated fields', res);
    const cleared = expect.json(await t.api('PATCH', '/users/me', { as: 'client', session, json: { display_name: '' } }), 200);
    expect.equal(cleared.display_name, null, 'display_name "" is stored as null');
  },
});

export const patchMeClientRules = defineCase({
  area: 'users',
  name: 'patch-me-client-rules',
  endpoints: ['PATCH /api/v1/users/me'],
  async run(t) {
    const { session } = await userWithSession(t);
    expect.text(await t.api('PATCH', '/users/me', { as: 'client', session, json: { profile_image_url: 'https://example.com/a.png' } }), 400, 'Invalid profile image URL');
    expect.text(
      await t.api('PATCH', '/users/me', { as: 'client', session, json: { passkey_auth_enabled: true } }),
      400,
      'Cannot manually enable passkey auth, it is enabled iff there is a passkey auth method',
    );
    knownError(await t.api('PATCH', '/users/me', { as: 'client', json: { display_name: 'x' } }), 'CANNOT_GET_OWN_USER_WITHOUT_USER');
  },
});

export const deleteMeClient = defineCase({
  area: 'users',
  name: 'delete-me-client-deletion-flag',
  endpoints: ['DELETE /api/v1/users/me', 'GET /api/v1/users/:user_id'],
  async run(t) {
    const { session } = await userWithSession(t);
    expect.text(await t.api('DELETE', '/users/me', { as: 'client', session, json: {} }), 400, 'Client user deletion is not enabled for this project');
    const project = await t.newProject({ client_user_deletion_enabled: true });
    const other = await userWithSession(t, {}, project);
    expect.json(await t.api('DELETE', '/users/me', { as: 'client', project, session: other.session, json: {} }), 200, { success: true });
    knownError(await t.api('GET', `/users/${other.session.userId}`, { as: 'server', project }), 'USER_NOT_FOUND');
  },
});
