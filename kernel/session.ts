import { isRefreshTokenError } from './errors.js';
import type { Lock } from './env.js';
import { tokenExpiry } from './jwt.js';
import type { Result, SessionApi, Tokens } from './plugin.js';
import { NO_TOKENS, type TokenStore } from './token-store.js';
import { ok } from './transport.js';

/** Refresh when the access token has less than this left. */
export const MIN_TOKEN_LIFE_MS = 20_000;
/** Callers may not demand this much freshness or more. */
const MAX_DEMAND_MS = 60_000;

export interface Session extends SessionApi {
  /** The server said this access token is invalid: refresh before using it again. */
  markExpired(accessToken: string): void;
}

export interface SessionConfig {
  store: TokenStore;
  now: () => number;
  lock: Lock;
  lockName: string;
  /** Exchanges a refresh token for an access token. */
  refresh(refreshToken: string): Promise<Result<string>>;
}


const isUndefinedText = (t: Tokens) => t.accessToken === 'undefined' || t.refreshToken === 'undefined';

/**
 * The session state machine: signed out (no tokens) or signed in; a missing or expired access token is
 * refreshed (concurrent refreshes shared); a refused refresh or sign-out makes the session invalid.
 */
export function createSession(cfg: SessionConfig): Session {
  const { store, now } = cfg;
  let expired: string | null = null;
  let inflight: Promise<Result<Tokens>> | null = null;

  /** Stored tokens; a pair holding the text 'undefined' is rejected (treated as absent). */
  const get = (): Tokens => {
    const t = store.get();
    return isUndefinedText(t) ? NO_TOKENS : t;
  };
  const fresh = (token: string | null, min: number): token is string =>
    !!token && token !== expired && tokenExpiry(token) - now() >= min;

  const refresh = (min: number) =>
    cfg.lock(cfg.lockName, async (): Promise<Result<Tokens>> => {
      const t = get();
      if (!t.refreshToken) return ok(NO_TOKENS);
      if (fresh(t.accessToken, min)) return ok(t); // someone else refreshed meanwhile
      const r = await cfg.refresh(t.refreshToken);
      const stillOurs = get().refreshToken === t.refreshToken;
      if (r.error) {
        if (!isRefreshTokenError(r.error)) return r; // network etc.: keep tokens
        if (stillOurs) store.set(NO_TOKENS); // refused: known-invalid
        return ok(NO_TOKENS);
      }
      const next = { accessToken: r.data, refreshToken: t.refreshToken };
      if (stillOurs) store.set(next);
      return ok(next);
    });

  return {
    get,
    set(tokens) {
      if (isUndefinedText(tokens)) throw new Error("Token is the string 'undefined'");
      expired = null;
      store.set(tokens);
    },
    clear: () => store.set(NO_TOKENS),
    subscribe: (listener) => store.subscribe(listener),
    markExpired(accessToken) {
      if (get().accessToken === accessToken) expired = accessToken;
    },
    async getFresh(min = MIN_TOKEN_LIFE_MS) {
      if (min >= MAX_DEMAND_MS) throw new Error(`Token demand ${min} ms >= 60000 ms`);
      const t = get();
      if (fresh(t.accessToken, min)) return ok(t);
      if (!t.refreshToken) return ok(NO_TOKENS);
      inflight ??= refresh(min).finally(() => (inflight = null));
      return inflight;
    },
  };
}
