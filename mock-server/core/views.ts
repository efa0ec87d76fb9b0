/**
 * Read shapes of the entities exactly as the hosted API returns them (key order included).
 */
import type { Host } from '../host.js';
import { requiresTotpMfa, type ContactChannelRow, type ProjectRow, type TeamRow, type UserRow } from '../store/entities.js';

export type View = 'client' | 'server';

// Object literals only (no spreads): `{ ...a, x, y }` is a slow path in V8 and these run on every request.
export function teamView(team: TeamRow, view: View) {
  if (view === 'client') {
    return {
      id: team.id,
      display_name: team.display_name,
      profile_image_url: team.profile_image_url,
      client_metadata: team.client_metadata,
      client_read_only_metadata: team.client_read_only_metadata,
    };
  }
  return {
    id: team.id,
    display_name: team.display_name,
    profile_image_url: team.profile_image_url,
    client_metadata: team.client_metadata,
    client_read_only_metadata: team.client_read_only_metadata,
    created_at_millis: team.created_at_millis,
    server_metadata: team.server_metadata,
  };
}

export function primaryChannel(host: Host, userId: string): ContactChannelRow | undefined {
  return host.contactChannels.where('user_id', userId).find((c) => c.is_primary && c.type === 'email');
}

interface UserDeps { primary: ContactChannelRow | undefined; team: TeamRow | undefined; hasPasskey: boolean }

function userDeps(host: Host, user: UserRow): UserDeps {
  return {
    primary: primaryChannel(host, user.id),
    team: user.selected_team_id ? host.teams.get(user.selected_team_id) : undefined,
    hasPasskey: host.table<{ id: string; user_id: string }>('passkeys').where('user_id', user.id).length > 0,
  };
}

export function userView(host: Host, user: UserRow, view: View) {
  return buildUserView(user, view, userDeps(host, user));
}

interface CachedJson extends UserDeps { text: string }
const jsonCache = { client: new WeakMap<UserRow, CachedJson>(), server: new WeakMap<UserRow, CachedJson>() };

/**
 * userView serialised with JSON.stringify, reused while the row and what the view reads from other rows
 * (primary channel, selected team, passkey presence) are the same objects: stored rows are never mutated
 * in place, so an unchanged object means unchanged bytes.
 */
export function userViewJson(host: Host, user: UserRow, view: View): string {
  const deps = userDeps(host, user);
  const cache = jsonCache[view];
  const hit = cache.get(user);
  if (hit && hit.primary === deps.primary && hit.team === deps.team && hit.hasPasskey === deps.hasPasskey) return hit.text;
  const text = JSON.stringify(buildUserView(user, view, deps));
  cache.set(user, { ...deps, text });
  return text;
}

function buildUserView(user: UserRow, view: View, { primary, team, hasPasskey }: UserDeps) {
  const hasPassword = user.password_hash !== null;
  const primaryEmail = primary?.value ?? null;
  const primaryVerified = primary?.is_verified ?? false;
  const oauth = user.oauth_providers.map((p) => ({ id: p.id, account_id: p.account_id, email: p.email }));
  if (view === 'client') {
    return {
      id: user.id,
      primary_email: primaryEmail,
      primary_email_verified: primaryVerified,
      display_name: user.display_name,
      client_metadata: user.client_metadata,
      client_read_only_metadata: user.client_read_only_metadata,
      profile_image_url: user.profile_image_url,
      signed_up_at_millis: user.signed_up_at_millis,
      has_password: hasPassword,
      auth_with_email: hasPassword || user.otp_auth_enabled,
      oauth_providers: oauth,
      selected_team_id: team ? team.id : null,
      requires_totp_mfa: requiresTotpMfa(user),
      otp_auth_enabled: user.otp_auth_enabled,
      passkey_auth_enabled: hasPasskey,
      selected_team: team ? teamView(team, 'client') : null,
    };
  }
  return {
    id: user.id,
    primary_email: primaryEmail,
    primary_email_verified: primaryVerified,
    primary_email_auth_enabled: primary?.used_for_auth ?? false,
    display_name: user.display_name,
    selected_team: team ? teamView(team, 'server') : null,
    selected_team_id: team ? team.id : null,
    profile_image_url: user.profile_image_url,
    signed_up_at_millis: user.signed_up_at_millis,
    has_password: hasPassword,
    otp_auth_enabled: user.otp_auth_enabled,
    passkey_auth_enabled: hasPasskey,
    client_metadata: user.client_metadata,
    client_read_only_metadata: user.client_read_only_metadata,
    server_metadata: user.server_metadata,
    last_active_at_millis: user.last_active_at_millis,
    oauth_providers: oauth,
    auth_with_email: hasPassword || user.otp_auth_enabled,
    requires_totp_mfa: requiresTotpMfa(user),
  };
}

export function contactChannelView(c: ContactChannelRow) {
  return { user_id: c.user_id, id: c.id, value: c.value, type: c.type, used_for_auth: c.used_for_auth, is_verified: c.is_verified, is_primary: c.is_primary };
}

const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** config.enabled_oauth_providers: enabled providers as `{id}`, sorted by id. */
const enabledProviders = (c: ProjectRow['config']) => c.oauth_providers.filter((o) => o.enabled).map((o) => ({ id: o.id })).sort(byId);

export function projectClientView(p: ProjectRow) {
  const c = p.config;
  return {
    id: p.id,
    display_name: p.display_name,
    config: {
      sign_up_enabled: c.sign_up_enabled,
      credential_enabled: c.credential_enabled,
      magic_link_enabled: c.magic_link_enabled,
      passkey_enabled: c.passkey_enabled,
      client_team_creation_enabled: c.client_team_creation_enabled,
      client_user_deletion_enabled: c.client_user_deletion_enabled,
      enabled_oauth_providers: enabledProviders(c),
    },
  };
}

export function projectAdminView(host: Host, p: ProjectRow) {
  const c = p.config;
  return {
    id: p.id,
    display_name: p.display_name,
    description: p.description,
    created_at_millis: p.created_at_millis,
    user_count: host.users.where('project_id', p.id).length,
    is_production_mode: p.is_production_mode,
    config: {
      id: c.id,
      allow_localhost: c.allow_localhost,
      sign_up_enabled: c.sign_up_enabled,
      credential_enabled: c.credential_enabled,
      magic_link_enabled: c.magic_link_enabled,
      passkey_enabled: c.passkey_enabled,
      legacy_global_jwt_signing: c.legacy_global_jwt_signing,
      client_team_creation_enabled: c.client_team_creation_enabled,
      client_user_deletion_enabled: c.client_user_deletion_enabled,
      create_team_on_sign_up: c.create_team_on_sign_up,
      oauth_providers: [...c.oauth_providers].sort(byId),
      enabled_oauth_providers: enabledProviders(c),
      domains: c.domains,
      email_config: c.email_config,
      team_creator_default_permissions: [...c.team_creator_default_permissions].sort(byId),
      team_member_default_permissions: [...c.team_member_default_permissions].sort(byId),
    },
  };
}
