/**
 * SERVER-ONLY: the host's built-in OAuth/OIDC provider, standing in for GitHub, Google, … (the real dev
 * setup points every shared provider at a mock OIDC server on :8114; ours lives in-process).
 *
 * - Browser leg: GET /__dev/oauth-provider/authorize with the usual OAuth query. With `login_hint={email}`
 *   it approves at once as that identity (302 to redirect_uri?code&state); with `deny=1` it answers
 *   `error=access_denied`; otherwise it shows a small form (POST back with login_hint or deny).
 * - It answers only this host's own OAuth callback (`{origin}/api/v1/auth/oauth/callback/{provider}`) as
 *   redirect_uri, so it never sends a browser, an error or a code anywhere else; its form is read with the
 *   request body limit.
 * - Back-channel (token, refresh, userinfo) are plain functions the callback calls: no network.
 * Codes live 10 minutes and work once; access tokens live 1 hour; refresh keeps the granted scopes.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Hono } from 'hono';
import type { Host } from '../../../mock-server/host.js';
import { DEV_PAGE_CSS, FAVICON } from '../../../mock-server/dev/page-chrome.js';
import { ApiError } from '../../../mock-server/http/api-error.js';
import { errorResponse } from '../../../mock-server/http/respond.js';
import { readTextLimited } from '../../../mock-server/security/body-limit.js';
import { publicOrigin } from '../../../mock-server/security/host-security.js';

export const PROVIDER_AUTHORIZE_PATH = '/__dev/oauth-provider/authorize';
export const PROVIDER_TOKEN_LIFETIME_MS = 3600_000;
const CODE_LIFETIME_MS = 600_000;

export interface ProviderIdentity {
  account_id: string;
  email: string;
  email_verified: boolean;
  display_name: string | null;
  profile_image_url: string | null;
}

interface GrantRow {
  id: string;
  kind: 'code' | 'access' | 'refresh';
  client_id: string;
  redirect_uri: string;
  code_challenge: string | null;
  scope: string;
  identity: ProviderIdentity;
  expires_at_millis: number;
}

const grants = (host: Host) => host.table<GrantRow>('oauth_mock_provider_grants');
const random = () => randomBytes(24).toString('hex');

/** A stable identity per e-mail (the same e-mail is the same provider account). */
export function identityFor(email: string, name?: string): ProviderIdentity {
  return {
    account_id: createHash('sha256').update(email.toLowerCase()).digest('hex').slice(0, 20),
    email,
    email_verified: true,
    display_name: name || email.split('@')[0],
    profile_image_url: null,
  };
}

export interface ProviderTokens {
  access_token: string;
  refresh_token: string;
  scope: string;
  expires_at_millis: number;
}

function issueTokens(host: Host, g: Omit<GrantRow, 'id' | 'kind' | 'expires_at_millis'>): ProviderTokens {
  const now = host.now();
  const access = grants(host).put({ ...g, id: random(), kind: 'access', expires_at_millis: now + PROVIDER_TOKEN_LIFETIME_MS });
  const refresh = grants(host).put({ ...g, id: random(), kind: 'refresh', expires_at_millis: Number.MAX_SAFE_INTEGER });
  return { access_token: access.id, refresh_token: refresh.id, scope: g.scope, expires_at_millis: access.expires_at_millis };
}

export type ProviderResult<T> = { ok: true; value: T } | { ok: false; error: 'invalid_grant' | 'invalid_client' };

/** The token endpoint's authorization_code grant (RFC 6749 §4.1.3 + RFC 7636 S256). */
export function exchangeProviderCode(
  host: Host,
  p: { code: string; client_id: string; client_secret: string; redirect_uri: string; code_verifier: string },
): ProviderResult<ProviderTokens> {
  if (!p.client_secret) return { ok: false, error: 'invalid_client' };
  const g = grants(host).get(p.code);
  if (!g || g.kind !== 'code' || g.expires_at_millis <= host.now() || g.client_id !== p.client_id || g.redirect_uri !== p.redirect_uri) {
    return { ok: false, error: 'invalid_grant' };
  }
  const challenge = createHash('sha256').update(p.code_verifier).digest('base64url');
  if (g.code_challenge !== null && g.code_challenge !== challenge) return { ok: false, error: 'invalid_grant' };
  grants(host).delete(g.id);
  return { ok: true, value: issueTokens(host, g) };
}

