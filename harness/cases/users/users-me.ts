import { defineCase } from '../../define-case.js';
import * as expect from '../../expect.js';
import { knownError } from '../../known-errors.js';
import { me, userWithSession } from '../../flows.js';
import { CLIENT_USER_KEYS, SERVER_USER_KEYS } from './user-shapes.js';

export const usersMeClientView = defineCase({
  area: 'users',
  name: 'users-me-client-view-16-keys',
  endpoints: ['GET /api/v1/users/me'],
  async run(t) {
    const { session, email } = await userWithSession(t, { display_name: 'Ada', client_metadata: { theme: 'dark' }, server_metadata: { secret: 1 } });
    const res = await me(t, session);
    const user = expect.json(res, 200);
    expect.keys(user, CLIENT_USER_KEYS, 'client user', res);
    expect.equal(
      {
        id: user.id, primary_email: user.primary_email, primary_email_verified: user.primary_email_verified, display_name: user.display_name,
        client_metadata: user.client_metadata, client_read_only_metadata: user.client_read_only_metadata, has_password: user.has_password,
        auth_with_email: user.auth_with_email, oauth_providers: user.oauth_providers, selected_team: user.selected_team,
        selected_team_id: user.selected_team_id, requires_totp_mfa: user.requires_totp_mfa, otp_auth_enabled: user.otp_auth_enabled,
        passkey_auth_enabled: user.passkey_auth_enabled, profile_image_url: user.profile_image_url,
      },
      {
        id: session.userId, primary_email: email, primary_email_verified: false, display_name: 'Ada', client_metadata: { theme: 'dark' },
        client_read_only_metadata: null, has_password: false, auth_with_email: false, oauth_providers: [], selected_team: null,
        selected_team_id: null, requires_totp_mfa: false, otp_auth_enabled: false, passkey_auth_enabled: false, profile_image_url: null,
      },
      'client user values',
      res,
    );
    expect.type(user.signed_up_at_millis, 'number', 'signed_up_at_millis', res);
  },
});

export const usersMeServerView = defineCase({
  area: 'users',
  name: 'users-me-server-view-19-keys',
  endpoints: ['GET /api/v1/users/me'],
  async run(t) {
    const { session } = await userWithSession(t, { server_metadata: { secret: 1 } });
    const res = await me(t, session, 'server');
    const user = expect.json(res, 200);
    expect.keys(user, SERVER_USER_KEYS, 'server user', res);
    expect.equal({ server_metadata: user.server_metadata, primary_email_auth_enabled: user.primary_email_auth_enabled }, { server_metadata: { secret: 1 }, primary_email_auth_enabled: true }, 'server fields', res);
    expect.type(user.last_active_at_millis, 'number', 'last_active_at_millis', res);
  },
});

export const usersMeWithoutUser = defineCase({
  area: 'users',
  name: 'users-me-without-user',
  endpoints: ['GET /api/v1/users/me'],
  async run(t) {
    knownError(await t.api('GET', '/users/me', { as: 'client' }), 'CANNOT_GET_OWN_USER_WITHOUT_USER');
    const { session } = await userWithSession(t);
    // a refresh token alone does not authenticate a user
    knownError(await t.api('GET', '/users/me', { as: 'client', session: { refreshToken: session.refreshToken } }), 'CANNOT_GET_OWN_USER_WITHOUT_USER');
  },
});
