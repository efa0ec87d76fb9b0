/**
 * SERVER-ONLY: e-mail verification codes (45 chars, 7 days). The code row keeps the user id in `data`
 * and the address in `method`; redeeming it marks that user's channel with that address verified.
 */
import type { Host } from '../host.js';
import { createCode } from './verification-codes.js';
import { sendTemplateEmail } from '../mail/send-email.js';
import type { ContactChannelRow, ProjectRow } from '../store/entities.js';

/**
 * Creates the code (REDIRECT_URL_NOT_WHITELISTED for an untrusted callback) and sends the
 * `email_verification` mail. The dev mailbox has it when this returns; SMTP delivery is awaited
 * only when `awaitDelivery` is set.
 */
export async function sendVerificationCode(
  host: Host,
  project: ProjectRow,
  channel: ContactChannelRow,
  callbackUrl: string,
  awaitDelivery = true,
): Promise<void> {
  const { link } = createCode(host, {
    project,
    type: 'CONTACT_CHANNEL_VERIFICATION',
    data: { user_id: channel.user_id },
    method: { email: channel.value },
    callbackUrl,
  });
  const user = host.users.get(channel.user_id);
  const sent = sendTemplateEmail(host, project, 'email_verification', channel.value, {
    userDisplayName: user?.display_name ?? '',
    emailVerificationLink: link as string,
  });
  if (awaitDelivery) await sent;
}
