/**
 * Real SMTP delivery with nodemailer: the project's standard `email_config` when set, else the host-wide
 * SMTP URL (`--smtp-url`). Port 465 uses implicit TLS, as the hosted API does.
 */
import type { Host, MailTransport } from '../host.js';
import { lazy } from '../lazy.js';

/** nodemailer is loaded on first SMTP delivery (keeps start-up fast). */
export const mailer = lazy(() => import('nodemailer').then((m) => m.default ?? m));

const TIMEOUTS = { connectionTimeout: 5000, greetingTimeout: 5000, socketTimeout: 10_000 };

export function smtpTransport(host: Host, smtpUrl?: string): MailTransport {
  let shared: Promise<ReturnType<Awaited<ReturnType<typeof mailer>>['createTransport']>> | null = null;
  return async (mail) => {
    const project = host.projects.get(mail.projectId);
    const cfg = project?.config.email_config;
    if (cfg?.type !== 'standard' && !smtpUrl) return;
    const { createTransport } = await mailer();
    if (cfg?.type === 'standard') {
      const t = createTransport({
        host: cfg.host, port: cfg.port, secure: cfg.port === 465, auth: { user: cfg.username, pass: cfg.password },
        tls: { rejectUnauthorized: false }, ...TIMEOUTS,
      });
      try {
        await t.sendMail({ from: `"${cfg.sender_name}" <${cfg.sender_email}>`, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
      } finally {
        t.close();
      }
      return;
    }
    shared ??= Promise.resolve(createTransport(smtpUrl!));
    await (await shared).sendMail({ from: mail.from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
  };
}
