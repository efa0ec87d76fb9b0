/**
 * SERVER-ONLY: provider settings the host needs: base scopes per provider, which client credentials talk
 * to the provider (shared → the host's own `MOCK` client, or the external OIDC issuer's per-provider client
 * when the host was started with one; standard → the project's), and the enabled-provider lookup.
 */
import { knownError } from '../../../mock-server/http/api-error.js';
import type { OAuthProviderConfig, ProjectRow } from '../../../mock-server/store/entities.js';
import type { Host } from '../../../mock-server/host.js';
import { externalIssuer } from './external-provider.js';

export const BASE_SCOPES: Record<string, string> = {
  google: 'https://www.googleapis.com/auth/userinfo.email https://www.googleapis.com/auth/userinfo.profile',
  github: 'user:email',
  microsoft: 'User.Read',
  spotify: 'user-read-email user-read-private',
  facebook: 'openid public_profile email',
  discord: 'identify email',
  gitlab: 'read_user',
  bitbucket: 'account email',
  linkedin: 'openid profile email',
  apple: 'name email',
  x: 'users.read offline.access tweet.read',
};

/** Shared providers use the host's own client (the dev env's `MOCK` credentials). */
export const SHARED_CLIENT = { client_id: 'MOCK', client_secret: 'MOCK' } as const;

/** The enabled provider `id` of the project, else OAUTH_PROVIDER_NOT_FOUND_OR_NOT_ENABLED. */
export function enabledProvider(project: ProjectRow, id: string): OAuthProviderConfig {
  const p = project.config.oauth_providers.find((o) => o.id === id);
  if (!p || !p.enabled) throw knownError('OAUTH_PROVIDER_NOT_FOUND_OR_NOT_ENABLED');
  return p;
}

export function providerClient(p: OAuthProviderConfig): { client_id: string; client_secret: string } {
  return p.type === 'shared' ? SHARED_CLIENT : { client_id: p.client_id ?? '', client_secret: p.client_secret ?? '' };
}

/** Base scope plus extra scopes, without duplicates, space separated. */
export function mergeScopes(providerId: string, extra: string | null): string {
  const all = [...(BASE_SCOPES[providerId] ?? '').split(' '), ...(extra ?? '').split(' ')].filter(Boolean);
  return [...new Set(all)].join(' ');
}

/** The redirect URI without its fragment (what the host stores and compares). */
export const withoutFragment = (url: string) => url.split('#')[0];

/**
 * Shared providers go to the external OIDC issuer when the host has one. As on the hosted API, they still get
 * no connected-account tokens and no extra scopes when linking (shared keys).
 */
export const usesExternalIssuer = (host: Host, p: OAuthProviderConfig): boolean => p.type === 'shared' && externalIssuer(host) !== null;
