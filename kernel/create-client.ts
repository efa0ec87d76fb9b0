import { checkBaseUrl } from './base-url.js';
import { createCache } from './cache.js';
import { coreMethods, type CoreMethods } from './core-methods.js';
import { isInvalidAccessToken, untrustedUrl } from './errors.js';
import { processLock, systemTimers, type Clock, type Lock, type Timers } from './env.js';
import type { AccessType, AnyPlugin, HandlerUrls, Logger, PluginKernel, PluginMethods, RequestOptions, Result } from './plugin.js';
import { serverMethods, type ServerMethods } from './server-users.js';
import { createSession, type Session } from './session.js';
import { memoryTokenStore, type TokenStoreInit } from './token-store.js';
import { createTransport, fail, ok, type FetchLike } from './transport.js';
import { isTrusted } from './trusted-url.js';
import { resolveUrls } from './urls.js';

export interface ClientOptions<P extends readonly AnyPlugin[] = readonly AnyPlugin[]> {
  projectId: string;
  publishableClientKey?: string;
  secretServerKey?: string;
  superSecretAdminKey?: string;
  /** Access token of an `internal`-project user managing this project (owner session). */
  adminAccessToken?: string | (() => string | null | Promise<string | null>);
  /** @default 'admin' with an admin key or token, 'server' with a secret key, else 'client' */
  accessType?: AccessType;
  /** @default 'https://api.stack-auth.com' */
  baseUrl?: string;
  /** @default memoryTokenStore() */
  tokenStore?: TokenStoreInit;
  fetch?: FetchLike;
  clock?: Clock;
  timers?: Timers;
  /** Held around token refresh. @default an in-process lock */
  lock?: Lock;
  /** Jitter source for retry backoff. @default Math.random */
  random?: () => number;
  /** @default location.assign / location.replace (throws outside a browser) */
  navigate?: (url: string, options: { replace: boolean }) => void;
  /** @default () => location.href, or null outside a browser */
  currentUrl?: () => string | null;
  urls?: Partial<HandlerUrls>;
  /**
   * Origins redirects may go to besides the current page's. A client cannot read
   * the project's trusted-domain list, so it is given here.
   */
  trustedDomains?: readonly string[];
  /**
   * Trust localhost URLs. (An admin client with the admin plugin also uses the project's "Allow localhost"
   * setting and trusted domains.) @default false
   */
  allowLocalhost?: boolean;
  /**
   * The app's base URL (`https://app.example.com`). Outside a browser there is no current page, so e-mail links
   * (sign-up verification, magic link, password reset, contact-channel verification, team invitation) are built
   * from it and the handler paths. Its origin is trusted like a `trustedDomains` entry.
   */
  appUrl?: string;
  /** Receives the SDK's diagnostics (retries given up, ignored callbacks…). The SDK writes nothing to the console. */
  logger?: Logger;
  /** Must be unique per client app. @default `${projectId}#${n}`, unique per created client */
  uniqueIdentifier?: string;
  plugins?: P;
}

export interface CoreClient extends CoreMethods, ServerMethods {
  readonly projectId: string;
  readonly accessType: AccessType;
  readonly urls: HandlerUrls;
  /** The kernel the plugins got (cache, session, request…), for the ui and advanced use. */
  readonly kernel: PluginKernel & { session: Session };
  /** Releases the unique identifier and the cache's timers. */
  dispose(): void;
}

/** The core client plus `{ [plugin id]: methods }`. */
export type Client<P extends readonly AnyPlugin[] = []> = CoreClient & PluginMethods<P>;

const registry = new Set<string>();
let created = 0;
const MAX_CLIENT_APPS = 10;

function register(id: string, log: (message: string) => void): () => void {
  if (registry.has(id)) throw new Error(`uniqueIdentifier "${id}" already exists`);
  registry.add(id);
  if (registry.size === MAX_CLIENT_APPS + 1) log(`More than ${MAX_CLIENT_APPS} client apps`);
  return () => registry.delete(id);
}

function defaultNavigate(url: string, { replace }: { replace: boolean }): void {
  const loc = (globalThis as { location?: Location }).location;
  if (!loc) throw new Error('No location: pass `navigate` to createClient');
  loc[replace ? 'replace' : 'assign'](url);
}

