/**
 * SERVER-ONLY: POST /internal/send-test-email. Real SMTP with nodemailer and the given
 * config (implicit TLS on port 465); the answer is always 200 `{success}` or `{success: false, error_message}`
 * with the hosted API's messages.
 */
import { ok, type Router } from '../../../mock-server/http/router.js';
import { email, number, object, string } from '../../../mock-server/http/schema.js';
import type { Host } from '../../../mock-server/host.js';
import { mailer } from '../../../mock-server/mail/smtp-transport.js';

export const TEST_EMAIL_SUBJECT = 'Test Email from Stack Auth';
export const TEST_EMAIL_TEXT =
  'This is a test email from Stack Auth. If you successfully received this email, your email server configuration is working correctly.';

export const SEND_TEST_EMAIL_MESSAGES = {
  hostNotFound: 'Failed to connect to the email host. Please make sure the email host configuration is correct.',
  authFailed: 'Failed to authenticate with the email server. Please check your email credentials configuration.',
  temporary: 'The email server returned a temporary error. This could be due to a temporary network issue or a temporary block on the email server. Please try again later.\n\nError: ',
  invalidAddress: 'The email address provided is invalid. Please verify both the recipient and sender email addresses configuration are correct.\n\nError:',
  rejected: 'The email server rejected the email. Please check your email configuration and try again later.\n\nError:',
  serverTimeout: 'The email server timed out while sending the email. This could be due to a temporary network issue or a temporary block on the email server. Please try again later.',
  socketClosed: 'Connection to email server was lost unexpectedly. This could be due to incorrect email server port configuration or a temporary network issue. Please verify your configuration and try again.',
  timedOut: 'Timed out. Make sure the email server is running and accepting connections.',
  unknown: 'Unknown error while sending test email. Make sure the email server is running and accepting connections.',
} as const;

interface SmtpError {
  code?: string;
  errno?: number;
  responseCode?: number;
  response?: string;
  message?: string;
}

const serverResponse = (e: SmtpError) => (e.response ? `\nResponse from the email server:\n${e.response}` : '');

/** The hosted API's error_message for a nodemailer failure (classification first, then the test-email fallbacks). */
export function testEmailErrorMessage(e: SmtpError): string {
  const M = SEND_TEST_EMAIL_MESSAGES;
  const message = e.message ?? '';
  if (e.errno === -3008 || e.code === 'EDNS') return M.hostNotFound;
  if (e.responseCode === 535 || e.code === 'EAUTH') return M.authFailed;
  if (e.responseCode === 450) return M.temporary + serverResponse(e);
  if (e.responseCode === 553) return M.invalidAddress + serverResponse(e);
  if (e.responseCode === 554 || e.code === 'EENVELOPE') return M.rejected + serverResponse(e);
  if (e.code === 'ETIMEDOUT') return M.serverTimeout;
  if (message.includes('Unexpected socket close')) return M.socketClosed;
  // Everything else is "unknown" to the classifier; the test-email route words it for the admin.
  return message.includes('ETIMEDOUT') ? M.timedOut : M.unknown;
}

/** SMTP timeouts (ms). Tests shorten them per host with `setTestEmailTimeouts`. */
export interface SmtpTimeouts { connectionTimeout: number; greetingTimeout: number; socketTimeout: number }
const DEFAULT_TIMEOUTS: SmtpTimeouts = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 10_000 };
const timeouts = new WeakMap<Host, SmtpTimeouts>();

export function setTestEmailTimeouts(host: Host, t: Partial<SmtpTimeouts>): void {
  timeouts.set(host, { ...DEFAULT_TIMEOUTS, ...t });
}

export function sendTestEmailRoutes(r: Router): void {
  r.add({
    method: 'POST',
    path: '/internal/send-test-email',
    access: ['admin'],
    body: object({
      recipient_email: email(),
      email_config: object({
        host: string(),
        port: number({ min: 0, max: 65535 }),
        username: string(),
        password: string({ max: 70 }),
        sender_name: string(),
        sender_email: email(),
      }),
    }),
    async handler({ host, body }) {
      const cfg = body.email_config;
      const { createTransport } = await mailer();
      const transport = createTransport({
        host: cfg.host,
        port: cfg.port,
        secure: cfg.port === 465,
        auth: { user: cfg.username, pass: cfg.password },
        ...(timeouts.get(host) ?? DEFAULT_TIMEOUTS),
      });
      try {
        await transport.sendMail({
          from: `"${cfg.sender_name}" <${cfg.sender_email}>`,
          to: body.recipient_email,
          subject: TEST_EMAIL_SUBJECT,
          text: TEST_EMAIL_TEXT,
        });
        return ok({ success: true });
      } catch (e) {
        return ok({ success: false, error_message: testEmailErrorMessage(e as SmtpError) });
      } finally {
        transport.close();
      }
    },
  });
}
