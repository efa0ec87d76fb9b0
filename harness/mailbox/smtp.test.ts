/** Real SMTP round trip: nodemailer → the harness's SMTP listener → parsed mail; and the whole OTP area over SMTP. */
import { describe, expect, it } from 'vitest';
import nodemailer from 'nodemailer';
import { createMockServer } from '../../mock-server/index.js';
import { smtpMailbox } from './smtp.js';
import { codeFromMail } from './types.js';
import { runConformance } from '../run-conformance.js';
import { formatReport } from '../report.js';

describe('smtpMailbox', { timeout: 120_000 }, () => {
  it('receives a multipart quoted-printable mail with an encoded subject', async () => {
    const box = await smtpMailbox(0);
    try {
      const transport = nodemailer.createTransport({ host: '127.0.0.1', port: box.port, secure: false, ignoreTLS: true, auth: { user: 'u', pass: 'p' } });
      const code = 'abcdefghjkmnpqrstvwxyz0123456789abcdefghjkmnp';
      await transport.sendMail({
        from: '"Acme Ünïcode" <noreply@example.com>',
        to: 'Someone@Example.com',
        subject: 'Sign in to Acme Ünïcode: Your code is ABCDEF',
        text: `Click https://app.example.com/cb?x=1&code=${code} — thanks`,
        html: `<a href="https://app.example.com/cb?x=1&amp;code=${code}">Sign in</a> ${'long line '.repeat(20)}`,
      });
      const mail = await box.waitFor('someone@example.com', { timeoutMs: 5000 });
      expect(mail.subject).toBe('Sign in to Acme Ünïcode: Your code is ABCDEF');
      expect(mail.from).toContain('noreply@example.com');
      expect(mail.text).toContain('— thanks');
      expect(mail.html).toContain('long line long line');
      expect(codeFromMail(mail)).toBe(code);
      await expect(box.waitFor('nobody@example.com', { timeoutMs: 100 })).rejects.toThrow(/no e-mail #1/);
    } finally {
      await box.close();
    }
  });

  it('runs the e-mail cases with the host sending through the project email_config', async () => {
    const app = createMockServer({ passwordHash: { memoryCost: 1024, timeCost: 1, parallelism: 1 } });
    const report = await runConformance({
      baseUrl: 'http://localhost:8102',
      fetch: async (url, init) => {
        // hide the dev mailbox so only SMTP can deliver the codes
        if (new URL(String(url)).pathname.startsWith('/mailbox')) return new Response('no', { status: 404 });
        return app.fetch(new Request(url, init));
      },
      mailbox: { type: 'smtp', port: 0 },
      useDevClock: true,
      only: ['otp', 'invitations/invitation-accept-single-use'],
    });
    expect(report.failed, formatReport(report)).toBe(0);
    expect(report.cases.find((c) => c.name === 'otp-typed-code-signs-up-once')?.status).toBe('pass');
    expect(report.skipped).toBe(0);
  });
});