export function createClient<const P extends readonly AnyPlugin[] = []>(options: ClientOptions<P>): Client<P> {
  const { projectId, plugins = [] as unknown as P } = options;
  if (!projectId) throw new Error('projectId is required');
  const accessType: AccessType =
    options.accessType ??
    (options.superSecretAdminKey || options.adminAccessToken ? 'admin' : options.secretServerKey ? 'server' : 'client');

  const ids = plugins.map((p) => p.id);
  for (const p of plugins) {
    for (const need of p.requires ?? []) if (!ids.includes(need)) throw new Error(`plugin "${p.id}" requires "${need}"`);
  }

  const baseUrl = checkBaseUrl(options.baseUrl);
  const apiUrl = baseUrl + '/api/v1';
  const fetchFn: FetchLike = options.fetch ?? ((input, init) => fetch(input, init));
  const timers = options.timers ?? systemTimers;
  const clock = options.clock ?? Date;
  const now = () => clock.now();
  const log = (message: string) => options.logger?.warn('[tinyauth] ' + message);

  const init = options.tokenStore ?? memoryTokenStore();
  const store = typeof init === 'function' ? init({ projectId, timers, log }) : init;
  const { send, refresh } = createTransport({ ...options, log, apiUrl, accessType, fetch: fetchFn, timers, now, random: options.random ?? Math.random });
  const session = createSession({ store, now, lock: options.lock ?? processLock(), lockName: `tinyauth-${projectId}`, refresh });
  const cache = createCache({ timers, now });

  /** One API call: fresh tokens first; an invalid-access-token answer marks it expired and retries once. */
  async function request<T>(path: string, opts: RequestOptions = {}): Promise<Result<T>> {
    for (let retried = false; ; retried = true) {
      let accessToken: string | null = null;
      if (opts.session !== false) {
        const fresh = await session.getFresh();
        if (fresh.error) return fresh;
        accessToken = fresh.data.accessToken;
      }
      const r = await send<T>(path, opts, accessToken);
      if (!r.error || retried || !accessToken || !isInvalidAccessToken(r.error)) return r;
      session.markExpired(accessToken);
    }
  }

  const currentUrl = options.currentUrl ?? (() => (globalThis as { location?: Location }).location?.href ?? null);

  const domains = [...(options.trustedDomains ?? []), ...(options.appUrl ? [options.appUrl] : [])];
  const navigate = options.navigate ?? defaultNavigate;

  const kernel: PluginKernel & { session: Session } = {
    projectId,
    accessType,
    baseUrl,
    publishableClientKey: options.publishableClientKey,
    appUrl: options.appUrl ?? null,
    urls: resolveUrls(options.urls),
    request,
    session,
    cache,
    async isTrustedUrl(url) {
      return isTrusted(url, { domains, allowLocalhost: !!options.allowLocalhost, currentUrl: currentUrl() });
    },
    async redirect(url, { replace = false } = {}) {
      if (!(await kernel.isTrustedUrl(url))) return fail(untrustedUrl(url));
      navigate(url, { replace });
      return ok(undefined);
    },
    canNavigate: () => !!options.navigate || !!(globalThis as { location?: unknown }).location,
    currentUrl,
    now,
    log,
  };

  const core = coreMethods(kernel);
  const client: Record<string, unknown> = {
    projectId,
    accessType,
    urls: kernel.urls,
    kernel,
    ...core,
    ...serverMethods(kernel),
    dispose() {
      unregister?.();
      stopWatching();
      cache.clear();
    },
  };
  for (const p of plugins) {
    // Duplicate ids and core names (getUser, createSession, kernel…) are refused.
    if (p.id in client) throw new Error(`plugin id "${p.id}" is taken`);
    client[p.id] = p.methods(kernel);
  }
  const unregister = accessType === 'client' ? register(options.uniqueIdentifier ?? `${projectId}#${++created}`, log) : undefined;
  // A new identity (refresh token changed) drops every cached query.
  let identity = session.get().refreshToken;
  const stopWatching = session.subscribe(() => {
    const next = session.get().refreshToken;
    if (next !== identity) {
      identity = next;
      cache.invalidate([]);
    }
  });
  return client as Client<P>;
}
