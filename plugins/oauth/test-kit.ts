/**
 * TEST-ONLY: drives the OAuth round trip against an in-process host exactly as a browser would
 * (authorize → built-in provider → callback with the inner cookie), and the token exchange as the SDK does.
 * Never imported by library code.
 */
import { createHash } from 'node:crypto';
import type { Kit } from '../password/test-kit.js';
import { DEV_KEYS } from '../../mock-server/store/seed.js';

export const API = 'http://localhost:8102/api/v1';
export const APP_CALLBACK = 'http://localhost:3000/handler/oauth-callback';
export const VERIFIER = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';
export const challengeOf = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

export interface FlowOptions {
  provider?: string;
  email?: string;
  state?: string;
  redirectUri?: string;
  verifier?: string;
  /** Extra authorize query (type, token, provider_scope, error_redirect_url, after_callback_redirect_url…). */
  query?: Record<string, string>;
  /** The user refuses at the provider. */
  deny?: boolean;
  /** Runs between the provider's answer and the callback (e.g. advance the clock). */
  beforeCallback?: () => void;
}

export function authorizeUrl(o: FlowOptions = {}): string {
  const q = new URLSearchParams({
    client_id: DEV_KEYS.projectId,
    client_secret: DEV_KEYS.publishableClientKey,
    redirect_uri: o.redirectUri ?? APP_CALLBACK,
    scope: 'legacy',
    state: o.state ?? 'outer-state',
    grant_type: 'authorization_code',
    code_challenge: challengeOf(o.verifier ?? VERIFIER),
    code_challenge_method: 'S256',
    response_type: 'code',
    ...o.query,
  });
  return `${API}/auth/oauth/authorize/${o.provider ?? 'github'}?${q}`;
}

/** The cookie pair (`name=value`) of a Set-Cookie header. */
export const cookiePair = (setCookie: string | null) => (setCookie ?? '').split(';')[0];

export async function runFlow(k: Kit, o: FlowOptions = {}) {
  const authorize = await k.app.request(authorizeUrl(o));
  const providerUrl = new URL(authorize.headers.get('location') ?? 'http://invalid/');
  providerUrl.searchParams.set(o.deny ? 'deny' : 'login_hint', o.deny ? '1' : (o.email ?? 'octo@example.com'));
  const provider = await k.app.request(providerUrl.href);
  o.beforeCallback?.();
  const callbackUrl = provider.headers.get('location') ?? `${API}/auth/oauth/callback/${o.provider ?? 'github'}`;
  const callback = await k.app.request(callbackUrl, { headers: { cookie: cookiePair(authorize.headers.get('set-cookie')) } });
  const location = callback.headers.get('location');
  const back = location ? new URL(location) : null;
  return { authorize, providerUrl, provider, callback, location, code: back?.searchParams.get('code') ?? null };
}

/** POST /auth/oauth/token, authorization_code grant, form-encoded like oauth4webapi. */
export async function exchange(k: Kit, code: string, o: { redirectUri?: string; verifier?: string } = {}) {
  const res = await k.app.request(`${API}/auth/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8', accept: 'application/json' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: o.redirectUri ?? APP_CALLBACK,
      code_verifier: o.verifier ?? VERIFIER,
      client_id: DEV_KEYS.projectId,
      client_secret: DEV_KEYS.publishableClientKey,
    }).toString(),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, text, body: text ? JSON.parse(text) : null };
}
