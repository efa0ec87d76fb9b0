/**
 * SERVER-ONLY helpers over the host's contact-channel and user tables, shared by the password, otp and
 * contact-channels host routes. Never imported by client code.
 */
import { knownError } from '../http/api-error.js';
import type { Host } from '../host.js';
import { createPersonalTeam } from './create-personal-team.js';
import type { ContactChannelRow, ProjectRow, UserRow } from '../store/entities.js';
import { signUpEvents } from '../webhooks/emit.js';

/** The auth-enabled e-mail channel with this value in the project (at most one exists). */
export function findAuthChannel(host: Host, projectId: string, email: string): ContactChannelRow | undefined {
  return host.contactChannels.where('value', email).find((c) => c.project_id === projectId && c.type === 'email' && c.used_for_auth);
}

/** The channel `id` of `userId` in the project, or undefined. */
export function findChannel(host: Host, projectId: string, userId: string, id: string): ContactChannelRow | undefined {
  const c = host.contactChannels.get(id);
  return c && c.project_id === projectId && c.user_id === userId ? c : undefined;
}

/** Channels of one user, oldest first. */
export function channelsOf(host: Host, projectId: string, userId: string): ContactChannelRow[] {
  return host.contactChannels
    .where('user_id', userId)
    .filter((c) => c.project_id === projectId)
    .sort((a, b) => a.created_at_millis - b.created_at_millis);
}

/** Clears is_primary on the user's other channels. */
export function demoteOthers(host: Host, userId: string, keepId: string): void {
  for (const c of host.contactChannels.where('user_id', userId).filter((c) => c.is_primary && c.id !== keepId)) {
    host.contactChannels.put({ ...c, is_primary: false });
  }
}

/** Refuses `used_for_auth` when another channel with the same value is already auth-enabled. */
export function assertAuthFree(host: Host, projectId: string, email: string, exceptId?: string): void {
  const other = findAuthChannel(host, projectId, email);
  if (other && other.id !== exceptId) throw knownError('CONTACT_CHANNEL_ALREADY_USED_FOR_AUTH_BY_SOMEONE_ELSE', { type: 'email' });
}

export interface NewUser {
  email: string;
  emailVerified: boolean;
  passwordHash?: string | null;
  otpAuthEnabled?: boolean;
}

/**
 * Creates a user whose primary e-mail is used for auth (plus the personal team when the project wants one). The caller has checked that the e-mail is free;
 * this re-checks synchronously (after any await in the caller) so concurrent sign-ups cannot both win.
 */
export function createUserWithEmail(host: Host, project: ProjectRow, input: NewUser): UserRow {
  if (findAuthChannel(host, project.id, input.email)) throw knownError('USER_EMAIL_ALREADY_EXISTS');
  const now = host.now();
  const user = host.users.put({
    id: host.ids.uuid(),
    project_id: project.id,
    display_name: null,
    profile_image_url: null,
    signed_up_at_millis: now,
    last_active_at_millis: now,
    client_metadata: null,
    client_read_only_metadata: null,
    server_metadata: null,
    password_hash: input.passwordHash ?? null,
    otp_auth_enabled: input.otpAuthEnabled ?? false,
    totp_secret_base64: null,
    selected_team_id: null,
    oauth_providers: [],
  });
  host.contactChannels.put({
    id: host.ids.uuid(),
    project_id: project.id,
    user_id: user.id,
    type: 'email',
    value: input.email,
    is_verified: input.emailVerified,
    is_primary: true,
    used_for_auth: true,
    created_at_millis: now,
  });
  signUpEvents(host, user, project.config.create_team_on_sign_up ? createPersonalTeam(host, project, user) : null);
  return user;
}

/** The user row, or USER_NOT_FOUND when it was deleted meanwhile. */
export function userOrGone(host: Host, userId: string): UserRow {
  const user = host.users.get(userId);
  if (!user) throw knownError('USER_NOT_FOUND');
  return user;
}
