import type { CoreClient } from '../kernel/index.js';
import { devWarn } from './dev.js';
import type { Locale } from './locale.js';
import { messages } from './messages.js';
import type { AnyPluginViews, HandlerRoute } from './view-contract.js';

/**
 * The handler pages each client plugin sends users to, by e-mail or redirect. `/email-verification` is missing
 * on purpose: it is a core page of the Handler, served whatever is loaded.
 */
export const LINKED_ROUTES: Readonly<Record<string, readonly HandlerRoute[]>> = {
  password: ['/password-reset'],
  otp: ['/magic-link-callback'],
  oauth: ['/oauth-callback'],
  teams: ['/team-invitation'],
};

/** Each handler page a loaded plugin links to that no loaded view serves, as `plugin → route`. */
export function unservedRoutes(client: CoreClient, views: readonly AnyPluginViews[]): string[] {
  const out: string[] = [];
  for (const [id, routes] of Object.entries(LINKED_ROUTES)) {
    if ((client as unknown as Record<string, unknown>)[id] === undefined) continue;
    for (const r of routes) if (!views.some((v) => v.routes?.[r])) out.push(`${id}() → ${r}`);
  }
  return out;
}

/**
 * The provider's diagnostics, called in development only so that production bundles drop them: views whose
 * plugin the client has not loaded (to createClient's `logger`), and a console warning for every page a loaded
 * plugin links to that would say "not available".
 */
export function devWarnings(client: CoreClient, views: readonly AnyPluginViews[], loaded: readonly AnyPluginViews[]): void {
  if (loaded.length !== views.length) {
    const ignored = views.filter((v) => !loaded.includes(v)).map((v) => v.id);
    client.kernel.log(`ui: views ignored, their plugins are not loaded in the client: ${ignored.join(', ')}`);
  }
  const missing = unservedRoutes(client, loaded);
  if (missing.length === 0) return;
  console.warn(
    `tinyauth: these handler pages are linked from e-mails or redirects of loaded plugins, but no view passed to ` +
      `<AuthProvider views> serves them: ${missing.join(', ')}. Add the plugin's views, e.g. passwordViews from ` +
      `'@tinyauth/sdk/plugins/password/views'.`,
  );
}

/**
 * The console warning for the `locale` packs: the keys of the ui and of the given views that no pack translates
 * (they stay English), naming the views no pack covers at all, and packs of different languages given together.
 * Returns the untranslated keys.
 */
export function untranslatedKeys(packs: readonly Locale[], views: readonly AnyPluginViews[]): string[] {
  const has = (k: string) => packs.some((p) => k in p.messages);
  const keys = new Set(Object.keys(messages));
  const uncovered: string[] = [];
  for (const v of views) {
    const own = Object.keys(v.messages ?? {});
    own.forEach((k) => keys.add(k));
    if (own.length && !own.some(has)) uncovered.push(v.id);
  }
  const missing = [...keys].filter((k) => !has(k));
  const langs = [...new Set(packs.map((p) => p.lang))];
  if (langs.length > 1) devWarn(`locale packs of different languages are mixed: ${langs.join(', ')}`);
  if (missing.length) {
    const hint = uncovered.length ? ` (no pack for the views of ${uncovered.join(', ')}: add their locales/${langs[0]} pack)` : '';
    devWarn(`locale ${langs[0]}: no text for ${missing.join(', ')}; English is shown${hint}`);
  }
  return missing;
}
