/**
 * SERVER-ONLY: GET /auth/oauth/authorize/{provider_id}. Checks the client, provider and (for
 * `link`) the user's token and the trusted-URL rule for `after_callback_redirect_url` (the token answer
 * hands it back, and the app sends the browser there), stores the outer request under a fresh inner state,
 * and answers 307 to the provider with the `stack-oauth-inner-{state}` cookie.
 */
import { createHash, randomBytes } from 'node:crypto';
import { knownError, textError } from '../../../mock-server/http/api-error.js';
import { keyMatches } from '../../../mock-server/security/api-key-hash.js';
import { baseHeaders } from '../../../mock-server/http/respond.js';
import type { Router } from '../../../mock-server/http/router.js';
import { object, oneOf, string, url } from '../../../mock-server/http/schema.js';
import { accessTokenError } from '../../../mock-server/tokens/access-tokens.js';
import type { Host } from '../../../mock-server/host.js';
import { INNER_COOKIE_PREFIX } from '../contract.js';
import { PROVIDER_AUTHORIZE_PATH } from './mock-provider.js';
import { enabledProvider, mergeScopes, providerClient, usesExternalIssuer, withoutFragment } from './providers.js';
import { callbackUri, externalAuthorizeUrl } from './external-provider.js';
import { OUTER_INFO_LIFETIME_MS, outerInfos } from './tables.js';
import { publicOrigin } from '../../../mock-server/security/host-security.js';
import { isTrustedUrl } from '../../../mock-server/core/trusted-url.js';

const query = object({
  client_id: string(),
  client_secret: string(),
  redirect_uri: url(),
  scope: string(),
  state: string(),
  grant_type: oneOf(['authorization_code'] as const),
  code_challenge: string(),
  code_challenge_method: string(),
  response_type: string(),
  type: oneOf(['authenticate', 'link'] as const).optional(),
  token: string().optional(),
  provider_scope: string().optional(),
  error_redirect_url: url().optional(),
  error_redirect_uri: url().optional(),
  after_callback_redirect_url: string().optional(),
});

function validPublishableKey(host: Host, projectId: string, key: string): boolean {
  const now = host.now();
  return host.apiKeys.filter((k) => k.project_id === projectId && k.manually_revoked_at_millis === undefined && k.expires_at_millis > now)
    .some((k) => k.publishable_client_key !== undefined && keyMatches(k.publishable_client_key, key));
}

/** The user id a `link` request acts for (its `token`), with the hosted errors for a bad token. */
async function linkingUser(host: Host, projectId: string, token: string): Promise<string> {
  const r = await host.tokens.verify(token);
  if (!r.ok) throw accessTokenError(r);
  if (r.claims.aud !== projectId) throw textError(403, 'The access token is not valid for this project');
  return r.claims.sub;
}

export function authorizeRoute(r: Router): void {
  r.add({
    method: 'GET',
    path: '/auth/oauth/authorize/:provider_id',
    access: 'optional',
    query,
    params: object({ provider_id: string() }),
    async handler({ host, req, query: q, params }) {
      const providerId = params.provider_id;
      const project = host.projects.get(q.client_id);
      if (!project) throw knownError('INVALID_OAUTH_CLIENT_ID_OR_SECRET', { client_id: q.client_id });
      if (!validPublishableKey(host, project.id, q.client_secret)) throw knownError('INVALID_PUBLISHABLE_CLIENT_KEY', { project_id: project.id });
      if (q.after_callback_redirect_url !== undefined && !isTrustedUrl(project, q.after_callback_redirect_url)) throw knownError('REDIRECT_URL_NOT_WHITELISTED');
      const provider = enabledProvider(project, providerId);
      const type = q.type ?? 'authenticate';
      const userId = type === 'link' ? await linkingUser(host, project.id, q.token ?? '') : null;
      if (type === 'link' && q.provider_scope && provider.type === 'shared') throw knownError('OAUTH_EXTRA_SCOPE_NOT_AVAILABLE_WITH_SHARED_OAUTH_KEYS');

      const innerState = randomBytes(24).toString('base64url');
      const innerVerifier = randomBytes(32).toString('base64url');
      // URLs come from the configured public URL, never from the request's Host header.
      const origin = publicOrigin(host, req);
      outerInfos(host).put({
        id: innerState,
        project_id: project.id,
        provider_id: providerId,
        created_at_millis: host.now(),
        inner_code_verifier: innerVerifier,
        redirect_uri: withoutFragment(q.redirect_uri),
        scope: q.scope,
        state: q.state,
        code_challenge: q.code_challenge,
        code_challenge_method: q.code_challenge_method,
        type,
        user_id: userId,
        provider_scope: q.provider_scope ?? null,
        error_redirect_url: q.error_redirect_uri ?? q.error_redirect_url ?? null,
        after_callback_redirect_url: q.after_callback_redirect_url ?? null,
      });

      const to = new URL(PROVIDER_AUTHORIZE_PATH, origin);
      const params2 = {
        client_id: providerClient(provider).client_id,
        redirect_uri: callbackUri(origin, providerId),
        scope: mergeScopes(providerId, q.provider_scope ?? null),
        code_challenge: createHash('sha256').update(innerVerifier).digest('base64url'),
        code_challenge_method: 'S256',
        state: innerState,
        response_type: 'code',
        access_type: 'offline',
      };
      for (const [k, v] of Object.entries(params2)) to.searchParams.set(k, v);
      const expires = new Date(host.now() + OUTER_INFO_LIFETIME_MS).toUTCString();
      const secure = new URL(req.url).protocol === 'https:' ? '; Secure' : '';
      const location = usesExternalIssuer(host, provider)
        ? (await externalAuthorizeUrl(host, providerId, { origin, state: innerState, codeChallenge: params2.code_challenge, extraScope: q.provider_scope ?? null })).href
        : to.href;
      const headers = baseHeaders({ location });
      headers.append('set-cookie', `${INNER_COOKIE_PREFIX}${innerState}=true; Path=/; Expires=${expires}; Max-Age=600${secure}; HttpOnly`);
      return new Response(null, { status: 307, headers });
    },
  });
}
