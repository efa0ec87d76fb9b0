/**
 * SERVER-ONLY: what the callback does with a provider identity: link it to the requesting
 * user, or sign in its user, or sign up a new one; provider tokens are kept for /connected-accounts.
 */
import { knownError } from '../../../mock-server/http/api-error.js';
import type { Host } from '../../../mock-server/host.js';
import { createUser } from '../../../mock-server/core/user-ops.js';
import { findAuthChannel } from '../../../mock-server/core/contact-channels.js';
import type { ProjectRow, UserRow } from '../../../mock-server/store/entities.js';
import type { ProviderIdentity, ProviderTokens } from './mock-provider.js';
import { providerTokens, type OuterInfoRow } from './tables.js';

const linkedTo = (u: UserRow, providerId: string) => u.oauth_providers.find((p) => p.id === providerId);

function ownerOf(host: Host, projectId: string, providerId: string, accountId: string): UserRow | undefined {
  return host.users.find((u) => u.project_id === projectId && u.oauth_providers.some((p) => p.id === providerId && p.account_id === accountId));
}

function keepTokens(host: Host, project: ProjectRow, userId: string, providerId: string, id: ProviderIdentity, t: ProviderTokens): void {
  providerTokens(host).put({
    id: host.ids.uuid(),
    project_id: project.id,
    user_id: userId,
    provider_id: providerId,
    account_id: id.account_id,
    access_token: t.access_token,
    refresh_token: t.refresh_token,
    scopes: t.scope.split(' ').filter(Boolean),
    expires_at_millis: t.expires_at_millis,
  });
}

/** Returns the user and whether it was just created. */
export async function signInWithProvider(
  host: Host,
  project: ProjectRow,
  outer: OuterInfoRow,
  identity: ProviderIdentity,
  tokens: ProviderTokens,
): Promise<{ user: UserRow; isNewUser: boolean }> {
  const providerId = outer.provider_id;
  const owner = ownerOf(host, project.id, providerId, identity.account_id);

  if (outer.type === 'link') {
    const user = outer.user_id ? host.users.get(outer.user_id) : undefined;
    if (!user) throw knownError('USER_NOT_FOUND');
    const existing = linkedTo(user, providerId);
    if (existing && existing.account_id !== identity.account_id) throw knownError('USER_ALREADY_CONNECTED_TO_ANOTHER_OAUTH_CONNECTION');
    if (owner && owner.id !== user.id) throw knownError('OAUTH_CONNECTION_ALREADY_CONNECTED_TO_ANOTHER_USER');
    const linked = existing
      ? user
      : host.users.put({ ...user, oauth_providers: [...user.oauth_providers, { id: providerId, account_id: identity.account_id, email: identity.email }] });
    keepTokens(host, project, linked.id, providerId, identity, tokens);
    return { user: linked, isNewUser: false };
  }

  if (owner) {
    keepTokens(host, project, owner.id, providerId, identity, tokens);
    return { user: owner, isNewUser: false };
  }
  if (!project.config.sign_up_enabled) throw knownError('SIGN_UP_NOT_ENABLED');
  const email = identity.email || null;
  const user = await createUser(host, project, {
    display_name: identity.display_name,
    profile_image_url: identity.profile_image_url,
    primary_email: email,
    primary_email_verified: email ? identity.email_verified : false,
    primary_email_auth_enabled: email !== null && !findAuthChannel(host, project.id, email),
    oauth_providers: [{ id: providerId, account_id: identity.account_id, email }],
  });
  keepTokens(host, project, user.id, providerId, identity, tokens);
  return { user: host.users.get(user.id) ?? user, isNewUser: true };
}
