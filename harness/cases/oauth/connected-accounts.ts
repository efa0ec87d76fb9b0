import { defineCase } from '../../define-case.js';
import * as expect from '../../expect.js';
import { knownError, type KnownCode } from '../../known-errors.js';
import type { Res } from '../../http.js';
import { createUser, userWithSession } from '../../flows.js';

/** A known error's status and exact JSON body, with no x-stack-known-error header (the deprecated alias). */
export function expectAliasError(res: Res, code: KnownCode): void {
  knownError(res, code, undefined, { withoutHeader: true });
}

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
    // The deprecated alias of the `me` form answers that form's status and JSON body, but without the
    // x-stack-known-error header.
    const alias = (provider: string) =>
      t.api('POST', `/auth/oauth/connected-accounts/${provider}/access-token`, { as: 'client', project, session, json: { scope: 'repo' } });
    expectAliasError(await alias('google'), 'OAUTH_PROVIDER_NOT_FOUND_OR_NOT_ENABLED');
    expectAliasError(await alias('github'), 'OAUTH_CONNECTION_NOT_CONNECTED_TO_USER');
  },
});
