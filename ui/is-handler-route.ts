import type { CoreClient } from '../kernel/index.js';
import { handlerRoutes, type AnyPluginViews, type HandlerRoute } from './view-contract.js';

/** The handler's own pages (the base itself redirects to sign-in). */
const CORE = ['/', '/sign-in', '/sign-up', '/sign-out', '/error', '/account-settings', '/email-verification'];

/** A page pattern of a plugin's `pages` ('/x', '/x/:id', '/x/:id?', '/x/*') as a regular expression. */
const patternOf = (pattern: string) =>
  new RegExp(
    `^${pattern
      .split('/')
      .filter(Boolean)
      .map((s) => (s === '*' ? '(?:/.*)?' : s.startsWith(':') ? (s.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+') : `/${s.replace(/[.+^${}()|[\]\\]/g, '\\$&')}`))
      .join('')}/?$`,
    'i',
  );

function decoded(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

/**
 * Whether `<Handler>` has a page at `path` (a full path such as '/handler/sign-in'; a query or hash is
 * ignored) under an `<AuthProvider>` with this client and these views, or shows its "Page not found" card
 * there: a path that is no handler page, or a page no loaded view serves (a view counts when the client loaded
 * its plugin). A server that renders the handler itself can answer 404 when it is false. Like the handler's
 * router, it ignores letter case and a trailing slash; the base is `client.urls.handler`.
 */
export function isHandlerRoute(path: string, { client, views = [] }: { client: CoreClient; views?: readonly AnyPluginViews[] }): boolean {
  const full = decoded(path.split(/[?#]/)[0]!);
  const root = client.urls.handler.replace(/\/$/, '');
  if (!(full.toLowerCase() + '/').startsWith(root.toLowerCase() + '/')) return false;
  const rest = full.slice(root.length).replace(/(.)\/$/, '$1') || '/';
  const lower = rest.toLowerCase();
  const loaded = views.filter((v) => (client as unknown as Record<string, unknown>)[v.id] !== undefined);
  if (CORE.includes(lower)) return true;
  if ((handlerRoutes as readonly string[]).includes(lower)) return loaded.some((v) => v.routes?.[lower as HandlerRoute]);
  return loaded.some((v) => {
    const prefix = `/${v.id.toLowerCase()}`;
    if (!v.pages || !(lower === prefix || lower.startsWith(prefix + '/'))) return false;
    const inner = rest.slice(prefix.length) || '/';
    return Object.keys(v.pages).some((p) => patternOf(p).test(inner));
  });
}
