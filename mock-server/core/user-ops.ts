/**
 * User writes shared by POST/PATCH /users, PATCH /users/me and the dev surface.
 */
import { createPersonalTeam } from './create-personal-team.js';
import { knownError, textError } from '../http/api-error.js';
import type { Host } from '../host.js';
import type { ContactChannelRow, ProjectRow, UserRow } from '../store/entities.js';
import { hashPassword, isSupportedPasswordHash } from './passwords.js';
import { primaryChannel } from './views.js';
import { signUpEvents, userDeletedEvent, userEvent } from '../webhooks/emit.js';

export interface UserWrite {
  display_name?: string | null;
  profile_image_url?: string | null;
  client_metadata?: unknown;
  client_read_only_metadata?: unknown;
  server_metadata?: unknown;
  primary_email?: string | null;
  primary_email_verified?: boolean;
  primary_email_auth_enabled?: boolean;
  passkey_auth_enabled?: boolean;
  password?: string | null;
  password_hash?: string;
  otp_auth_enabled?: boolean;
  totp_secret_base64?: string | null;
  selected_team_id?: string | null;
  oauth_providers?: { id: string; account_id: string; email?: string | null }[];
}

const DATA_IMAGE_RE = /^data:image\/(png|jpg|jpeg|gif|bmp|webp);base64,[A-Za-z0-9+/]+={0,2}$/;
const BARE_BASE64_RE = /^[A-Za-z0-9+/]+={0,2}$/;

/** Client-written images must be base64 image data, not http URLs. */
export function checkClientImage(url: string | null | undefined): void {
  if (url == null) return;
  if (!DATA_IMAGE_RE.test(url) && !BARE_BASE64_RE.test(url)) throw textError(400, 'Invalid profile image URL');
}

function emailTakenForAuth(host: Host, projectId: string, value: string, exceptUserId: string | null): boolean {
  return host.contactChannels.where('value', value).some((c) => c.project_id === projectId && c.used_for_auth && c.user_id !== exceptUserId);
}

/** Text errors shared by create and update (order as the hosted API checks them). */
function checkPasswordFields(project: ProjectRow, data: UserWrite): void {
  if (data.password != null && data.password_hash !== undefined) throw textError(400, 'Cannot set both password and password_hash at the same time.');
  if (data.password_hash !== undefined && !isSupportedPasswordHash(data.password_hash)) {
    throw textError(400, "Invalid password hash. Make sure it's a supported algorithm in Modular Crypt Format.");
  }
}

async function passwordHashOf(host: Host, data: UserWrite): Promise<string | null | undefined> {
  if (data.password_hash !== undefined) return data.password_hash;
  if (data.password === undefined) return undefined;
  return data.password === null ? null : hashPassword(host, data.password);
}

export async function createUser(host: Host, project: ProjectRow, data: UserWrite): Promise<UserRow> {
  checkPasswordFields(project, data);
  const email = data.primary_email ?? null;
  if (data.primary_email_auth_enabled && !email) throw textError(400, 'primary_email_auth_enabled cannot be true without primary_email');
  if (data.primary_email_verified && !email) throw textError(400, 'primary_email_verified cannot be true without primary_email');
  if (email && data.primary_email_auth_enabled && emailTakenForAuth(host, project.id, email, null)) throw knownError('USER_EMAIL_ALREADY_EXISTS');
  if ((data.password != null || data.password_hash !== undefined) && !project.config.credential_enabled) throw textError(400, 'Password auth not enabled in the project');
  if (data.otp_auth_enabled && !project.config.magic_link_enabled) throw textError(400, 'OTP auth not enabled in the project');
  const password_hash = (await passwordHashOf(host, data)) ?? null;
  // Re-checked after the await: two concurrent creates with one e-mail must not both win.
  if (email && data.primary_email_auth_enabled && emailTakenForAuth(host, project.id, email, null)) throw knownError('USER_EMAIL_ALREADY_EXISTS');
  const now = host.now();
  const user = host.users.put({
    id: host.ids.uuid(),
    project_id: project.id,
    display_name: data.display_name || null,
    profile_image_url: data.profile_image_url ?? null,
    signed_up_at_millis: now,
    last_active_at_millis: now,
    client_metadata: data.client_metadata ?? null,
    client_read_only_metadata: data.client_read_only_metadata ?? null,
    server_metadata: data.server_metadata ?? null,
    password_hash,
    otp_auth_enabled: data.otp_auth_enabled ?? false,
    totp_secret_base64: data.totp_secret_base64 ?? null,
    // A secret given on create is stored, but MFA stays off until an update sets the secret.
    ...(data.totp_secret_base64 ? { requires_totp_mfa: false } : {}),
    selected_team_id: null,
    oauth_providers: (data.oauth_providers ?? []).map((p) => ({ id: p.id, account_id: p.account_id, email: p.email ?? null })),
  });
  if (email) {
    host.contactChannels.put({
      id: host.ids.uuid(), project_id: project.id, user_id: user.id, type: 'email', value: email,
      is_verified: data.primary_email_verified ?? false, is_primary: true, used_for_auth: data.primary_email_auth_enabled ?? false, created_at_millis: now,
    });
  }
  signUpEvents(host, user, project.config.create_team_on_sign_up ? createPersonalTeam(host, project, user) : null);
  return user;
}

