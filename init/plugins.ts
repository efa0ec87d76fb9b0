/** The client plugins `init` can set up: the factory exported by `@tinyauth/sdk` and the views subpath. */
export interface InitPlugin {
  /** The name on the command line (`--plugins password,otp`), the folder under plugins/. */
  readonly name: string;
  readonly factory: string;
  readonly views: string;
}

export const INIT_PLUGINS: readonly InitPlugin[] = [
  { name: 'password', factory: 'password', views: 'passwordViews' },
  { name: 'otp', factory: 'otp', views: 'otpViews' },
  { name: 'oauth', factory: 'oauth', views: 'oauthViews' },
  { name: 'passkey', factory: 'passkey', views: 'passkeyViews' },
  { name: 'mfa', factory: 'mfa', views: 'mfaViews' },
  { name: 'teams', factory: 'teams', views: 'teamsViews' },
  { name: 'contact-channels', factory: 'contactChannels', views: 'contactChannelsViews' },
];

export const DEFAULT_PLUGINS = ['password', 'otp'];

/** `password,otp` → the plugins, or the unknown names. */
export function parsePlugins(list: string): { plugins: InitPlugin[]; unknown: string[] } {
  const names = list.split(',').map((s) => s.trim()).filter(Boolean);
  const unknown = names.filter((n) => !INIT_PLUGINS.some((p) => p.name === n));
  return { plugins: INIT_PLUGINS.filter((p) => names.includes(p.name)), unknown };
}
