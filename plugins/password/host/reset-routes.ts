/**
 * SERVER-ONLY host routes for the forgot-password flow: send-reset-code, reset/check-code, reset.
 */
import { ok, success, type Router } from '../../../mock-server/http/router.js';
import { code, email, object, string, url } from '../../../mock-server/http/schema.js';
import { hashPassword } from '../../../mock-server/core/passwords.js';
import { addCheckCodeRoute, createCode, redeemCode } from '../../../mock-server/core/verification-codes.js';
import { sendTemplateEmail } from '../../../mock-server/mail/send-email.js';
import type { Host } from '../../../mock-server/host.js';
import { findAuthChannel, userOrGone } from '../../../mock-server/core/contact-channels.js';
import { MAX_PASSWORD_LENGTH } from '../policy.js';
import { assertCredentialEnabled, assertPolicy } from './sign-in.js';
import { PASSWORD_PATHS as P, RESET_CODE_SENT } from '../contract.js';

/** Waits on the global timers (fake timers in tests replace them). */
function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
}

/** Same answer for known and unknown e-mails; both paths take at least the configured delay. */
export function resetRoutes(r: Router): void {
  r.add({
    method: 'POST',
    path: P.sendResetCode,
    body: object({ email: email(), callback_url: url() }),
    async handler({ host, auth, body }) {
      const project = auth!.project;
      assertCredentialEnabled(project);
      const wait = sleep(host.options.unknownEmailDelayMs());
      const channel = findAuthChannel(host, project.id, body.email);
      if (channel) {
        const { link } = createCode(host, {
          project,
          type: 'PASSWORD_RESET',
          data: { user_id: channel.user_id },
          method: { email: body.email },
          callbackUrl: body.callback_url,
        });
        await sendTemplateEmail(host, project, 'password_reset', body.email, {
          userDisplayName: host.users.get(channel.user_id)?.display_name ?? '',
          passwordResetLink: link as string,
        });
      }
      await wait;
      return ok(RESET_CODE_SENT);
    },
  });

  addCheckCodeRoute(r, P.resetCheckCode, 'PASSWORD_RESET');

  r.add({
    method: 'POST',
    path: P.reset,
    body: object({ code: code(), password: string({ max: MAX_PASSWORD_LENGTH }) }),
    async handler({ host, auth, body }) {
      const project = auth!.project;
      // The code is used before the handler's own checks, as the hosted API does (a bad password burns it).
      const row = redeemCode(host, { projectId: project.id, type: 'PASSWORD_RESET', code: body.code, mode: 'use' });
      assertCredentialEnabled(project);
      assertPolicy(body.password);
      const userId = String(row.data.user_id);
      userOrGone(host, userId);
      const hash = await hashPassword(host, body.password);
      setPasswordAndRevoke(host, userId, hash);
      return success();
    },
  });
}

function setPasswordAndRevoke(host: Host, userId: string, hash: string): void {
  host.users.put({ ...userOrGone(host, userId), password_hash: hash });
  host.refreshTokens.deleteWhere((t) => t.user_id === userId);
}
