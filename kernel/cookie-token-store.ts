import type { Tokens } from './plugin.js';
import { listeners, NO_TOKENS, type TokenStoreContext, type TokenStore } from './token-store.js';

export interface CookieTokenStoreOptions {
  /** The document whose cookies hold the tokens. @default globalThis.document */
  document?: { cookie: string; location?: { protocol: string } };
}

export const REFRESH_MAX_AGE = 31_536_000; // 1 year
export const ACCESS_MAX_AGE = 86_400; // 1 day
const POLL_MS = 100;
export const LEGACY_REFRESH = 'stack-refresh';

export function readCookies(doc: { cookie: string }): Map<string, string> {
  const map = new Map<string, string>();
  for (const pair of doc.cookie.split(/;\s*/)) {
    const i = pair.indexOf('=');
    if (i > 0 && !map.has(pair.slice(0, i))) {
      try {
        map.set(pair.slice(0, i), decodeURIComponent(pair.slice(i + 1)));
      } catch {
        // not ours: malformed encoding
      }
    }
  }
  return map;
}

/** Reads tokens from cookie values (also used by requestTokenStore). Access cookie = JSON [refreshToken, accessToken]. */
export function tokensFromCookies(cookies: Map<string, string>, projectId: string): Tokens {
  const pick = (name: string) => cookies.get('__Host-' + name) || cookies.get(name);
  const refreshToken = pick('stack-refresh-' + projectId) || pick(LEGACY_REFRESH) || null;
  let accessToken: string | null = null;
  try {
    const pair = JSON.parse(pick('stack-access') ?? 'null') as unknown;
    if (Array.isArray(pair) && pair[0] === refreshToken && typeof pair[1] === 'string') accessToken = pair[1];
  } catch {
    // ignore a malformed access cookie
  }
  return { accessToken, refreshToken };
}

declare const process: { env: { NODE_ENV?: string } };

/**
 * The store a cookie store gives where there is no document (server rendering of a client component): signed
 * out and read-only. The browser's own client reads the real cookies when the page hydrates. Writing to it is
 * a mistake, reported in development builds through the client's logger (bundlers drop the check from
 * production builds).
 */
function serverPlaceholder(log: TokenStoreContext['log']): TokenStore {
  return {
    get: () => NO_TOKENS,
    set() {
      if (typeof process == 'undefined' || process.env.NODE_ENV != 'production') {
        log?.('cookieTokenStore(): no document, tokens dropped. On the server use requestTokenStore(request)');
      }
    },
    subscribe: () => () => {},
  };
}

/**
 * Browser cookie store: `stack-refresh-{projectId}` (1 year), `stack-access`
 * (1 day, `[refreshToken, accessToken]`), legacy `stack-refresh` read and removed.
 * On https pages the cookies are `__Host-` prefixed, Secure, SameSite=Lax.
 * Polls the cookies every 100 ms while subscribed, to see other tabs' changes.
 * Without a document (server rendering) it is an empty, read-only store: the page's server render is signed
 * out and the browser's client takes the real cookies over. To act for a request's user on the server, use
 * `requestTokenStore(request)`.
 */
export function cookieTokenStore(options: CookieTokenStoreOptions = {}) {
  return ({ projectId, timers, log }: TokenStoreContext): TokenStore => {
    const doc = options.document ?? (globalThis as { document?: CookieTokenStoreOptions['document'] }).document;
    if (!doc) return serverPlaceholder(log);
    const secure = doc.location?.protocol === 'https:';
    const prefix = secure ? '__Host-' : '';
    const attrs = `; path=/; samesite=lax${secure ? '; secure' : ''}`;
    const write = (name: string, value: string | null, maxAge: number) => {
      doc.cookie = `${prefix}${name}=${value ? encodeURIComponent(value) : ''}${attrs}; max-age=${value ? maxAge : 0}`;
    };
    const subs = listeners();
    let raw = doc.cookie;
    let tokens = tokensFromCookies(readCookies(doc), projectId);
    let timer: unknown;

    const poll = () => {
      if (doc.cookie !== raw) {
        raw = doc.cookie;
        const next = tokensFromCookies(readCookies(doc), projectId);
        if (next.accessToken !== tokens.accessToken || next.refreshToken !== tokens.refreshToken) {
          tokens = next;
          subs.emit();
        }
      }
      timer = timers.setTimeout(poll, POLL_MS);
    };

    return {
      get: () => tokens,
      set({ accessToken = null, refreshToken = null }) {
        write('stack-refresh-' + projectId, refreshToken, REFRESH_MAX_AGE);
        write('stack-access', accessToken && JSON.stringify([refreshToken, accessToken]), ACCESS_MAX_AGE);
        doc.cookie = `${LEGACY_REFRESH}=; path=/; max-age=0`;
        raw = doc.cookie;
        const changed = accessToken !== tokens.accessToken || refreshToken !== tokens.refreshToken;
        tokens = { accessToken, refreshToken };
        if (changed) subs.emit();
      },
      subscribe: (listener) =>
        subs.add(
          listener,
          () => (timer = timers.setTimeout(poll, POLL_MS)),
          () => timers.clearTimeout(timer),
        ),
    };
  };
}
