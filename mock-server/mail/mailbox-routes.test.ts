import { describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { startTestHost } from '../testing/test-host.js';
import { useTestHost } from '../testing/use-test-host.js';
import { sendTemplateEmail } from './send-email.js';

const t = useTestHost();

const internal = () => t.host.projects.get('internal')!;

describe('dev mailbox (Inbucket API)', () => {
  it('lists and reads mail by local part or full address, oldest first', async () => {
    await sendTemplateEmail(t.host, internal(), 'password_reset', 'Alice@Example.com', { passwordResetLink: 'http://localhost:3000/reset?code=abc' });
    t.host.advanceClock(5);
    await sendTemplateEmail(t.host, internal(), 'magic_link', 'alice@example.com', { magicLink: 'http://localhost:3000/m?code=x', otp: 'ABC123' });
    const list = await t.api().get('/mailbox/api/v1/mailbox/alice');
    expect(list.status).toBe(200);
    expect(list.body).toHaveLength(2);
    expect(Object.keys(list.body[0])).toEqual(['mailbox', 'id', 'from', 'to', 'subject', 'date', 'posix-millis', 'size', 'seen', 'header']);
    expect(list.body[0]).toMatchObject({ mailbox: 'alice', from: '"Stack Dashboard" <noreply@example.com>', to: ['Alice@Example.com'], subject: 'Reset your password at Stack Dashboard', seen: false });
    expect(list.body[1].subject).toBe('Sign in to Stack Dashboard: Your code is ABC123');
    const full = await t.api().get('/mailbox/api/v1/mailbox/alice@example.com');
    expect(full.body.map((m: { id: string }) => m.id)).toEqual(list.body.map((m: { id: string }) => m.id));
    const one = await t.api().get(`/mailbox/api/v1/mailbox/alice/${list.body[0].id}`);
    expect(one.body.body.text).toContain('http://localhost:3000/reset?code=abc');
    expect(one.body.body.html).toContain('href="http://localhost:3000/reset?code=abc"');
    expect((await t.api().get('/mailbox/api/v1/mailbox/bob')).body).toEqual([]);
    expect((await t.api().get(`/mailbox/api/v1/mailbox/bob/${list.body[0].id}`)).status).toBe(404);
  });

  it('deletes one message or the whole mailbox', async () => {
    await sendTemplateEmail(t.host, internal(), 'email_verification', 'carol@example.com', { emailVerificationLink: 'http://localhost/v' });
    await sendTemplateEmail(t.host, internal(), 'email_verification', 'carol@example.com', { emailVerificationLink: 'http://localhost/v' });
    const [first] = (await t.api().get('/mailbox/api/v1/mailbox/carol')).body;
    expect((await t.api().delete(`/mailbox/api/v1/mailbox/carol/${first.id}`)).status).toBe(200);
    expect((await t.api().get('/mailbox/api/v1/mailbox/carol')).body).toHaveLength(1);
    await t.api().delete('/mailbox/api/v1/mailbox/carol');
    expect((await t.api().get('/mailbox/api/v1/mailbox/carol')).body).toEqual([]);
  });

  it('renders an accessible page, newest first, with clickable links', async () => {
    await sendTemplateEmail(t.host, internal(), 'password_reset', 'dave@example.com', { passwordResetLink: 'http://localhost:3000/r?code=<x>' });
    t.host.advanceClock(5);
    await sendTemplateEmail(t.host, internal(), 'team_invitation', 'dave@example.com', { teamDisplayName: 'Crew', teamInvitationLink: 'http://localhost:3000/join' });
    const page = await t.api().get('/mailbox?to=dave');
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.text).toContain('<html lang="en">');
    expect(page.text).toContain('<main>');
    expect(page.text.indexOf('You have been invited to join Crew')).toBeLessThan(page.text.indexOf('Reset your password'));
    expect(page.text).toContain('<a href="http://localhost:3000/join">');
    expect(page.text).not.toContain('<x>');
  });
});

describe('real SMTP delivery', () => {
  it('delivers through --smtp-url and through a project standard email_config', async () => {
    const received: { from: string; to: string[]; raw: string; user?: string }[] = [];
    const smtp = new SMTPServer({
      disabledCommands: ['STARTTLS'],
      allowInsecureAuth: true,
      authOptional: true,
      onAuth(auth, _s, cb) {
        cb(auth.username === 'u' && auth.password === 'p' ? null : new Error('bad auth'), { user: auth.username });
      },
      onData(stream, session, cb) {
        let raw = '';
        stream.on('data', (c: Buffer) => (raw += c.toString()));
        stream.on('end', () => {
          received.push({ from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '', to: session.envelope.rcptTo.map((r) => r.address), raw, user: session.user as string | undefined });
          cb();
        });
      },
    });
    await new Promise<void>((r) => smtp.listen(0, '127.0.0.1', () => r()));
    const port = (smtp.server.address() as AddressInfo).port;
    const h = await startTestHost({ smtpUrl: `smtp://127.0.0.1:${port}` });
    try {
      await sendTemplateEmail(h.host, h.host.projects.get('internal')!, 'password_reset', 'erin@example.com', { passwordResetLink: 'http://localhost/r' });
      expect(received).toHaveLength(1);
      expect(received[0]).toMatchObject({ from: 'noreply@example.com', to: ['erin@example.com'] });
      expect(received[0].raw).toContain('Subject: Reset your password at Stack Dashboard');
      expect((await h.api().get('/mailbox/api/v1/mailbox/erin')).body).toHaveLength(1);

      const p = await h.project({ display_name: 'Own SMTP', config: { email_config: { type: 'standard', host: '127.0.0.1', port, username: 'u', password: 'p', sender_name: 'Own', sender_email: 'own@example.com' } } });
      await sendTemplateEmail(h.host, h.host.projects.get(p.id)!, 'email_verification', 'finn@example.com', { emailVerificationLink: 'http://localhost/v' });
      expect(received).toHaveLength(2);
      expect(received[1]).toMatchObject({ from: 'own@example.com', to: ['finn@example.com'], user: 'u' });
    } finally {
      await h.close();
      await new Promise<void>((r) => smtp.close(() => r()));
    }
  });
});
