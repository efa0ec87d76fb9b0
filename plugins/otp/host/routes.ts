/**
 * SERVER-ONLY host routes for OTP / magic-link sign-in. Never imported by client code.
 * The answer to send-sign-in-code carries the code's 39-char nonce, as the wire format requires;
 * see README.md for what that costs and what bounds it.
 */
import { knownError, textError } from '../../../mock-server/http/api-error.js';
import { ok, type Router } from '../../../mock-server/http/router.js';
import { code, email, object, url } from '../../../mock-server/http/schema.js';
import { addCheckCodeRoute, createCode, redeemCode } from '../../../mock-server/core/verification-codes.js';
import { sendTemplateEmail } from '../../../mock-server/mail/send-email.js';
import { isLegacySignInClient } from '../../../mock-server/mail/templates.js';
import type { CodeRow, ProjectRow } from '../../../mock-server/store/entities.js';
import { createUserWithEmail, findAuthChannel, userOrGone } from '../../../mock-server/core/contact-channels.js';
import { codeSession } from '../../../mock-server/core/sign-in.js';
import { OTP_LENGTH, OTP_PATHS as P } from '../contract.js';

function assertMagicLinkEnabled(project: ProjectRow): void {
  if (!project.config.magic_link_enabled) throw textError(403, 'Magic link is not enabled for this project');
}

/** OTP codes carry the e-mail; MFA attempt codes share the type but not this shape (they are not OTP codes). */
function isOtpCode(row: CodeRow): void {
  if (typeof row.data.email !== 'string') throw knownError('VERIFICATION_CODE_NOT_FOUND');
}

export function otpRoutes(r: Router): void {
  r.add({
    method: 'POST',
    path: P.sendSignInCode,
    body: object({ email: email(true), callback_url: url() }),
    async handler({ host, req, auth, body }) {
      const project = auth!.project;
      assertMagicLinkEnabled(project);
      const channel = findAuthChannel(host, project.id, body.email);
      if (channel && !channel.is_verified) throw knownError('USER_EMAIL_ALREADY_EXISTS');
      if (!channel && !project.config.sign_up_enabled) throw knownError('SIGN_UP_NOT_ENABLED');
      const { code: full, link } = createCode(host, {
        project,
        type: 'ONE_TIME_PASSWORD',
        data: { email: body.email },
        method: { email: body.email },
        callbackUrl: body.callback_url,
      });
      await sendTemplateEmail(host, project, 'magic_link', body.email, {
        userDisplayName: channel ? (host.users.get(channel.user_id)?.display_name ?? '') : '',
        magicLink: link as string,
        otp: full.slice(0, OTP_LENGTH).toUpperCase(),
      }, { version: isLegacySignInClient(req.headers.get('x-stack-client-version')) ? 1 : 2 });
      return ok({ nonce: full.slice(OTP_LENGTH) });
    },
  });

  r.add({
    method: 'POST',
    path: P.signIn,
    body: object({ code: code() }),
    async handler({ host, auth, body }) {
      const project = auth!.project;
      const row = redeemCode(host, { projectId: project.id, type: 'ONE_TIME_PASSWORD', code: body.code, mode: 'use', validate: isOtpCode });
      const address = String(row.data.email);
      const channel = findAuthChannel(host, project.id, address);
      if (channel) {
        // An unverified auth channel appeared after the code was sent: it belongs to someone else's sign-up.
        if (!channel.is_verified) throw knownError('USER_EMAIL_ALREADY_EXISTS');
        // Signing an existing user in adds no OTP auth method: otp_auth_enabled stays as it was.
        return ok(await codeSession(host, project, userOrGone(host, channel.user_id), false));
      }
      if (!project.config.sign_up_enabled) throw knownError('SIGN_UP_NOT_ENABLED');
      const user = createUserWithEmail(host, project, { email: address, emailVerified: true, otpAuthEnabled: true });
      return ok(await codeSession(host, project, user, true));
    },
  });

  addCheckCodeRoute(r, P.checkCode, 'ONE_TIME_PASSWORD', isOtpCode);
}
