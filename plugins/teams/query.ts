/** Small helpers shared by the teams methods: cached reads as Results, team references, access checks. */
import { isAuthError } from '../../kernel/errors.js';
import type { CacheKey, PluginKernel, Result } from '../../kernel/plugin.js';
import { ok } from '../../kernel/transport.js';

export { ok };

/** A team or its id. */
export type TeamRef = string | { readonly id: string };
export const teamIdOf = (team: TeamRef): string => (typeof team === 'string' ? team : team.id);

/** Reads through the kernel cache (deduplicated, shared with subscribers); failures come back as Results. */
export async function cached<T>(kernel: PluginKernel, key: CacheKey, load: () => Promise<Result<T>>): Promise<Result<T>> {
  try {
    return ok(
      await kernel.cache.fetch(key, async () => {
        const r = await load();
        if (r.error) throw r.error;
        return r.data;
      }),
    );
  } catch (e) {
    if (isAuthError(e)) return { data: null, error: e };
    throw e;
  }
}

/** Server-only operations are a programmer error on a client app. */
export function requireServer(kernel: PluginKernel, method: string): void {
  if (kernel.accessType === 'client') throw new Error(`teams.${method} needs server or admin access (a secret server key)`);
}

/** Maps a successful Result, passing errors through. */
export function mapResult<T, U>(r: Result<T>, f: (data: T) => U): Result<U> {
  return r.error ? r : ok(f(r.data));
}
