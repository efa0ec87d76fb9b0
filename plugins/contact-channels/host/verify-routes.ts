/**
 * SERVER-ONLY host routes for e-mail verification: send-verification-code in both forms,
 * verify and verify/check-code.
 */
import { knownError, textError } from '../../../mock-server/http/api-error.js';
import { success, type Router } from '../../../mock-server/http/router.js';
import { code, email, object, url, userIdOrMe, uuid } from '../../../mock-server/http/schema.js';
import { addCheckCodeRoute, redeemCode } from '../../../mock-server/core/verification-codes.js';
import { primaryChannel } from '../../../mock-server/core/views.js';
import { findChannel } from '../../../mock-server/core/contact-channels.js';
import { sendVerificationCode } from '../../../mock-server/core/email-verification.js';
import { CONTACT_CHANNEL_PATHS as P } from '../contract.js';

export function verifyRoutes(r: Router): void {
  r.add({
    method: 'POST',
    path: '/contact-channels/:user_id/:contact_channel_id/send-verification-code',
    params: object({ user_id: userIdOrMe(), contact_channel_id: uuid() }),
    body: object({ callback_url: url() }),
    async handler({ host, auth, user, params: p, body }) {
      const project = auth!.project;
      if (auth!.type === 'client') {
        if (!user) throw knownError('CANNOT_GET_OWN_USER_WITHOUT_USER');
        if (p.user_id !== user.id) throw textError(400, 'Can only send verification code for your own user');
      } else {
        const owner = host.users.get(p.user_id);
        if (!owner || owner.project_id !== project.id) throw knownError('USER_ID_DOES_NOT_EXIST', { user_id: p.user_id });
      }
      const channel = findChannel(host, project.id, p.user_id, p.contact_channel_id);
      if (!channel) throw textError(404, 'Contact channel not found');
      if (channel.is_verified) throw knownError('EMAIL_ALREADY_VERIFIED');
      await sendVerificationCode(host, project, channel, body.callback_url);
      return success();
    },
  });

  r.add({
    method: 'POST',
    path: P.sendPrimaryCode,
    user: 'schema',
    body: object({ email: email(true), callback_url: url() }),
    async handler({ host, auth, user, body }) {
      const primary = primaryChannel(host, user!.id);
      if (!primary || primary.value !== body.email) {
        throw knownError('EMAIL_IS_NOT_PRIMARY_EMAIL', { email: body.email, primary_email: primary?.value ?? null });
      }
      if (primary.is_verified) throw knownError('EMAIL_ALREADY_VERIFIED');
      await sendVerificationCode(host, auth!.project, primary, body.callback_url);
      return success();
    },
  });

  r.add({
    method: 'POST',
    path: P.verify,
    body: object({ code: code() }),
    handler({ host, auth, body }) {
      const project = auth!.project;
      const row = redeemCode(host, { projectId: project.id, type: 'CONTACT_CHANNEL_VERIFICATION', code: body.code, mode: 'use' });
      const userId = String(row.data.user_id);
      const address = String(row.method.email);
      const channel = host.contactChannels.where('user_id', userId).find((c) => c.project_id === project.id && c.value === address);
      if (!channel) throw textError(404, 'Contact channel not found');
      if (!channel.is_verified) host.contactChannels.put({ ...channel, is_verified: true });
      return success();
    },
  });

  addCheckCodeRoute(r, P.verifyCheckCode, 'CONTACT_CHANNEL_VERIFICATION');
}
