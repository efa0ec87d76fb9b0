import type { Tokens } from './plugin.js';
import type { Timers } from './env.js';

/**
 * Where the session's tokens live. Synchronous on purpose: the session reads
 * them on every request. Implement it to plug in any storage.
 */
export interface TokenStore {
  get(): Tokens;
  set(tokens: Tokens): void;
  /** Called when the tokens change (also when changed from outside, e.g. another tab). */
  subscribe(listener: () => void): () => void;
}

/** What a store factory receives from createClient. */
export interface TokenStoreContext {
  projectId: string;
  timers: Timers;
  /** The client's diagnostics (its `logger`), for stores that warn about misuse. @default nothing is reported */
  log?: (message: string) => void;
}

/** A store, or a factory createClient calls with the project id (cookie and request stores). */
export type TokenStoreInit = TokenStore | ((context: TokenStoreContext) => TokenStore);

export const NO_TOKENS: Tokens = { accessToken: null, refreshToken: null };

/** Listener set shared by the stores. */
export function listeners() {
  const set = new Set<() => void>();
  return {
    emit: () => set.forEach((l) => l()),
    add(listener: () => void, onFirst?: () => void, onLast?: () => void): () => void {
      if (!set.size) onFirst?.();
      set.add(listener);
      return () => {
        if (set.delete(listener) && !set.size) onLast?.();
      };
    },
  };
}

/** Tokens held in memory for the life of the client (the default). */
export function memoryTokenStore(initial: Partial<Tokens> = {}): TokenStore {
  let tokens: Tokens = { accessToken: initial.accessToken ?? null, refreshToken: initial.refreshToken ?? null };
  const subs = new Set<() => void>();
  return {
    get: () => tokens,
    set({ accessToken = null, refreshToken = null }) {
      if (accessToken === tokens.accessToken && refreshToken === tokens.refreshToken) return;
      tokens = { accessToken, refreshToken };
      subs.forEach((l) => l());
    },
    subscribe: (listener) => (subs.add(listener), () => void subs.delete(listener)),
  };
}
