import type { CoreClient } from '../kernel/index.js';
import { useAuthContext } from './context.js';

/**
 * The client given to `<AuthProvider>`; with a plugin id, that plugin's methods:
 * `useClient<PasswordMethods>('password').signIn(...)`. Throws when the plugin is not loaded.
 */
export function useClient(): CoreClient;
export function useClient<M>(pluginId: string): M;
export function useClient(pluginId?: string): unknown {
  const { client } = useAuthContext();
  if (pluginId === undefined) return client;
  const methods = (client as unknown as Record<string, unknown>)[pluginId];
  if (methods === undefined) throw new Error(`tinyauth ui: plugin "${pluginId}" is not loaded in this client`);
  return methods;
}
