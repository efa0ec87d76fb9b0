/**
 * The last step of every interactive sign-in (password, OTP, passkey, OAuth code exchange): the TOTP gate
 * (multi-factor), then a new session. A user who requires TOTP MFA gets MULTI_FACTOR_AUTHENTICATION_REQUIRED
 * with a 5-minute attempt code (type ONE_TIME_PASSWORD, data `{ user_id, is_new_user }`) that
 * POST /auth/mfa/sign-in redeems.
 */
import { knownError } from '../http/api-error.js';
import type { Host } from '../host.js';
import { requiresTotpMfa, type ProjectRow, type UserRow } from '../store/entities.js';
import { issueSession } from './sessions.js';
import { createCode } from './verification-codes.js';

export const MFA_ATTEMPT_LIFETIME_MS = 5 * 60 * 1000;

export function assertNoMfa(host: Host, project: ProjectRow, user: UserRow, isNewUser: boolean): void {
  if (!requiresTotpMfa(user)) return;
  const { code } = createCode(host, {
    project,
    type: 'ONE_TIME_PASSWORD',
    data: { user_id: user.id, is_new_user: isNewUser },
    expiresInMs: MFA_ATTEMPT_LIFETIME_MS,
  });
  throw knownError('MULTI_FACTOR_AUTHENTICATION_REQUIRED', { attempt_code: code });
}

/** MFA gate, then `{ access_token, refresh_token, user_id }` (password sign-in/up) — key order as on the wire. */
export async function passwordSession(host: Host, project: ProjectRow, user: UserRow) {
  assertNoMfa(host, project, user, false);
  const s = await issueSession(host, project.id, user.id);
  return { access_token: s.access_token, refresh_token: s.refresh_token, user_id: user.id };
}

/** MFA gate, then `{ refresh_token, access_token, is_new_user, user_id }` (OTP, passkey, MFA). */
export async function codeSession(host: Host, project: ProjectRow, user: UserRow, isNewUser: boolean) {
  assertNoMfa(host, project, user, isNewUser);
  const s = await issueSession(host, project.id, user.id);
  return { refresh_token: s.refresh_token, access_token: s.access_token, is_new_user: isNewUser, user_id: user.id };
}
