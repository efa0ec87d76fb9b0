/**
 * The signed-in user and a client for server components, route handlers and server actions, from the
 * request's cookies (Next's `cookies()`).
 */
import { cookies, headers } from 'next/headers.js';
import { redirect } from 'next/navigation.js';
import { after } from 'next/server.js';
import { cache } from 'react';
import { memoryTokenStore, type Client, type TokenStore, type User } from '../../kernel/index.js';
import { HANDLER_PATH, resolveConfig, type NextAuthConfig, type NextAuthOptions, type PluginName } from './config.js';
import { clientOf, type PluginsOf } from './plugins.js';
import { readSessionCookies, sessionCookies } from './session-cookies.js';

type CookieJar = Awaited<ReturnType<typeof cookies>>;

/**
 * The request's session in memory. A refresh is written back to the cookies where Next allows it (route
 * handlers, server actions); a server component cannot set cookies, so there the new token lives for the
 * rest of the request (the middleware is what refreshes the browser's cookies before a page renders).
 */
function requestStore(jar: CookieJar, projectId: string, forwardedProto: string | null): TokenStore {
  const { tokens, hostPrefixed } = readSessionCookies(jar, projectId);
  const memory = memoryTokenStore(tokens);
  const secure = hostPrefixed || forwardedProto === 'https';
  return {
    get: memory.get,
    subscribe: memory.subscribe,
    set(next) {
      memory.set(next);
      try {
        for (const c of sessionCookies(projectId, next, secure)) jar.set(c.name, c.value, c.options);
      } catch {
        // rendering a server component: Next refuses cookie writes there
      }
    },
  };
}

type AnyNextClient = Client<PluginsOf<readonly PluginName[]>>;

/** The clients of each request, by configuration: keyed by the request's cookie store, which Next keeps per request. */
const perRequest = new WeakMap<object, Map<string, Promise<AnyNextClient>>>();

async function newClient(jar: CookieJar, config: NextAuthConfig): Promise<AnyNextClient> {
  const proto = (await headers()).get('x-forwarded-proto');
  const client = clientOf(config, requestStore(jar, config.projectId, proto));
  try {
    after(() => client.dispose());
  } catch {
    // outside a request scope there is no "after": the caller owns the client
  }
  return client;
}

/**
 * One client per request and configuration, so a refresh is shared by every call of the request: React
 * `cache()` in server components, and the request's cookie store elsewhere (route handlers, server actions).
 */
const requestClient = cache(async (key: string): Promise<AnyNextClient> => {
  const jar = await cookies();
  let clients = perRequest.get(jar);
  if (!clients) perRequest.set(jar, (clients = new Map()));
  let client = clients.get(key);
  if (!client) clients.set(key, (client = newClient(jar, JSON.parse(key) as NextAuthConfig)));
  return client;
});

/**
 * A client acting for the request's user (its cookies), with the configured plugins. In server components
 * each request gets one client, released when the request ends. In route handlers and server actions a
 * refreshed access token is written back to the cookies.
 */
export async function getClient<const N extends readonly PluginName[] = readonly ['password', 'otp']>(
  options: NextAuthOptions & { plugins?: N } = {},
): Promise<Client<PluginsOf<N>>> {
  return (await requestClient(JSON.stringify(resolveConfig(options)))) as unknown as Client<PluginsOf<N>>;
}

export interface GetUserOptions extends NextAuthOptions {
  /** Signed out: null (default), a redirect to the sign-in page, or a thrown error. */
  or?: 'return-null' | 'redirect' | 'throw';
}

/**
 * The request's signed-in user, or null. `or: 'redirect'` sends a signed-out request to the sign-in page
 * instead (Next's `redirect()`), `or: 'throw'` throws.
 */
export async function getUser(options?: GetUserOptions & { or?: 'return-null' }): Promise<User | null>;
export async function getUser(options: GetUserOptions & { or: 'redirect' | 'throw' }): Promise<User>;
export async function getUser({ or = 'return-null', ...options }: GetUserOptions = {}): Promise<User | null> {
  const client = await getClient(options);
  const user = await client.getUser();
  if (user || or === 'return-null') return user;
  if (or === 'redirect') redirect(`${HANDLER_PATH}/sign-in`);
  return client.getUser({ or: 'throw' });
}
