import { AuthError } from './errors.js';
import { randomNonce } from './nonce.js';
import type { AccessType, RequestOptions, Result } from './plugin.js';
import { backoffDelay, giveUpMessage, isIdempotent, isRetryableStatus, MAX_ATTEMPTS, retryAfterDelay } from './retry.js';
import { sleep, type Timers } from './env.js';

export type FetchLike = (input: string, init: RequestInit) => Promise<Response> | Response;

export const CLIENT_VERSION = 'js @tinyauth/sdk@0.2.0';

export interface TransportConfig {
  /** `{baseUrl}/api/v1`, without a trailing slash. */
  apiUrl: string;
  projectId: string;
  accessType: AccessType;
  publishableClientKey?: string;
  secretServerKey?: string;
  superSecretAdminKey?: string;
  adminAccessToken?: string | (() => string | null | Promise<string | null>);
  fetch: FetchLike;
  timers: Timers;
  now: () => number;
  random: () => number;
  log: (message: string) => void;
}

export const ok = <T>(data: T): Result<T> => ({ data, error: null });
export const fail = <T = never>(error: AuthError): Result<T> => ({ data: null, error });

/** Response → Result: `x-stack-actual-status` wins; known errors by header; other failures → HTTP_ERROR. */
export async function parseResponse<T>(res: Response, status: number): Promise<Result<T>> {
  const code = res.headers.get('x-stack-known-error');
  const text = await res.text();
  let json: Record<string, unknown> | undefined;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  if (code || status >= 400) {
    return fail(new AuthError(code ?? 'HTTP_ERROR', String(json?.error ?? text), status, json?.details as Record<string, unknown>));
  }
  return ok((json ?? text) as T);
}

/** Builds `{apiUrl}{path}?{query}`, stripping one trailing slash from the path. */
export function buildUrl(apiUrl: string, path: string, query?: RequestOptions['query']): string {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) if (v != null) search.set(k, String(v));
  const qs = search.toString();
  return (apiUrl + path).replace(/\/$/, '') + (qs ? '?' + qs : '');
}

/**
 * Sends API calls with the `x-stack-*` headers (project id, access type, keys, tokens, nonce) and the
 * retry policy of retry.ts; `refresh` exchanges a refresh token through the form-encoded
 * refresh_token grant of POST /auth/oauth/token.
 */
export function createTransport(cfg: TransportConfig) {
  const keys: Record<string, string | undefined> = {
    'x-stack-publishable-client-key': cfg.publishableClientKey,
    'x-stack-secret-server-key': cfg.secretServerKey,
    'x-stack-super-secret-admin-key': cfg.superSecretAdminKey,
  };

  /** One fetch under the retry policy; `headers()` runs per attempt (fresh nonce). */
  async function exchange<T>(url: string, method: string, headers: () => Record<string, string>, body?: string): Promise<Result<T>> {
    for (let attempt = 1; ; attempt++) {
      const backoff = () => backoffDelay(attempt - 1, cfg.random);
      let res: Response;
      try {
        res = await cfg.fetch(url, { method, headers: headers(), body });
      } catch (cause) {
        if (isIdempotent(method) && attempt < MAX_ATTEMPTS) {
          await sleep(cfg.timers, backoff());
          continue;
        }
        const message = giveUpMessage(method, url, attempt, cause);
        cfg.log(message);
        return fail(new AuthError('NETWORK_ERROR', message, 0, undefined, cause));
      }
      const status = Number(res.headers.get('x-stack-actual-status')) || res.status;
      if (isRetryableStatus(status) && attempt < MAX_ATTEMPTS) {
        const wait = status === 429 ? retryAfterDelay(res.headers.get('retry-after'), cfg.now()) : null;
        await res.body?.cancel();
        await sleep(cfg.timers, wait ?? backoff());
        continue;
      }
      return parseResponse<T>(res, status);
    }
  }

  async function send<T>(path: string, options: RequestOptions, accessToken: string | null): Promise<Result<T>> {
    const method = options.method ?? 'GET';
    const base: Record<string, string> = {
      'x-stack-project-id': cfg.projectId,
      'x-stack-access-type': cfg.accessType,
      'x-stack-client-version': CLIENT_VERSION,
      'x-stack-override-error-status': 'true',
    };
    for (const [name, value] of Object.entries(keys)) if (value) base[name] = value;
    const a = cfg.adminAccessToken;
    const admin = typeof a === 'function' ? await a() : a;
    if (admin) base['x-stack-admin-access-token'] = admin;
    if (accessToken) base['x-stack-access-token'] = accessToken;
    const body: string | undefined = JSON.stringify(options.body); // undefined stays undefined
    if (body) base['content-type'] = 'application/json';
    return exchange<T>(
      buildUrl(cfg.apiUrl, path, options.query),
      method,
      () => ({ ...base, 'x-stack-random-nonce': randomNonce(), ...options.headers }),
      body,
    );
  }

  /** POST /auth/oauth/token, refresh grant, form-encoded, no x-stack headers. */
  async function refresh(refreshToken: string): Promise<Result<string>> {
    const form = new URLSearchParams({
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
      client_id: cfg.projectId,
      client_secret: cfg.publishableClientKey ?? '',
    });
    const headers = { 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8', accept: 'application/json' };
    const r = await exchange<{ access_token?: unknown }>(cfg.apiUrl + '/auth/oauth/token', 'POST', () => headers, form.toString());
    const token = r.data?.access_token;
    return r.error ? r : typeof token === 'string' ? ok(token) : fail(new AuthError('HTTP_ERROR', 'No access_token'));
  }

  return { send, refresh };
}
