import { ClientAuthProvider, type ClientAuthProviderProps } from './client-provider.js';
import { resolveConfig, type NextAuthOptions } from './config.js';

/** The settings (`NextAuthOptions`), and the user, texts, languages and look the pages start with. */
export interface NextAuthProviderProps extends NextAuthOptions, Omit<ClientAuthProviderProps, 'config'> {}

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