/** Applies an update (client fields are a subset of server fields). Returns the stored row. */
export async function updateUser(host: Host, project: ProjectRow, user: UserRow, data: UserWrite): Promise<UserRow> {
  checkPasswordFields(project, data);
  if (data.passkey_auth_enabled === true) throw textError(400, 'Cannot manually enable passkey auth, it is enabled iff there is a passkey auth method');
  if (data.selected_team_id && !host.memberships.get(`${data.selected_team_id}:${user.id}`)) {
    throw knownError('TEAM_MEMBERSHIP_NOT_FOUND', { team_id: data.selected_team_id, user_id: user.id });
  }
  const setsPassword = data.password != null || data.password_hash !== undefined;
  if (setsPassword && !project.config.credential_enabled) throw textError(400, 'Password auth not enabled in the project');

  const current = primaryChannel(host, user.id);
  let next: ContactChannelRow | null | undefined; // undefined = untouched, null = delete
  if (data.primary_email === null) {
    if (data.primary_email_verified) throw textError(400, 'primary_email_verified cannot be true without primary_email');
    next = null;
  } else if (data.primary_email !== undefined) {
    const authEnabled = (current?.used_for_auth ?? false) || (data.primary_email_auth_enabled ?? false);
    if (authEnabled && emailTakenForAuth(host, project.id, data.primary_email, user.id)) throw knownError('USER_EMAIL_ALREADY_EXISTS');
    next = {
      id: current?.id ?? host.ids.uuid(), project_id: project.id, user_id: user.id, type: 'email', value: data.primary_email,
      is_verified: data.primary_email_verified ?? current?.is_verified ?? false, is_primary: true, used_for_auth: authEnabled,
      created_at_millis: current?.created_at_millis ?? host.now(),
    };
  } else if (data.primary_email_verified !== undefined) {
    if (!current) {
      if (data.primary_email_verified) throw textError(400, 'primary_email_verified cannot be true without primary_email');
    } else next = { ...current, is_verified: data.primary_email_verified };
  } else if (data.primary_email_auth_enabled !== undefined && !current && data.primary_email_auth_enabled) {
    throw textError(400, 'primary_email_auth_enabled cannot be true without primary_email');
  }

  const hash = await passwordHashOf(host, data);
  const patch: Partial<UserRow> = {};
  if (data.display_name !== undefined) patch.display_name = data.display_name || null;
  if (data.profile_image_url !== undefined) patch.profile_image_url = data.profile_image_url;
  if (data.client_metadata !== undefined) patch.client_metadata = data.client_metadata;
  if (data.client_read_only_metadata !== undefined) patch.client_read_only_metadata = data.client_read_only_metadata;
  if (data.server_metadata !== undefined) patch.server_metadata = data.server_metadata;
  if (data.selected_team_id !== undefined) patch.selected_team_id = data.selected_team_id;
  if (data.totp_secret_base64 !== undefined) {
    patch.totp_secret_base64 = data.totp_secret_base64;
    patch.requires_totp_mfa = data.totp_secret_base64 !== null;
  }
  if (data.otp_auth_enabled !== undefined && (!data.otp_auth_enabled || project.config.magic_link_enabled)) patch.otp_auth_enabled = data.otp_auth_enabled;
  if (hash !== undefined) patch.password_hash = hash;

  if (next === null && current) host.contactChannels.delete(current.id);
  else if (next) host.contactChannels.put(next);
  if (data.passkey_auth_enabled === false) host.table<{ id: string; user_id: string }>('passkeys').deleteWhere((p) => p.user_id === user.id);
  if (hash) host.refreshTokens.deleteWhere((t) => t.user_id === user.id);
  const updated = host.users.put({ ...(host.users.get(user.id) ?? user), ...patch });
  userEvent(host, 'user.updated', updated);
  return updated;
}

/** Deletes a user and everything hanging off it (channels, sessions, memberships, grants, passkeys, codes). */
export function deleteUser(host: Host, userId: string): void {
  const user = host.users.get(userId);
  if (user) userDeletedEvent(host, user);
  const mine = (r: { user_id: string }) => r.user_id === userId;
  host.contactChannels.deleteWhere(mine);
  host.refreshTokens.deleteWhere(mine);
  host.memberships.deleteWhere(mine);
  host.permissionGrants.deleteWhere(mine);
  host.table<{ id: string; user_id: string }>('passkeys').deleteWhere(mine);
  host.codes.deleteWhere((c) => c.data.user_id === userId);
  host.users.delete(userId);
}
