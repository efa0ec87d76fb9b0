/** Test e-mail: the input → wire, and the answer → entity. */
import { fromWire, toWire } from '../../kernel/index.js';
import type { SendTestEmailResultWire } from './contract.js';
import type { StandardEmailConfig } from './project-mapping.js';

/** `admin.sendTestEmail` fields. */
export interface SendTestEmail {
  recipientEmail: string;
  emailConfig: StandardEmailConfig;
}

/** A failed delivery is `success: false` with the mail server's message, not an error. */
export type SendTestEmailResult = { success: true; errorMessage: null } | { success: false; errorMessage: string };

export const sendTestEmailToWire = (input: SendTestEmail) => ({
  recipient_email: input.recipientEmail,
  email_config: toWire('host port username password senderName senderEmail', input.emailConfig),
});

export const toSendTestEmailResult = (w: SendTestEmailResultWire) => fromWire<SendTestEmailResult>('success errorMessage', w);
