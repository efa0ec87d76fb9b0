/** Injectable environment: clock, timers and lock, with safe defaults. */

export interface Clock {
  now(): number;
}

export interface Timers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/**
 * Runs `fn` while holding the named lock. Used around token refresh so that
 * concurrent refreshes (also across tabs, with a Web Locks based lock) share one request.
 */
export type Lock = <T>(name: string, fn: () => Promise<T>) => Promise<T>;

export const systemClock: Clock = { now: () => Date.now() };

/** Looks the globals up on every call, so fake timers installed later still apply. */
export const systemTimers: Timers = {
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** In-process lock: callers of the same name run one after another. */
export function processLock(): Lock {
  const tails = new Map<string, Promise<unknown>>();
  return (name, fn) => {
    const run = (tails.get(name) ?? Promise.resolve()).then(fn, fn);
    const tail = run.catch(() => {});
    tails.set(name, tail);
    void tail.then(() => tails.get(name) === tail && tails.delete(name));
    return run;
  };
}

export function sleep(timers: Timers, ms: number): Promise<void> {
  return new Promise((resolve) => void timers.setTimeout(resolve, ms));
}
