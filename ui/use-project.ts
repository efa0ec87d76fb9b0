import { useCallback } from './react.js';
import { PROJECT_KEY } from '../kernel/index.js';
import type { Project } from '../kernel/index.js';
import { useAuthContext } from './context.js';
import { useCacheEntry } from './use-cache-entry.js';

/** The cache entry of the current project (client view): its data and load status. */
export function useProjectEntry() {
  const { client } = useAuthContext();
  const load = useCallback(() => client.getProject(), [client]);
  return useCacheEntry<Project>(PROJECT_KEY, load);
}

/** The current project (client view), `undefined` while loading or when it could not be read. */
export const useProject = (): Project | undefined => useProjectEntry().data;
