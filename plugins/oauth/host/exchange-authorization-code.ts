/**
 * SERVER-ONLY: the authorization_code grant of POST /auth/oauth/token (the outer leg), in
 * @node-oauth/oauth2-server's order: code known, unused and unexpired → redirect_uri identical → PKCE
 * verifier → code consumed → MFA gate → tokens. The token route (mock-server/routes/oauth-token-route.ts)
 * has already checked client_id/client_secret and that `code` is present.
 */
import { createHash } from 'node:crypto';
import { knownError } from '../../../mock-server/http/api-error.js';
import type { Reply } from '../../../mock-server/http/router.js';
import type { TokenGrantContext } from '../../../mock-server/routes/oauth-token-route.js';
import { issueSession } from '../../../mock-server/core/sessions.js';
import type { Host } from '../../../mock-server/host.js';
import type { ProjectRow } from '../../../mock-server/store/entities.js';
import { assertNoMfa } from '../../../mock-server/core/sign-in.js';
import type { AuthorizationCodeAnswer } from '../contract.js';
import { withoutFragment } from './providers.js';
import { authCodes } from './tables.js';

function verifierMatches(challenge: string, method: string, verifier: string | undefined): boolean {
  if (!challenge) return true;
  if (verifier === undefined) return false;
  const computed = method.toUpperCase() === 'S256' ? createHash('sha256').update(verifier).digest('base64url') : verifier;
  return computed === challenge;
}

/**
 * Exchanges an outer authorization code. `body` holds the grant's form/JSON fields as strings; `project`
 * defaults to the one named by `body.client_id` (the token route has already authenticated the client).
 */
export async function exchangeAuthorizationCode(
  host: Host,
  body: Record<string, string>,
  project: ProjectRow | undefined = host.projects.get(body.client_id ?? ''),
): Promise<Reply> {
  if (!project) throw knownError('INVALID_OAUTH_CLIENT_ID_OR_SECRET', { client_id: null });
  const row = authCodes(host).get(body.code ?? '');
  if (!row || row.project_id !== project.id || row.used || row.expires_at_millis <= host.now()) throw knownError('INVALID_AUTHORIZATION_CODE');
  if (withoutFragment(body.redirect_uri ?? '') !== row.redirect_uri) throw knownError('REDIRECT_URL_NOT_WHITELISTED');
  if (!verifierMatches(row.code_challenge, row.code_challenge_method, body.code_verifier)) throw knownError('INVALID_AUTHORIZATION_CODE');
  authCodes(host).put({ ...row, used: true });
  const user = host.users.get(row.user_id);
  if (!user) throw knownError('INVALID_AUTHORIZATION_CODE');
  assertNoMfa(host, project, user, row.is_new_user);
  const s = await issueSession(host, project.id, user.id);
  const answer: AuthorizationCodeAnswer = {
    access_token: s.access_token,
    token_type: 'Bearer',
    expires_in: 3599,
    refresh_token: s.refresh_token,
    scope: 'legacy',
    newUser: row.is_new_user,
    is_new_user: row.is_new_user,
    afterCallbackRedirectUrl: row.after_callback_redirect_url,
    after_callback_redirect_url: row.after_callback_redirect_url,
  };
  return { status: 200, body: answer };
}

/** The token route's hook (setAuthorizationCodeGrant). */
export const authorizationCodeGrant = (ctx: TokenGrantContext) => exchangeAuthorizationCode(ctx.host, ctx.fields, ctx.project);
