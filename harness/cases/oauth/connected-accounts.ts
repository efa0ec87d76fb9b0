import { defineCase } from '../../define-case.js';
import * as expect from '../../expect.js';
import { knownError } from '../../known-errors.js';
import { createUser, userWithSession } from '../../flows.js';

export const connectedAccountErrors = defineCase({
  area: 'oauth',
  name: 'connected-account-access-token-errors',
  endpoints: ['POST /api/v1/connected-accounts/:user_id/:provider_id/access-token', 'POST /api/v1/auth/oauth/connected-accounts/:provider_id/access-token'],
  async run(t) {
    const project = await t.newProject({
      oauth_providers: [{ id: 'github', enabled: true, type: 'standard', client_id: 'harness-client-id', client_secret: 'harness-client-secret' }],
    });
    const { session } = await userWithSession(t, {}, project);
    const other = await createUser(t, {}, project);
    const post = (path: string) => t.api('POST', `/connected-accounts/${path}/access-token`, { as: 'client', project, session, json: { scope: 'repo' } });
    expect.text(await post(`${other.id}/github`), 403, 'Client can only access its own connected accounts');
    knownError(await post('me/google'), 'OAUTH_PROVIDER_NOT_FOUND_OR_NOT_ENABLED');
    knownError(await post('me/github'), 'OAUTH_CONNECTION_NOT_CONNECTED_TO_USER');
    // deprecated alias of the `me` form
    const alias = (provider: string) =>
      t.api('POST', `/auth/oauth/connected-accounts/${provider}/access-token`, { as: 'client', project, session, json: { scope: 'repo' } });
    knownError(await alias('google'), 'OAUTH_PROVIDER_NOT_FOUND_OR_NOT_ENABLED');
    knownError(await alias('github'), 'OAUTH_CONNECTION_NOT_CONNECTED_TO_USER');
  },
});
