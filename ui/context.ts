import { createContext, useContext } from './react.js';
import type { CoreClient } from '../kernel/index.js';
import type { Messages } from './messages.js';
import type { AnyPluginViews } from './view-contract.js';

export interface AuthContextValue {
  client: CoreClient;
  views: readonly AnyPluginViews[];
  /** Core messages, then each view's defaults, then the app's overrides. */
  messages: Messages & Record<string, string>;
  /** Resolves after `ms`; used for the redirect wait. */
  wait: (ms: number) => Promise<void>;
  /** Forces a color scheme; undefined follows the system. */
  theme?: 'light' | 'dark';
  /** Image URL drawn above the sign-in card instead of the project's name. */
  logo?: string;
  /** The language of the `locale` pack, for `Intl` (undefined: English). */
  lang?: string | undefined;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

/** The provider's value; throws when used outside `<AuthProvider>`. */
export function useAuthContext(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('tinyauth ui: wrap your app in <AuthProvider client={…}>');
  return value;
}
