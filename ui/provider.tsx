import { useMemo } from './react.js';
import type { ReactNode } from 'react';
import type { CoreClient } from '../kernel/index.js';
import { AuthContext } from './context.js';
import type { AuthContextValue } from './context.js';
import { LANG, messages as englishMessages } from './messages.js';
import type { Messages } from './messages.js';
import type { Locale } from './locale.js';
import type { AnyPluginViews, ViewMessages } from './view-contract.js';
import { devWarnings, untranslatedKeys } from './dev-warnings.js';

/** Partial messages for an app: a key that neither the ui nor a loaded view defines is a type error. */
export type MessageOverrides<V extends readonly AnyPluginViews[] = []> = Partial<Messages & ViewMessages<V>>;

export interface AuthProviderProps<V extends readonly AnyPluginViews[]> {
  client: CoreClient;
  /** The views of the loaded plugins, e.g. `[passwordViews, otpViews]`. @default [] */
  views?: V;
  messages?: MessageOverrides<V>;
  /** @default setTimeout-based; tests may inject their own */
  wait?: (ms: number) => Promise<void>;
  /** Forces the light or dark look of the handler pages. @default follows prefers-color-scheme */
  theme?: 'light' | 'dark';
  /**
   * A language pack, e.g. `import { de } from '@tinyauth/sdk/ui/locales/de'`, or a list of packs of one language:
   * the ui's and those of the loaded plugins' views (`[de, teamsDe, mfaDe]`). @default English
   */
  locale?: Locale | readonly Locale[];
  /** Image URL shown at the top of the sign-in and sign-up cards. @default the project's name */
  logo?: string;
  children?: ReactNode;
}

declare const process: { env: Record<string, string | undefined> };

const defaultWait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const noViews: readonly AnyPluginViews[] = [];

/** Only the views whose plugin the client has loaded are shown (sign-in shows the password form only with password()). */
const loadedViews = (client: CoreClient, views: readonly AnyPluginViews[]) =>
  views.filter((v) => (client as unknown as Record<string, unknown>)[v.id] !== undefined);

/**
 * Makes the client, the loaded plugin views and the messages available to the hooks and the Handler. Messages:
 * English, then the views' defaults, then the `locale` packs' strings (in list order), then the app's `messages`.
 */
export function AuthProvider<const V extends readonly AnyPluginViews[] = []>(props: AuthProviderProps<V>) {
  const { client, views = noViews, messages, wait = defaultWait, theme, logo, locale, children } = props;
  const value = useMemo<AuthContextValue>(() => {
    const merged: Record<string, string> = { ...englishMessages };
    for (const v of views) Object.assign(merged, v.messages);
    const packs: readonly Locale[] = [locale ?? []].flat();
    Object.assign(merged, ...packs.map((p) => p.messages), messages);
    (merged as { [LANG]?: string })[LANG] = packs[0]?.lang; // numbers in messages follow the locale
    const loaded = loadedViews(client, views);
    try {
      // Bundlers replace process.env.NODE_ENV: in production the call, and the module behind it, are dropped.
      // A provider given no views (an outer one whose handler pages bring their own, as in Next.js) is not checked.
      if (process.env.NODE_ENV !== 'production') {
        if (props.views !== undefined) devWarnings(client, views, loaded);
        if (packs.length) untranslatedKeys(packs, views);
      }
    } catch {
      // no bundler and no Node: `process` is not defined, nothing to warn about
    }
    return { client, views: loaded, messages: merged as AuthContextValue['messages'], wait, theme, logo, lang: packs[0]?.lang };
  }, [client, views, messages, wait, theme, logo, locale]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
