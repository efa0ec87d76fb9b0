import { useCallback } from './react.js';
import type { Result } from '../kernel/index.js';
import { useAuthContext } from './context.js';
import { useRedirect } from './use-redirect.js';

/** Headless sign-out: server call, tokens cleared, then after-sign-out (trusted-URL check + redirect wait). */
export function useSignOut(): () => Promise<Result<void>> {
  const { client } = useAuthContext();
  const redirect = useRedirect();
  return useCallback(async () => {
    const r = await client.signOut({ redirectUrl: null });
    // The local sign-out happened even if the server call failed; leave anyway.
    const moved = await redirect(client.urls.afterSignOut);
    return r.error ? r : moved;
  }, [client, redirect]);
}
