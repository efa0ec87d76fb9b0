import { useCallback, useEffect } from './react.js';
import { NOT_SIGNED_IN_MESSAGE, USER_KEY } from '../kernel/index.js';
import type { User } from '../kernel/index.js';
import { useAuthContext } from './context.js';
import { useCacheEntry } from './use-cache-entry.js';

export type UseUserOptions = { or?: 'return-null' | 'redirect' | 'throw' };

/**
 * The signed-in user, `undefined` while loading. Signed out: `or: 'return-null'` (default) gives null,
 * 'redirect' goes to sign-in (replace) and keeps returning undefined, 'throw' throws "User is not signed in but getUser was called with { or: 'throw' }".
 */
export function useUser(options?: { or?: 'return-null' }): User | null | undefined;
export function useUser(options: { or: 'redirect' | 'throw' }): User | undefined;
export function useUser(options: UseUserOptions = {}): User | null | undefined {
  const { client } = useAuthContext();
  const load = useCallback(() => client.getUser(), [client]);
  const snap = useCacheEntry<User | null>(USER_KEY, load);
  const user = snap.status !== 'success' && snap.data === undefined ? undefined : (snap.data ?? null);
  const redirect = user === null && options.or === 'redirect';
  useEffect(() => {
    if (redirect) void client.getUser({ or: 'redirect' }).catch(() => {});
  }, [redirect, client]);
  if (user === null && options.or === 'throw') throw new Error(NOT_SIGNED_IN_MESSAGE);
  return redirect ? undefined : user;
}
