'use client';
/**
 * The browser half of the Next.js `<AuthProvider>`: one client per configuration for the page's life, on the
 * cookie store. When Next renders this component on the server there is no document: the client there is
 * signed out and read-only, and `initialUser` is what the render shows.
 */
import { useMemo } from '../react.js';
import type { ReactNode } from 'react';
import { createCache } from '../../kernel/cache.js';
import { systemTimers } from '../../kernel/env.js';
import { cookieTokenStore, USER_KEY, type CoreClient, type User } from '../../kernel/index.js';
import type { Locale } from '../locale.js';
import { AuthProvider } from '../provider.js';
import type { NextAuthConfig } from './config.js';
import { clientOf } from './plugins.js';

const clients = new Map<string, CoreClient>();

/**
 * The client of a configuration, made once per JavaScript realm: in the browser, once per page load; on the
 * server, one shared by every request, which is safe because it is signed out and read-only there, and
 * nothing runs effects or queries while rendering on the server.
 */
function clientFor(config: NextAuthConfig, initialUser: User | null | undefined): CoreClient {
  const key = JSON.stringify(config);
  let client = clients.get(key);
  if (!client) {
    client = clientOf(config, cookieTokenStore());
    clients.set(key, client);
    // in the browser, start from the user the server rendered, so hydration shows it and nothing refetches it
    const inBrowser = typeof document !== 'undefined';
    if (inBrowser && initialUser !== undefined) client.kernel.cache.set(USER_KEY, initialUser);
  }
  return client;
}

export interface ClientAuthProviderProps {
  config: NextAuthConfig;
  /** The user the server knows (`await getUser()`), so client components show it at once instead of "loading". */
  initialUser?: User | null;
  /** Message overrides of the ui and the views. */
  messages?: Record<string, string>;
  /**
   * Language packs, e.g. `[de, teamsDe]` from `@tinyauth/sdk/ui/locales/de` and
   * `@tinyauth/sdk/plugins/teams/locales/de`. Packs are plain data, so a server layout can pass them.
   */
  locale?: Locale | readonly Locale[];
  /** Forces the light or dark look of the handler pages. @default follows prefers-color-scheme */
  theme?: 'light' | 'dark';
  /** Image URL shown at the top of the sign-in and sign-up cards. */
  logo?: string;
  children?: ReactNode;
}

/**
 * On the server, the shared client seen through a cache of this render's own that holds `initialUser`, so
 * the render shows the user the server knows; hydration then finds the same user in the browser client's
 * cache. Nothing else is rendered differently: effects, and so every query, run only in the browser.
 */
function forThisRender(client: CoreClient, initialUser: User | null | undefined): CoreClient {
  if (typeof document !== 'undefined' || initialUser === undefined) return client;
  const cache = createCache({ timers: systemTimers, now: () => Date.now() });
  cache.set(USER_KEY, initialUser);
  return { ...client, kernel: { ...client.kernel, cache } };
}

export function ClientAuthProvider({ config, initialUser, children, ...look }: ClientAuthProviderProps) {
  const key = JSON.stringify(config);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const client = useMemo(() => forThisRender(clientFor(config, initialUser), initialUser), [key, initialUser]);
  return (
    <AuthProvider client={client} {...look}>
      {children}
    </AuthProvider>
  );
}
