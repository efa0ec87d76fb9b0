/**
 * SERVER-ONLY: password checks of the host routes, and the last step of every interactive sign-in
 * (password, OTP): the TOTP gate (API.md §3.4), then a new session. Shared by the password and otp host routes.
 */
import { knownError } from '../../mock-server/http/api-error';
import type { Host } from '../../mock-server/host';
import { issueSession } from '../../mock-server/core/sessions';
import { createCode } from '../../mock-server/core/verification-codes';
import type { ProjectRow, UserRow } from '../../mock-server/store/entities';
import { checkPassword } from './policy';

export function assertCredentialEnabled(project: ProjectRow): void {
  if (!project.config.credential_enabled) throw knownError('PASSWORD_AUTHENTICATION_NOT_ENABLED');
}

/** PASSWORD_TOO_SHORT / PASSWORD_TOO_LONG with the wire details. */
export function assertPolicy(password: string): void {
  const problem = checkPassword(password);
  if (problem) throw knownError(problem.code, problem.details);
}

export const MFA_ATTEMPT_LIFETIME_MS = 5 * 60 * 1000;

/**
 * A user with TOTP gets MULTI_FACTOR_AUTHENTICATION_REQUIRED with a 5-minute attempt code
 * (type ONE_TIME_PASSWORD, data `{ user_id, is_new_user }`, as /auth/mfa/sign-in redeems it).
 */
export function assertNoMfa(host: Host, project: ProjectRow, user: UserRow, isNewUser: boolean): void {
  if (user.totp_secret_base64 === null) return;
  const { code } = createCode(host, {
    project,
    type: 'ONE_TIME_PASSWORD',
    data: { user_id: user.id, is_new_user: isNewUser },
    expiresInMs: MFA_ATTEMPT_LIFETIME_MS,
  });
  throw knownError('MULTI_FACTOR_AUTHENTICATION_REQUIRED', { attempt_code: code });
}

/** MFA gate, then `{ access_token, refresh_token, user_id }` (password) — key order as on the wire. */
export async function passwordSession(host: Host, project: ProjectRow, user: UserRow) {
  assertNoMfa(host, project, user, false);
  const s = await issueSession(host, project.id, user.id);
  return { access_token: s.access_token, refresh_token: s.refresh_token, user_id: user.id };
}

/** MFA gate, then `{ refresh_token, access_token, is_new_user, user_id }` (OTP, passkey). */
export async function codeSession(host: Host, project: ProjectRow, user: UserRow, isNewUser: boolean) {
  assertNoMfa(host, project, user, isNewUser);
  const s = await issueSession(host, project.id, user.id);
  return { refresh_token: s.refresh_token, access_token: s.access_token, is_new_user: isNewUser, user_id: user.id };
}
