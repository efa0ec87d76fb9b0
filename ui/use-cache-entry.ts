import { useCallback, useEffect, useSyncExternalStore } from './react.js';
import type { CacheKey, CacheSnapshot } from '../kernel/index.js';
import { useAuthContext } from './context.js';

export interface CachedQuery<T> extends CacheSnapshot<T> {
  /** Loads again (the cache still deduplicates and throttles). */
  refetch(): void;
}

/**
 * Subscribes to one cache key (re-renders only when that key changes) and calls `load`
 * whenever the entry is idle. `load` must leave its result in the cache under `key`.
 */
export function useCacheEntry<T>(key: CacheKey, load: () => Promise<unknown>): CachedQuery<T> {
  const { cache } = useAuthContext().client.kernel;
  const id = JSON.stringify(key);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const stableKey = useCallback(() => key, [id]);
  const subscribe = useCallback((listener: () => void) => cache.subscribe(stableKey(), listener), [cache, stableKey]);
  const getSnapshot = useCallback(() => cache.getSnapshot<T>(stableKey()), [cache, stableKey]);
  const snap = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  const refetch = useCallback(() => void load().catch(() => {}), [load]);
  useEffect(() => {
    if (snap.status === 'idle') refetch();
  }, [snap.status, refetch]);
  return { ...snap, refetch };
}
