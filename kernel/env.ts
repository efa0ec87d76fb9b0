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

/** The global timers, looked up on every call (so fake timers installed later still apply). */
export const systemTimers = globalThis as unknown as Timers;

/** In-process lock: callers run one after another (one queue per lock, whatever the name). */
export function processLock(): Lock {
  let tail: Promise<unknown> = Promise.resolve();
  return (_name, fn) => {
    const run = tail.then(fn, fn);
    tail = run.catch(() => {});
    return run;
  };
}

export function sleep(timers: Timers, ms: number): Promise<void> {
  return new Promise((resolve) => void timers.setTimeout(resolve, ms));
}

interface WebLocks {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

/**
 * Cross-tab lock over the Web Locks API (`navigator.locks`), so tabs sharing
 * the cookie store refresh one at a time; falls back to processLock() where
 * the API is missing (Node, old browsers).
 */
export function webLock(locks = (globalThis as { navigator?: { locks?: WebLocks } }).navigator?.locks): Lock {
  return locks ? (name, fn) => locks.request(name, fn) : processLock();
}
