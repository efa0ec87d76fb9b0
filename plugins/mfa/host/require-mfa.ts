/**
 * SERVER-ONLY: the last step of an interactive sign-in (password, OTP, passkey, OAuth code exchange).
 * A user with a TOTP secret gets MULTI_FACTOR_AUTHENTICATION_REQUIRED with a 5-minute attempt code
 * (type ONE_TIME_PASSWORD, data `{ user_id, is_new_user }`) that POST /auth/mfa/sign-in redeems; anyone
 * else gets a new session. API.md §3.4.
 */
import { knownError } from '../../../mock-server/http/api-error';
import type { Host } from '../../../mock-server/host';
import { issueSession } from '../../../mock-server/core/sessions';
import { createCode } from '../../../mock-server/core/verification-codes';
import type { UserRow } from '../../../mock-server/store/entities';
import { MFA_ATTEMPT_LIFETIME_MS } from '../contract';

/** Creates the attempt code (exported for hosts that build the error themselves). */
export function createMfaAttempt(host: Host, projectId: string, userId: string, isNewUser: boolean): string {
  const project = host.projects.get(projectId);
  if (!project) throw new Error(`createMfaAttempt: unknown project ${projectId}`);
  const { code } = createCode(host, {
    project,
    type: 'ONE_TIME_PASSWORD',
    data: { user_id: userId, is_new_user: isNewUser },
    expiresInMs: MFA_ATTEMPT_LIFETIME_MS,
  });
  return code;
}

/**
 * Throws MULTI_FACTOR_AUTHENTICATION_REQUIRED (details `{ attempt_code }`) when `user` has TOTP enabled,
 * else returns `issueSession(...)`: `{ refresh_token, access_token }`.
 */
export async function signInOrRequireMfa(host: Host, projectId: string, user: UserRow, isNewUser: boolean) {
  if (user.totp_secret_base64 !== null) {
    throw knownError('MULTI_FACTOR_AUTHENTICATION_REQUIRED', { attempt_code: createMfaAttempt(host, projectId, user.id, isNewUser) });
  }
  return issueSession(host, projectId, user.id);
}
