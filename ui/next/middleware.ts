/**
 * `authMiddleware` for Next's `middleware.ts` (edge runtime): verifies the access token of the request's
 * cookies, refreshes it with the refresh cookie when it has expired or is about to, and sends a request
 * without a session on a protected route to the sign-in page.
 */
import { NextResponse, type NextRequest } from 'next/server.js';
import { createClient, memoryTokenStore, type Clock, type FetchLike, type Tokens } from '../../kernel/index.js';
import { MIN_TOKEN_LIFE_MS } from '../../kernel/session.js';
import { verifyAccessToken, type AccessTokenClaims } from '../../plugins/server/verify-access-token.js';
import { HANDLER_PATH, resolveConfig, type NextAuthOptions } from './config.js';
import { readSessionCookies, sessionCookies } from './session-cookies.js';

/** Tells whether a request is for a route the matcher covers. */
export type RouteMatcher = (request: { nextUrl: { pathname: string } }) => boolean;

function patternToRegExp(pattern: string | RegExp): RegExp {
  if (pattern instanceof RegExp) return pattern;
  // '(.*)' is any rest, ':name' one path segment; everything else is literal
  let source = '';
  for (const part of pattern.split(/(\(\.\*\)|:[A-Za-z_]\w*)/)) {
    if (part === '(.*)') source += '.*';
    else if (part.startsWith(':')) source += '[^/]+';
    else source += part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${source}$`);
}

/**
 * A matcher over path patterns: '/dashboard(.*)' is /dashboard and everything below it, '/teams/:id' one
 * segment; a RegExp is tested as it is.
 */
export function createRouteMatcher(patterns: string | RegExp | readonly (string | RegExp)[]): RouteMatcher {
  const list = (Array.isArray(patterns) ? patterns : [patterns]).map(patternToRegExp);
  return (request) => list.some((re) => re.test(request.nextUrl.pathname));
}

export interface AuthMiddlewareOptions extends NextAuthOptions {
  /** The routes that need a session: a matcher, or patterns for `createRouteMatcher`. @default none */
  protect?: RouteMatcher | string | RegExp | readonly (string | RegExp)[];
  /** Where a request without a session on a protected route goes. @default '/handler/sign-in' */
  signInUrl?: string;
  /** Fetch for the host (the JWKS and the refresh). @default globalThis.fetch */
  fetch?: FetchLike;
  /** @default Date */
  clock?: Clock;
}

/**
 * The origin the browser asked for: its Host header (a proxy's X-Forwarded-Host first). Next's own URL of the
 * request may name another host (`localhost` for a server bound to 127.0.0.1), whose cookies the browser
 * does not send.
 */
function browserOrigin(request: NextRequest): string {
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host');
  const proto = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim() ?? request.nextUrl.protocol.replace(/:$/, '');
  return host ? `${proto}://${host}` : request.nextUrl.origin;
}

/** What the middleware saw: the verified claims (null: no session) and the tokens to store (null: unchanged). */
interface SessionCheck {
  claims: AccessTokenClaims | null;
  store: Tokens | null;
}

/**
 * Returns the middleware. A valid access token with at least 20 s to live passes untouched. Otherwise the
 * refresh cookie buys a new access token (one request to the host), which is set on the response and also
 * handed to the page being rendered, so it sees the session as the browser will. A refused refresh token
 * removes the cookies. Only a request with no valid session on a protected route is redirected, to
 * `signInUrl?after_auth_return_to=<path>`.
 */
export function authMiddleware(options: AuthMiddlewareOptions = {}): (request: NextRequest) => Promise<NextResponse> {
  const { protect, signInUrl = `${HANDLER_PATH}/sign-in`, fetch, clock = Date, ...rest } = options;
  const isProtected: RouteMatcher = typeof protect === 'function' ? (protect as RouteMatcher) : protect ? createRouteMatcher(protect) : () => false;

  async function check(tokens: Tokens): Promise<SessionCheck> {
    const config = resolveConfig(rest);
    const verify = (token: string | null) => verifyAccessToken(token, { projectId: config.projectId, baseUrl: config.baseUrl, clock, ...(fetch ? { fetch } : {}) });
    if (tokens.accessToken) {
      const v = await verify(tokens.accessToken);
      if (v.data && v.data.expiresAt.getTime() - clock.now() >= MIN_TOKEN_LIFE_MS) return { claims: v.data, store: null };
    }
    if (!tokens.refreshToken) return { claims: null, store: null };
    const client = createClient({
      projectId: config.projectId,
      baseUrl: config.baseUrl,
      ...(config.publishableClientKey ? { publishableClientKey: config.publishableClientKey } : {}),
      tokenStore: memoryTokenStore(tokens),
      clock,
      ...(fetch ? { fetch } : {}),
    });
    try {
      // the token was refused above or is about to expire: refresh whatever its own expiry says
      if (tokens.accessToken) client.kernel.session.markExpired(tokens.accessToken);
      const fresh = await client.kernel.session.getFresh();
      if (fresh.error) return { claims: null, store: null }; // the host did not answer: keep the cookies
      if (!fresh.data.accessToken) return { claims: null, store: fresh.data }; // refused: remove them
      const v = await verify(fresh.data.accessToken);
      return { claims: v.data, store: fresh.data };
    } finally {
      client.dispose();
    }
  }

  return async (request) => {
    const projectId = resolveConfig(rest).projectId;
    const { tokens, hostPrefixed } = readSessionCookies(request.cookies, projectId);
    const { claims, store } = await check(tokens);
    const cookies = store ? sessionCookies(projectId, store, hostPrefixed || request.nextUrl.protocol === 'https:') : [];

    let response: NextResponse;
    if (!claims && isProtected(request)) {
      const query = new URLSearchParams({ after_auth_return_to: request.nextUrl.pathname + request.nextUrl.search });
      response = NextResponse.redirect(new URL(`${signInUrl}${signInUrl.includes('?') ? '&' : '?'}${query}`, browserOrigin(request)));
    } else if (cookies.length) {
      // the page rendered for this request reads the new cookies
      for (const c of cookies) {
        if (c.options.maxAge) request.cookies.set(c.name, c.value);
        else request.cookies.delete(c.name);
      }
      response = NextResponse.next({ request: { headers: request.headers } });
    } else {
      response = NextResponse.next();
    }
    for (const c of cookies) response.cookies.set(c.name, c.value, c.options);
    return response;
  };
}
