import type { ReactNode } from 'react';
import type { User } from '../../kernel/index.js';
import type { Locale } from '../locale.js';
import { ClientAuthProvider } from './client-provider.js';
import { resolveConfig, type NextAuthOptions } from './config.js';

export interface NextAuthProviderProps extends NextAuthOptions {
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
 * The provider for the root `layout.tsx` (a server component): it reads the settings (props, else the
 * `NEXT_PUBLIC_STACK_*` environment variables) on the server and hands them, all serialisable, to the
 * browser's client. The hooks of `@tinyauth/sdk/ui` work in every client component below it.
 */
export function AuthProvider({ initialUser, messages, locale, theme, logo, children, ...options }: NextAuthProviderProps) {
  return (
    <ClientAuthProvider
      config={resolveConfig(options)}
      {...(initialUser === undefined ? {} : { initialUser })}
      {...(messages ? { messages } : {})}
      {...(locale ? { locale } : {})}
      {...(theme ? { theme } : {})}
      {...(logo ? { logo } : {})}
    >
      {children}
    </ClientAuthProvider>
  );
}
