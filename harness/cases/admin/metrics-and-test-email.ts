import { defineCase } from '../../define-case.js';
import * as expect from '../../expect.js';
import { createUser } from '../../flows.js';
import { smtpMailbox } from '../../mailbox/smtp.js';

export const metrics = defineCase({
  area: 'admin',
  name: 'internal-metrics-shape',
  endpoints: ['GET /api/v1/internal/metrics'],
  async run(t) {
    const project = await t.newProject();
    await createUser(t, { display_name: 'Counted', password: 'counted-password-1' }, project);
    const res = await t.api('GET', '/internal/metrics', { as: 'admin', project });
    const body = expect.json(res, 200);
    expect.keys(body, ['total_users', 'daily_users', 'daily_active_users', 'users_by_country', 'recently_registered', 'recently_active', 'login_methods'], 'metrics', res);
    expect.equal(body.total_users, 1, 'total_users', res);
    for (const key of ['daily_users', 'daily_active_users']) {
      const days = body[key] as { date: string; activity: number }[];
      expect.equal(days.length, 31, `${key} has 31 days`, res);
      expect.keys(days[0], ['date', 'activity'], `${key} item`, res);
      expect.matches(days[30].date, /^\d{4}-\d{2}-\d{2}$/, `${key} date`, res);
    }
    expect.equal((body.recently_registered as { display_name: string }[]).map((u) => u.display_name), ['Counted'], 'recently_registered', res);
    expect.type(body.users_by_country, 'object', 'users_by_country', res);
    expect.equal(body.login_methods, [{ method: 'password', count: 1 }], 'login_methods', res);
  },
});

export const sendTestEmail = defineCase({
  area: 'admin',
  name: 'send-test-email-over-smtp',
  endpoints: ['POST /api/v1/internal/send-test-email'],
  async run(t) {
    const box = await smtpMailbox(0).catch((e: Error) => t.skip(`cannot listen for SMTP here: ${e.message}`));
    try {
      const recipient = t.email('test-mail');
      const res = await t.api('POST', '/internal/send-test-email', {
        as: 'admin',
        json: {
          recipient_email: recipient,
          email_config: { host: '127.0.0.1', port: box.port, username: 'u', password: 'p', sender_name: 'Conformance', sender_email: 'conformance@example.com' },
        },
      });
      const body = expect.json(res, 200);
      if (body.success === false && /connect/i.test(String(body.error_message))) t.skip('the host cannot reach the harness SMTP listener on 127.0.0.1');
      expect.equal(body, { success: true }, 'send-test-email result', res);
      const mail = await box.waitFor(recipient, { timeoutMs: 5000 });
      expect.equal(mail.subject, 'Test Email from Stack Auth', 'test e-mail subject');
    } finally {
      await box.close();
    }
  },
});
