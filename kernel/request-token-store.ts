import { readCookies, tokensFromCookies } from './cookie-token-store.js';
import { memoryTokenStore, type TokenStoreContext, type TokenStore } from './token-store.js';

/** Anything with headers: a Fetch `Request`, or a Node `IncomingMessage`. */
export interface RequestLike {
  headers: { get(name: string): string | null } | Record<string, string | string[] | undefined>;
}

function header(request: RequestLike, name: string): string | null {
  const h = request.headers;
  if (typeof h.get === 'function') return (h as { get(n: string): string | null }).get(name);
  const v = (h as Record<string, string | string[] | undefined>)[name];
  return (Array.isArray(v) ? v.join('; ') : v) ?? null;
}

/**
 * Store for server frameworks, bound to one incoming request. Reads the
 * `x-stack-auth` header (JSON `{accessToken, refreshToken}`) when present,
 * else the request's cookies (same names as cookieTokenStore). Changes stay in
 * memory for the life of the request.
 * Throws on a malformed `x-stack-auth` header.
 */
export function requestTokenStore(request: RequestLike) {
  return ({ projectId }: TokenStoreContext): TokenStore => {
    const auth = header(request, 'x-stack-auth');
    if (auth) {
      let parsed: unknown;
      try {
        parsed = JSON.parse(auth);
      } catch {
        parsed = null;
      }
      if (typeof parsed !== 'object' || parsed === null) throw new Error('Invalid x-stack-auth header: expected a JSON object');
      const { accessToken, refreshToken } = parsed as Record<string, unknown>;
      return memoryTokenStore({
        accessToken: typeof accessToken === 'string' ? accessToken : null,
        refreshToken: typeof refreshToken === 'string' ? refreshToken : null,
      });
    }
    return memoryTokenStore(tokensFromCookies(readCookies({ cookie: header(request, 'cookie') ?? '' }), projectId));
  };
}
