import { createClient, type Client, type ClientOptions, type TokenStoreInit } from '../../kernel/index.js';
import { contactChannels } from '../../plugins/contact-channels/index.js';
import { mfa } from '../../plugins/mfa/index.js';
import { oauth } from '../../plugins/oauth/index.js';
import { otp } from '../../plugins/otp/index.js';
import { passkey } from '../../plugins/passkey/index.js';
import { password } from '../../plugins/password/index.js';
import { teams } from '../../plugins/teams/index.js';
import type { NextAuthConfig, PluginName } from './config.js';

const FACTORIES = {
  password,
  otp,
  oauth: () => oauth(),
  passkey: () => passkey(),
  mfa: () => mfa(),
  teams,
  'contact-channels': contactChannels,
} satisfies Record<PluginName, () => unknown>;

/** The plugins a list of names loads, as the client's type sees them. */
export type PluginsOf<N extends readonly PluginName[]> = { [K in keyof N]: ReturnType<(typeof FACTORIES)[N[K]]> };

/** A client with the configured plugins, on the given token store. */
export function clientOf<const N extends readonly PluginName[]>(
  config: NextAuthConfig & { plugins: N },
  tokenStore: TokenStoreInit,
  extra: Partial<ClientOptions> = {},
): Client<PluginsOf<N>> {
  return createClient({
    projectId: config.projectId,
    baseUrl: config.baseUrl,
    ...(config.publishableClientKey ? { publishableClientKey: config.publishableClientKey } : {}),
    tokenStore,
    ...extra,
    plugins: config.plugins.map((name) => FACTORIES[name]()) as unknown as PluginsOf<N>,
  }) as Client<PluginsOf<N>>;
}
