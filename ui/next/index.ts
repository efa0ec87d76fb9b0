/**
 * `@tinyauth/sdk/next`: the Next.js App Router integration. `AuthProvider` for the root layout, `HandlerPage`
 * for `app/handler/[[...path]]/page.tsx` (and `HandlerNotFound` for its `not-found.tsx`), `getUser` / `getClient` for server code, and `authMiddleware` /
 * `createRouteMatcher` for `middleware.ts`. Client components use the hooks of `@tinyauth/sdk/ui`.
 */
export { AuthProvider } from './auth-provider.js';
export type { NextAuthProviderProps } from './auth-provider.js';
export { HandlerNotFound, HandlerPage } from './handler-page.js';
export type { HandlerPageProps } from './handler-page.js';
export { getClient, getUser } from './server.js';
export type { GetUserOptions } from './server.js';
export { authMiddleware, createRouteMatcher } from './middleware.js';
export type { AuthMiddlewareOptions, RouteMatcher } from './middleware.js';
export { PLUGIN_NAMES, resolveConfig } from './config.js';
export type { NextAuthConfig, NextAuthOptions, PluginName } from './config.js';
export type { PluginsOf } from './plugins.js';
