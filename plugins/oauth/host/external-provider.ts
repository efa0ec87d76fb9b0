/**
 * SERVER-ONLY: shared OAuth providers against one external OpenID Connect issuer (the hosted API's local
 * setup, `STACK_OAUTH_MOCK_URL`). Per provider id: discovery from `<issuer>/.well-known/openid-configuration`,
 * client id = the provider id, client secret `MOCK-SERVER-SECRET`, scope `openid` (plus any extra scopes),
 * PKCE S256, redirect URI `<api url>/api/v1/auth/oauth/callback/<provider id>`. The identity comes from
 * the userinfo endpoint: account id = e-mail = `sub`, display name = `name` (null when absent), profile image =
 * `picture`, and the e-mail is not verified (as the hosted API maps it).
 * Everything protocol-level goes through panva's openid-client.
 */
import * as oidc from 'openid-client';
import { knownError, textError } from '../../../mock-server/http/api-error.js';
import type { Host } from '../../../mock-server/host.js';
import type { ProviderIdentity, ProviderTokens } from './mock-provider.js';

export const EXTERNAL_CLIENT_SECRET = 'MOCK-SERVER-SECRET';
export const EXTERNAL_BASE_SCOPE = 'openid';

/** The hosted API's answers to a failed inner leg (shared by the built-in and the external provider). */
export const INVALID_GRANT = 'Inner OAuth callback failed due to invalid grant. Please try again.';
export const INVALID_CLIENT = 'Invalid client credentials for this OAuth provider. Please ensure the configuration in the Stack Auth dashboard is correct.';

const configs = new WeakMap<Host, Map<string, Promise<oidc.Configuration>>>();

/** The issuer URL the host was started with, or null (then the built-in provider page is used). */
export const externalIssuer = (host: Host): string | null => host.options.oauthProviderUrl ?? null;

/** An unreachable or broken issuer is a clear 502, not a crash. */
function unreachable(host: Host, e: unknown): never {
  throw textError(502, `The OAuth provider at ${externalIssuer(host)} could not be reached or answered unexpectedly (${e instanceof Error ? e.message : String(e)}).`);
}

/** Discovery once per host and provider id (a failed discovery is retried on the next request). */
async function configFor(host: Host, providerId: string): Promise<oidc.Configuration> {
  try {
    return await discover(host, providerId);
  } catch (e) {
    return unreachable(host, e);
  }
}

function discover(host: Host, providerId: string): Promise<oidc.Configuration> {
  const issuer = externalIssuer(host);
  if (!issuer) throw new Error('no external OAuth provider configured');
  let byId = configs.get(host);
  if (!byId) configs.set(host, (byId = new Map()));
  let p = byId.get(providerId);
  if (!p) {
    p = oidc.discovery(new URL(issuer), providerId, EXTERNAL_CLIENT_SECRET, oidc.ClientSecretPost(EXTERNAL_CLIENT_SECRET), {
      execute: new URL(issuer).protocol === 'http:' ? [oidc.allowInsecureRequests] : [],
    });
    p.catch(() => byId.delete(providerId));
    byId.set(providerId, p);
  }
  return p;
}

/** The host's callback URL for a provider: the inner leg's redirect URI. */
export const callbackUri = (origin: string, providerId: string) => `${origin}/api/v1/auth/oauth/callback/${providerId}`;

/** The issuer's authorization URL for the inner leg. */
export async function externalAuthorizeUrl(
  host: Host,
  providerId: string,
  p: { origin: string; state: string; codeChallenge: string; extraScope: string | null },
): Promise<URL> {
  const config = await configFor(host, providerId);
  const scope = [...new Set([EXTERNAL_BASE_SCOPE, ...(p.extraScope ?? '').split(' ')].filter(Boolean))].join(' ');
  return oidc.buildAuthorizationUrl(config, {
    redirect_uri: callbackUri(p.origin, providerId),
    scope,
    state: p.state,
    code_challenge: p.codeChallenge,
    code_challenge_method: 'S256',
    response_type: 'code',
    access_type: 'offline',
  });
}

const providerError = (e: unknown): string | null =>
  e instanceof oidc.ResponseBodyError || e instanceof oidc.AuthorizationResponseError ? e.error : null;

/**
 * Finishes the inner leg from the callback's parameters: checks state, exchanges the code with the PKCE
 * verifier, reads userinfo. Provider errors become the hosted API's answers.
 */
export async function externalCallback(
  host: Host,
  providerId: string,
  p: { origin: string; params: Record<string, string>; state: string; codeVerifier: string },
): Promise<{ identity: ProviderIdentity; tokens: ProviderTokens }> {
  const config = await configFor(host, providerId);
  const current = new URL(callbackUri(p.origin, providerId));
  for (const [k, v] of Object.entries(p.params)) current.searchParams.set(k, v);
  let tokens: oidc.TokenEndpointResponse & oidc.TokenEndpointResponseHelpers;
  try {
    tokens = await oidc.authorizationCodeGrant(config, current, { pkceCodeVerifier: p.codeVerifier, expectedState: p.state, idTokenExpected: true });
  } catch (e) {
    const code = providerError(e);
    if (code === 'access_denied') throw knownError('OAUTH_PROVIDER_ACCESS_DENIED');
    if (code === 'invalid_client') throw textError(400, INVALID_CLIENT);
    if (code !== null || e instanceof oidc.ClientError) throw textError(400, INVALID_GRANT);
    return unreachable(host, e);
  }
  const sub = tokens.claims()?.sub;
  if (!sub) throw textError(400, INVALID_GRANT);
  const info = await oidc.fetchUserInfo(config, tokens.access_token, sub).catch((e: unknown) => unreachable(host, e));
  const str = (v: unknown) => (typeof v === 'string' && v ? v : null);
  return {
    identity: {
      account_id: info.sub,
      email: info.sub,
      email_verified: false,
      display_name: str(info.name),
      profile_image_url: str(info.picture),
    },
    tokens: {
      access_token: tokens.access_token,
      refresh_token: tokens.refresh_token ?? '',
      scope: tokens.scope ?? '',
      expires_at_millis: host.now() + (tokens.expiresIn() ?? 3600) * 1000,
    },
  };
}
