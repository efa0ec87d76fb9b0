/**
 * SERVER-ONLY: GET|POST /auth/oauth/callback/{provider_id}. Checks the inner cookie and the
 * stored outer request, finishes the provider leg in-process, links/signs in/signs up, then issues an outer
 * authorization code: 307 to redirect_uri with `code` and `state` appended. Known errors go to the error
 * redirect URL (307 with errorCode, message, details) when one was given and is trusted. Every answer
 * deletes the inner cookie. The provider leg runs with the provider named in the path: when that is not the one the
 * flow started with, the issuer refuses the code (400 text `Inner OAuth callback failed due to invalid grant…`).
 */
import { randomBytes } from 'node:crypto';
import { ApiError, knownError, textError } from '../../../mock-server/http/api-error.js';
import { baseHeaders, errorResponse, JSON_TYPE } from '../../../mock-server/http/respond.js';
import type { Router } from '../../../mock-server/http/router.js';
import { object, string } from '../../../mock-server/http/schema.js';
import { isTrustedUrl } from '../../../mock-server/core/trusted-url.js';
import type { Host } from '../../../mock-server/host.js';
import { INNER_COOKIE_PREFIX } from '../contract.js';
import { exchangeProviderCode, providerUserInfo, type ProviderIdentity, type ProviderTokens } from './mock-provider.js';
import { enabledProvider, providerClient, usesExternalIssuer } from './providers.js';
import { callbackUri, externalCallback, INVALID_CLIENT, INVALID_GRANT } from './external-provider.js';
import { signInWithProvider } from './sign-in-with-provider.js';
import { publicOrigin } from '../../../mock-server/security/host-security.js';
import { AUTH_CODE_LIFETIME_MS, OUTER_INFO_LIFETIME_MS, authCodes, outerInfos, type OuterInfoRow } from './tables.js';

const COOKIE_MISSING = 'OAuth cookie not found. This is likely because you refreshed the page during the OAuth sign in process. Please try signing in again';

function cookie(req: Request, name: string): string | null {
  for (const part of (req.headers.get('cookie') ?? '').split(';')) {
    const i = part.indexOf('=');
    if (i > 0 && part.slice(0, i).trim() === name) return part.slice(i + 1).trim();
  }
  return null;
}

const redirect = (location: string, body: string | null = null) =>
  new Response(body, { status: 307, headers: baseHeaders(body === null ? { location } : { location, 'content-type': JSON_TYPE }) });

/** The inner leg against the host's built-in provider page (in-process, no network). */
function builtInCallback(host: Host, req: Request, outer: OuterInfoRow, providerId: string, client: { client_id: string; client_secret: string }, input: Record<string, string>): { identity: ProviderIdentity; tokens: ProviderTokens } {
  const exchanged = exchangeProviderCode(host, {
    code: input.code ?? '',
    ...client,
    redirect_uri: callbackUri(publicOrigin(host, req), providerId),
    code_verifier: outer.inner_code_verifier,
  });
  if (!exchanged.ok) {
    throw textError(400, exchanged.error === 'invalid_client' ? INVALID_CLIENT : INVALID_GRANT);
  }
  const identity = providerUserInfo(host, exchanged.value.access_token);
  if (!identity) throw textError(400, INVALID_GRANT);
  return { identity, tokens: exchanged.value };
}

/** Provider leg + account handling + outer code. Throws ApiErrors. */
async function complete(host: Host, req: Request, outer: OuterInfoRow, providerId: string, input: Record<string, string>): Promise<Response> {
  const project = host.projects.get(outer.project_id);
  if (!project) throw textError(400, 'Invalid OAuth cookie. Please try signing in again.');
  if (host.now() - outer.created_at_millis > OUTER_INFO_LIFETIME_MS) throw knownError('OUTER_OAUTH_TIMEOUT');
  const provider = enabledProvider(project, providerId);
  if (input.error === 'access_denied') throw knownError('OAUTH_PROVIDER_ACCESS_DENIED');
  const { identity, tokens } = usesExternalIssuer(host, provider)
    ? await externalCallback(host, providerId, { origin: publicOrigin(host, req), params: input, state: outer.id, codeVerifier: outer.inner_code_verifier })
    : builtInCallback(host, req, outer, providerId, providerClient(provider), input);
  const { user, isNewUser } = await signInWithProvider(host, project, outer, identity, tokens);

  if (!isTrustedUrl(project, outer.redirect_uri)) throw knownError('REDIRECT_URL_NOT_WHITELISTED');
  if (outer.scope !== 'legacy') throw textError(400, 'Invalid scope requested. Please check the scopes you are requesting.');
  const code = authCodes(host).put({
    id: randomBytes(32).toString('hex'),
    project_id: project.id,
    user_id: user.id,
    is_new_user: isNewUser,
    redirect_uri: outer.redirect_uri,
    code_challenge: outer.code_challenge,
    code_challenge_method: outer.code_challenge_method,
    after_callback_redirect_url: outer.after_callback_redirect_url,
    expires_at_millis: host.now() + AUTH_CODE_LIFETIME_MS,
    used: false,
  });
  const to = new URL(outer.redirect_uri);
  to.searchParams.append('code', code.id);
  to.searchParams.append('state', outer.state);
  return redirect(to.href, '{}');
}

/** A known error → 307 to the trusted error redirect URL; anything else → the normal error answer. */
function errorAnswer(host: Host, outer: OuterInfoRow | undefined, e: ApiError): Response {
  const project = outer && host.projects.get(outer.project_id);
  const target = outer?.error_redirect_url;
  if (e.code !== null && project && target && isTrustedUrl(project, target)) {
    const to = new URL(target);
    to.searchParams.set('errorCode', e.code);
    to.searchParams.set('message', e.message);
    to.searchParams.set('details', JSON.stringify(e.details ?? {}));
    return redirect(to.href);
  }
  return errorResponse(e);
}

async function callback(host: Host, req: Request, providerId: string, input: Record<string, string>): Promise<Response> {
  const state = input.state ?? '';
  const name = `${INNER_COOKIE_PREFIX}${state}`;
  let outer: OuterInfoRow | undefined;
  let res: Response;
  try {
    if (cookie(req, name) !== 'true') throw textError(400, COOKIE_MISSING);
    outer = outerInfos(host).get(state);
    if (!outer) throw textError(400, 'Invalid OAuth cookie. Please try signing in again.');
    outerInfos(host).delete(state);
    res = await complete(host, req, outer, providerId, input);
  } catch (e) {
    if (!(e instanceof ApiError)) throw e;
    res = errorAnswer(host, outer, e);
  }
  const headers = new Headers(res.headers);
  headers.append('set-cookie', `${name}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Max-Age=0; HttpOnly`);
  return new Response(res.body, { status: res.status, headers });
}

const anything = object({}, { allowUnknown: true });
const strings = (o: unknown) =>
  Object.fromEntries(Object.entries((o ?? {}) as Record<string, unknown>).filter(([, v]) => typeof v === 'string')) as Record<string, string>;

export function callbackRoutes(r: Router): void {
  const params = object({ provider_id: string() });
  r.add({ method: 'GET', path: '/auth/oauth/callback/:provider_id', access: 'optional', query: anything, params,
    handler: ({ host, req, query, params: p }) => callback(host, req, p.provider_id, strings(query)) });
  r.add({ method: 'POST', path: '/auth/oauth/callback/:provider_id', access: 'optional', query: anything, params, body: anything.optional(),
    handler: ({ host, req, query, body, params: p }) => callback(host, req, p.provider_id, { ...strings(query), ...strings(body) }) });
}
