import { useCallback, useRef } from './react.js';
import type { CacheKey } from '../kernel/index.js';
import { useAuthContext } from './context.js';
import { useCacheEntry } from './use-cache-entry.js';
import type { CachedQuery } from './use-cache-entry.js';

/**
 * Any cached query a plugin exposes, over the kernel cache (useSyncExternalStore): the component
 * re-renders only when the entry under `key` changes. `fetcher` is the raw loader (it throws on
 * failure) and must not itself go through the cache for the same key.
 * @example const teams = useCachedQuery(['teams', 'me'], async () => unwrap(await loadTeams()));
 */
export function useCachedQuery<T>(key: CacheKey, fetcher: () => Promise<T>): CachedQuery<T> {
  const { cache } = useAuthContext().client.kernel;
  const latest = useRef(fetcher);
  latest.current = fetcher;
  const id = JSON.stringify(key);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const load = useCallback(() => cache.fetch<T>(key, () => latest.current()), [cache, id]);
  return useCacheEntry<T>(key, load);
}
