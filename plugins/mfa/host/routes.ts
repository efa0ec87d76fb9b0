/**
 * SERVER-ONLY host route for TOTP multi-factor sign-in (5-minute attempt code, current TOTP step only). Never imported by client code.
 */
import { knownError } from '../../../mock-server/http/api-error.js';
import { ok, type Router } from '../../../mock-server/http/router.js';
import { code, object, oneOf, string } from '../../../mock-server/http/schema.js';
import { redeemCode } from '../../../mock-server/core/verification-codes.js';
import { issueSession } from '../../../mock-server/core/sessions.js';
import type { Host } from '../../../mock-server/host.js';
import type { CodeRow } from '../../../mock-server/store/entities.js';
import { MFA_PATHS } from '../contract.js';
import { verifyTotp } from './totp.js';

/** Attempt codes carry `{ user_id, is_new_user }`; other ONE_TIME_PASSWORD codes (OTP) are not attempt codes. */
function attemptData(row: CodeRow): { userId: string; isNewUser: boolean } {
  const { user_id, is_new_user } = row.data;
  if (typeof user_id !== 'string' || typeof is_new_user !== 'boolean') throw knownError('VERIFICATION_CODE_NOT_FOUND');
  return { userId: user_id, isNewUser: is_new_user };
}

/**
 * Step 6 of the code checks: the TOTP of the attempt's user for the current 30 s step. A user that is gone or
 * no longer has a secret cannot pass (the hosted API fails with a 500 there; this host answers INVALID_TOTP_CODE).
 */
function checkTotp(host: Host, row: CodeRow, totp: string): void {
  const { userId } = attemptData(row);
  const user = host.users.get(userId);
  const secret = user?.project_id === row.project_id ? user.totp_secret_base64 : null;
  if (!secret || !verifyTotp(Buffer.from(secret, 'base64'), totp, host.now())) throw knownError('INVALID_TOTP_CODE');
}

export function mfaRoutes(r: Router): void {
  r.add({
    method: 'POST',
    path: MFA_PATHS.signIn,
    body: object({ code: code(), type: oneOf(['totp'] as const), totp: string() }),
    async handler({ host, auth, body }) {
      const projectId = auth!.project.id;
      const row = redeemCode(host, {
        projectId,
        type: 'ONE_TIME_PASSWORD',
        code: body.code,
        mode: 'use',
        validate: (row) => checkTotp(host, row, body.totp),
      });
      const { userId, isNewUser } = attemptData(row);
      const s = await issueSession(host, projectId, userId);
      return ok({ refresh_token: s.refresh_token, access_token: s.access_token, is_new_user: isNewUser, user_id: userId });
    },
  });
}