/** The refresh_token grant: a new access token with the originally granted scopes. */
export function refreshProviderToken(host: Host, refreshToken: string): ProviderResult<ProviderTokens> {
  const g = grants(host).get(refreshToken);
  if (!g || g.kind !== 'refresh') return { ok: false, error: 'invalid_grant' };
  const now = host.now();
  const access = grants(host).put({ ...g, id: random(), kind: 'access', expires_at_millis: now + PROVIDER_TOKEN_LIFETIME_MS });
  return { ok: true, value: { access_token: access.id, refresh_token: refreshToken, scope: g.scope, expires_at_millis: access.expires_at_millis } };
}

/** The userinfo endpoint. */
export function providerUserInfo(host: Host, accessToken: string): ProviderIdentity | null {
  const g = grants(host).get(accessToken);
  return g && g.kind === 'access' && g.expires_at_millis > host.now() ? g.identity : null;
}

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function loginPage(action: string, clientId: string): Response {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Mock OAuth provider</title>${FAVICON}<style>${DEV_PAGE_CSS}form{display:flex;flex-direction:column;gap:.75rem;margin-top:.75rem}.deny button{background:none;color:var(--text)}</style></head>
<body><main><div class="card narrow"><h1>Mock OAuth provider</h1><p class="muted">Sign in to <code>${esc(clientId)}</code> as:</p>
<form method="post" action="${esc(action)}"><label for="hint">Email</label><input id="hint" name="login_hint" type="email" required value="test@example.com">
<button type="submit">Approve</button></form>
<form method="post" action="${esc(action)}" class="deny"><input type="hidden" name="deny" value="1"><button type="submit">Deny</button></form></div></main></body></html>`;
  return new Response(html, { status: 200, headers: { 'content-type': 'text/html; charset=utf-8' } });
}

/** True when `uri` is exactly this host's callback for some provider: `{origin}/api/v1/auth/oauth/callback/{id}`. */
function isOwnCallback(uri: string, origin: string): boolean {
  const u = new URL(uri);
  return u.origin === origin && /^\/api\/v1\/auth\/oauth\/callback\/[^/]+$/.test(u.pathname) && !u.search && !u.hash && !u.username && !u.password;
}

/** Mounts the browser leg of the provider on the host app. */
export function mountMockProvider(app: Hono, host: Host): void {
  app.on(['GET', 'POST'], PROVIDER_AUTHORIZE_PATH, async (c) => {
    const url = new URL(c.req.url);
    const q = Object.fromEntries(url.searchParams);
    let form: Record<string, string> = {};
    if (c.req.method === 'POST') {
      try {
        form = Object.fromEntries(new URLSearchParams(await readTextLimited(c.req.raw)));
      } catch (e) {
        if (e instanceof ApiError) return errorResponse(e);
        throw e;
      }
    }
    const input = { ...q, ...form };
    const redirectUri = input.redirect_uri;
    if (!redirectUri || !URL.canParse(redirectUri) || input.response_type !== 'code' || !input.client_id) {
      return new Response('invalid_request: client_id, redirect_uri and response_type=code are required', { status: 400 });
    }
    const origin = publicOrigin(host, c.req.raw);
    if (!isOwnCallback(redirectUri, origin)) {
      return new Response(`invalid_request: redirect_uri must be this host's OAuth callback, ${origin}/api/v1/auth/oauth/callback/{provider}`, { status: 400 });
    }
    const back = new URL(redirectUri);
    const status = c.req.method === 'POST' ? 303 : 302;
    if (input.deny) {
      back.searchParams.set('error', 'access_denied');
      if (input.state) back.searchParams.set('state', input.state);
      return new Response(null, { status, headers: { location: back.href } });
    }
    if (!input.login_hint) return loginPage(url.pathname + url.search, input.client_id);
    const code = grants(host).put({
      id: random(),
      kind: 'code',
      client_id: input.client_id,
      redirect_uri: redirectUri,
      code_challenge: input.code_challenge || null,
      scope: input.scope ?? '',
      identity: identityFor(input.login_hint, input.name),
      expires_at_millis: host.now() + CODE_LIFETIME_MS,
    });
    back.searchParams.set('code', code.id);
    if (input.state) back.searchParams.set('state', input.state);
    host.db.flush();
    return new Response(null, { status, headers: { location: back.href } });
  });
}
