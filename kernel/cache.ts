import { sleep, type Timers } from './env.js';
import type { CacheKey, CacheSnapshot, KernelCache } from './plugin.js';

/** Rate limit per key: one fetch at a time, starts at least 300 ms apart. */
const THROTTLE_MS = 300;
/** Data is dropped this long after its last subscriber leaves. */
const GC_MS = 5000;

interface Entry {
  key: CacheKey;
  snap: CacheSnapshot<unknown>;
  listeners: Set<() => void>;
  fetcher?: () => Promise<unknown>;
  /** The latest requested fetch (its result is the one kept). */
  promise?: Promise<unknown>;
  /** The fetch actually running (concurrency 1: a newer one waits for it). */
  running?: Promise<unknown>;
  startedAt: number;
  stale: boolean;
  gc?: unknown;
}

const IDLE: CacheSnapshot<never> = { status: 'idle', data: undefined, error: undefined };

export interface CacheConfig {
  timers: Timers;
  now: () => number;
}

/** Keyed async cache with per-key subscribers, throttled single-flight fetches and gc. */
export function createCache({ timers, now }: CacheConfig): KernelCache & { clear(): void } {
  const entries = new Map<string, Entry>();
  const id = (key: CacheKey) => JSON.stringify(key);

  const entry = (key: CacheKey): Entry => {
    let e = entries.get(id(key));
    if (!e) entries.set(id(key), (e = { key, snap: IDLE, listeners: new Set(), startedAt: -Infinity, stale: false }));
    return e;
  };
  const update = (e: Entry, snap: Partial<CacheSnapshot<unknown>>) => {
    e.snap = { ...e.snap, ...snap };
    e.listeners.forEach((l) => l());
  };
  const scheduleGc = (e: Entry) => {
    timers.clearTimeout(e.gc);
    if (e.listeners.size || e.promise) return;
    e.gc = timers.setTimeout(() => {
      if (!e.listeners.size && !e.promise && entries.get(id(e.key)) === e) entries.delete(id(e.key));
    }, GC_MS);
  };

  const run = (e: Entry): Promise<unknown> => {
    const fetcher = e.fetcher!;
    const previous = e.running;
    // eslint-disable-next-line prefer-const
    let p!: Promise<unknown>;
    p = (async (): Promise<unknown> => {
      await previous?.catch(() => {});
      const wait = e.startedAt + THROTTLE_MS - now();
      if (wait > 0) await sleep(timers, wait);
      if (e.promise !== p) return e.promise ?? e.snap.data;
      e.startedAt = now();
      e.stale = false;
      e.running = p;
      if (e.snap.status !== 'success') update(e, { status: 'pending' });
      try {
        const data = await fetcher();
        if (e.promise === p) update(e, { status: 'success', data, error: undefined });
        return data;
      } catch (error) {
        if (e.promise === p) update(e, { status: 'error', error });
        throw error;
      } finally {
        if (e.running === p) e.running = undefined;
        if (e.promise === p) e.promise = undefined;
        scheduleGc(e);
      }
    })();
    e.promise = p;
    return p;
  };

  return {
    fetch<T>(key: CacheKey, fetcher: () => Promise<T>): Promise<T> {
      const e = entry(key);
      e.fetcher = fetcher;
      if (e.promise) return e.promise as Promise<T>;
      if (e.snap.status === 'success' && !e.stale) return Promise.resolve(e.snap.data as T);
      return run(e) as Promise<T>;
    },
    get: <T>(key: CacheKey) => entries.get(id(key))?.snap.data as T | undefined,
    set<T>(key: CacheKey, data: T) {
      const e = entry(key);
      e.promise = undefined;
      e.stale = false;
      update(e, { status: 'success', data, error: undefined });
      scheduleGc(e);
    },
    invalidate(prefix: CacheKey) {
      for (const e of entries.values()) {
        if (!prefix.every((part, i) => e.key[i] === part)) continue;
        e.stale = true;
        e.promise = undefined;
        if (!e.listeners.size) entries.delete(id(e.key));
        else if (e.fetcher) run(e).catch(() => {});
        else update(e, IDLE);
      }
    },
    subscribe(key, listener) {
      const e = entry(key);
      timers.clearTimeout(e.gc);
      e.listeners.add(listener);
      return () => {
        e.listeners.delete(listener);
        scheduleGc(e);
      };
    },
    getSnapshot: <T>(key: CacheKey) => (entries.get(id(key))?.snap ?? IDLE) as CacheSnapshot<T>,
    clear() {
      entries.forEach((e) => timers.clearTimeout(e.gc));
      entries.clear();
    },
  };
}
