import { readCookies, tokensFromCookies } from './cookie-token-store.js';
import type { Tokens } from './plugin.js';
import { memoryTokenStore, NO_TOKENS, type TokenStoreContext, type TokenStore } from './token-store.js';

/** Anything with headers: a Fetch `Request`, or a Node `IncomingMessage` / Express `req`. */
export interface RequestLike {
  headers: { get(name: string): string | null } | Record<string, string | string[] | undefined>;
}

export interface RequestTokenStoreOptions {
  /** Receives a diagnostic (`warn`) when a header is malformed and ignored; `console` fits. @default nothing is reported */
  logger?: { warn(message: string): void };
}

function header(request: RequestLike, name: string): string | null {
  const h = request.headers;
  if (typeof h.get === 'function') return (h as { get(n: string): string | null }).get(name);
  const v = (h as Record<string, string | string[] | undefined>)[name];
  return (Array.isArray(v) ? v.join(name === 'cookie' ? '; ' : ', ') : v) ?? null;
}

const str = (v: unknown) => (typeof v === 'string' && v ? v : null);
const BEARER = /^Bearer +([\w-]+\.[\w-]+\.[\w-]*) *$/i;

/**
 * The session a request carries, from the first of these sources that is present:
 *
 * 1. cookies: `stack-refresh-{projectId}` (or legacy `stack-refresh`) and
 *    `stack-access` (JSON `[refreshToken, accessToken]`), `__Host-` prefixed or not;
 * 2. the `x-stack-auth` header: JSON `{"accessToken": …, "refreshToken": …}`,
 *    what a browser client's `getAuthHeaders()` sends to its own backend;
 * 3. `Authorization: Bearer <access token>` (no refresh token).
 *
 * A malformed `x-stack-auth` header or Bearer value is ignored: the request is
 * then unauthenticated (later sources are not consulted) and `logger` gets a
 * diagnostic. Other Authorization schemes are not ours and are skipped. Never throws.
 */
export function readRequestTokens(request: RequestLike, projectId: string, options: RequestTokenStoreOptions = {}): Tokens {
  const report = (message: string) => {
    try {
      options.logger?.warn('[tinyauth] ' + message);
    } catch {
      // a failing logger must not fail the request
    }
    return NO_TOKENS;
  };
  try {
    const fromCookies = tokensFromCookies(readCookies({ cookie: header(request, 'cookie') ?? '' }), projectId);
    if (fromCookies.refreshToken || fromCookies.accessToken) return fromCookies;

    const auth = header(request, 'x-stack-auth');
    if (auth) {
      let parsed: unknown;
      try {
        parsed = JSON.parse(auth);
      } catch {
        return report('Ignoring x-stack-auth header: not JSON');
      }
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
        return report('Ignoring x-stack-auth header: expected a JSON object {"accessToken", "refreshToken"}');
      }
      const { accessToken = null, refreshToken = null } = parsed as Record<string, unknown>;
      if ((accessToken !== null && typeof accessToken !== 'string') || (refreshToken !== null && typeof refreshToken !== 'string')) {
        return report('Ignoring x-stack-auth header: accessToken and refreshToken must be strings or null');
      }
      return { accessToken: str(accessToken), refreshToken: str(refreshToken) };
    }

    const authorization = header(request, 'authorization');
    if (authorization && /^bearer\b/i.test(authorization.trim())) {
      const m = BEARER.exec(authorization.trim());
      return m ? { accessToken: m[1], refreshToken: null } : report('Ignoring Authorization header: Bearer value is not a JWT');
    }
    return NO_TOKENS;
  } catch (e) {
    return report(`Ignoring request headers: ${e instanceof Error ? e.message : String(e)}`);
  }
}

/**
 * Store for server frameworks, bound to one incoming request: the session of
 * `readRequestTokens` (cookies, then `x-stack-auth`, then `Authorization: Bearer`).
 * Changes stay in memory for the life of the request. Never throws.
 */
export function requestTokenStore(request: RequestLike, options?: RequestTokenStoreOptions) {
  return ({ projectId }: TokenStoreContext): TokenStore => memoryTokenStore(readRequestTokens(request, projectId, options));
}
