import { useCallback, useEffect, useMemo, useSyncExternalStore } from './react.js';
import type { CacheKey, CacheSnapshot } from '../kernel/index.js';
import { useAuthContext } from './context.js';

export interface CachedQuery<T> extends CacheSnapshot<T> {
  /** Loads again (the cache still deduplicates and throttles). */
  refetch(): void;
}

/**
 * Subscribes to one cache key (re-renders only when that key changes) and calls `load`
 * whenever the entry is idle. `load` must leave its result in the cache under `key`.
 * `serverData`, when given, is what a server render (and the hydration that follows it) shows.
 */
export function useCacheEntry<T>(key: CacheKey, load: () => Promise<unknown>, serverData?: T): CachedQuery<T> {
  const { cache } = useAuthContext().client.kernel;
  const id = JSON.stringify(key);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const stableKey = useCallback(() => key, [id]);
  const subscribe = useCallback((listener: () => void) => cache.subscribe(stableKey(), listener), [cache, stableKey]);
  const getSnapshot = useCallback(() => cache.getSnapshot<T>(stableKey()), [cache, stableKey]);
  const serverSnapshot = useMemo(() => {
    if (serverData === undefined) return getSnapshot;
    const known: CacheSnapshot<T> = { status: 'success', data: serverData, error: undefined };
    return () => known;
  }, [getSnapshot, serverData]);
  const snap = useSyncExternalStore(subscribe, getSnapshot, serverSnapshot);
  const refetch = useCallback(() => void load().catch(() => {}), [load]);
  useEffect(() => {
    if (snap.status === 'idle') refetch();
  }, [snap.status, refetch]);
  return { ...snap, refetch };
}
