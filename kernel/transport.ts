import { AuthError } from './errors';
import { randomNonce } from './nonce';
import type { AccessType, RequestOptions, Result } from './plugin';
import { backoffDelay, giveUpMessage, isIdempotent, isRetryableStatus, MAX_ATTEMPTS, retryAfterDelay } from './retry';
import { sleep, type Timers } from './env';

export type FetchLike = (input: string, init: RequestInit) => Promise<Response> | Response;

export const CLIENT_VERSION = 'js @tinyauth/sdk@0.1.0';

export interface TransportConfig {
  /** `{baseUrl}/api/v1`, without a trailing slash. */
  apiUrl: string;
  projectId: string;
  accessType: AccessType;
  publishableClientKey?: string;
  secretServerKey?: string;
  superSecretAdminKey?: string;
  adminAccessToken?: () => string | null | Promise<string | null>;
  fetch: FetchLike;
  timers: Timers;
  now: () => number;
  random: () => number;
}

export const ok = <T>(data: T): Result<T> => ({ data, error: null });
export const fail = <T = never>(error: AuthError): Result<T> => ({ data: null, error });

/** Response → Result: `x-stack-actual-status` wins; known errors by header; other failures → HTTP_ERROR. */
export async function parseResponse<T>(res: Response): Promise<Result<T>> {
  const status = Number(res.headers.get('x-stack-actual-status')) || res.status;
  const code = res.headers.get('x-stack-known-error');
  const text = await res.text();
  let json: Record<string, unknown> | undefined;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  if (code || status >= 400) {
    const message = json?.error_description ?? json?.error ?? text;
    return fail(new AuthError(code ?? 'HTTP_ERROR', String(message || code || status), status, json?.details as Record<string, unknown>));
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

/** Sends one API call with the header set of API.md §1.2 and the retry policy of retry.ts. */
export function createTransport(cfg: TransportConfig) {
  const keys: Record<string, string | undefined> = {
    'x-stack-publishable-client-key': cfg.publishableClientKey,
    'x-stack-secret-server-key': cfg.secretServerKey,
    'x-stack-super-secret-admin-key': cfg.superSecretAdminKey,
  };

  return async function send<T>(path: string, options: RequestOptions, accessToken: string | null): Promise<Result<T>> {
    const method = options.method ?? 'GET';
    const url = buildUrl(cfg.apiUrl, path, options.query);
    const base: Record<string, string> = {
      'x-stack-project-id': cfg.projectId,
      'x-stack-access-type': cfg.accessType,
      'x-stack-client-version': CLIENT_VERSION,
      'x-stack-override-error-status': 'true',
    };
    for (const [name, value] of Object.entries(keys)) if (value) base[name] = value;
    const admin = await cfg.adminAccessToken?.();
    if (admin) base['x-stack-admin-access-token'] = admin;
    if (accessToken) base['x-stack-access-token'] = accessToken;
    if (options.body !== undefined) base['content-type'] = 'application/json';
    const body = options.body === undefined ? undefined : JSON.stringify(options.body);

    for (let attempt = 1; ; attempt++) {
      const headers = { ...base, 'x-stack-random-nonce': randomNonce(), ...options.headers };
      let res: Response;
      try {
        res = await cfg.fetch(url, { method, headers, body, credentials: 'omit' });
      } catch (cause) {
        if (isIdempotent(method) && attempt < MAX_ATTEMPTS) {
          await sleep(cfg.timers, backoffDelay(attempt - 1, cfg.random));
          continue;
        }
        const message = giveUpMessage(method, url, attempt, cause);
        console.warn(message);
        return fail(new AuthError('NETWORK_ERROR', message));
      }
      const status = Number(res.headers.get('x-stack-actual-status')) || res.status;
      if (isRetryableStatus(status) && attempt < MAX_ATTEMPTS) {
        const wait = status === 429 ? retryAfterDelay(res.headers.get('retry-after'), cfg.now()) : null;
        await res.body?.cancel();
        await sleep(cfg.timers, wait ?? backoffDelay(attempt - 1, cfg.random));
        continue;
      }
      return parseResponse<T>(res);
    }
  };
}
