import { createServer, type AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEND_TEST_EMAIL_MESSAGES as M, setTestEmailTimeouts, testEmailErrorMessage } from './host/send-test-email.js';
import { createAdminKit } from './test-kit.js';

interface Received { from: string; to: string[]; data: string; user?: string }

/** A real SMTP server on 127.0.0.1:0 that accepts user `u` / password `p` and records every message. */
async function smtp() {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: false,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, cb) {
      if (auth.username === 'u' && auth.password === 'p') cb(null, { user: 'u' });
      else cb(new Error('Invalid username or password'));
    },
    onRcptTo(address, _session, cb) {
      if (address.address.endsWith('@blocked.example.com')) {
        const err = Object.assign(new Error('Mailbox unavailable'), { responseCode: 553 });
        cb(err);
      } else cb();
    },
    onData(stream, session, cb) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          data: Buffer.concat(chunks).toString('utf8'),
          user: session.user as string | undefined,
        });
        cb();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return { server, port, received, close: () => new Promise<void>((r) => server.close(() => r())) };
}

/** A TCP listener that accepts connections and never says anything (no SMTP greeting). */
async function silent() {
  const sockets = new Set<import('node:net').Socket>();
  const server = createServer((s) => sockets.add(s));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return { port, close: () => new Promise<void>((r) => { sockets.forEach((s) => s.destroy()); server.close(() => r()); }) };
}

/** A port nobody listens on: bound, read, released. */
async function closedPort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
  const port = (s.address() as AddressInfo).port;
  await new Promise<void>((r) => s.close(() => r()));
  return port;
}

const k = createAdminKit();
const GENEROUS = { connectionTimeout: 5000, greetingTimeout: 5000, socketTimeout: 5000 };
setTestEmailTimeouts(k.host, GENEROUS);
let box: Awaited<ReturnType<typeof smtp>>;
let p: Awaited<ReturnType<typeof k.project>>;
beforeAll(async () => {
  box = await smtp();
  p = await k.project();
});
afterAll(() => box.close());

const config = (over: Record<string, unknown> = {}) => ({
  host: '127.0.0.1', port: box.port, username: 'u', password: 'p', sender_name: 'Acme', sender_email: 'noreply@acme.example.com', ...over,
});
const send = (recipient: string, over: Record<string, unknown> = {}) =>
  k.call('POST', '/internal/send-test-email', p.admin, { recipient_email: recipient, email_config: config(over) });

describe('POST /internal/send-test-email over real SMTP', () => {
  it('delivers the test message (200 {success:true}) with the configured sender and credentials', async () => {
    const r = await send('admin@example.com');
    expect([r.status, r.text]).toEqual([200, '{"success":true}']);
    const mail = box.received.find((m) => m.to.includes('admin@example.com'))!;
    expect(mail.from).toBe('noreply@acme.example.com');
    expect(mail.user).toBe('u');
    expect(mail.data).toContain('Subject: Test Email from Stack Auth');
    expect(mail.data).toMatch(/From: Acme <noreply@acme\.example\.com>|From: "Acme" <noreply@acme\.example\.com>/);
    expect(mail.data.replace(/\r\n/g, '\n')).toContain('This is a test email from Stack Auth.');
  });

  it('wrong credentials, a refused recipient, a closed port and a silent server give the hosted messages', async () => {
    const auth = await send('admin@example.com', { password: 'wrong' });
    expect(auth.body).toEqual({ success: false, error_message: M.authFailed });
    const rcpt = await send('x@blocked.example.com');
    expect(rcpt.body.success).toBe(false);
    expect(rcpt.body.error_message).toBe(`${M.invalidAddress}\nResponse from the email server:\n553 Mailbox unavailable`);
    const closed = await send('admin@example.com', { port: await closedPort() });
    expect([closed.status, closed.body]).toEqual([200, { success: false, error_message: M.unknown }]);
    const quiet = await silent();
    // only this case waits for a timeout, so only here is it short
    setTestEmailTimeouts(k.host, { ...GENEROUS, greetingTimeout: 400 });
    try {
      const t0 = Date.now();
      const timeout = await send('admin@example.com', { port: quiet.port });
      expect(timeout.body).toEqual({ success: false, error_message: M.serverTimeout });
      expect(Date.now() - t0).toBeLessThan(3000);
    } finally {
      setTestEmailTimeouts(k.host, GENEROUS);
      await quiet.close();
    }
    expect(box.received.filter((m) => m.to.includes('x@blocked.example.com'))).toEqual([]);
  });

  it('validates the body (port range, password length, e-mails) and is admin only', async () => {
    const r = await k.call('POST', '/internal/send-test-email', p.admin, {
      recipient_email: 'nope', email_config: { ...config(), port: 70000, password: 'x'.repeat(71) },
    });
    expect(r.body.error).toBe(
      'Request validation failed on POST /api/v1/internal/send-test-email:\n  - body.recipient_email must be a valid email\n  - body.email_config.port must be less than or equal to 65535\n  - body.email_config.password must be at most 70 characters',
    );
    expect((await k.call('POST', '/internal/send-test-email', p.server, { recipient_email: 'a@b.co', email_config: config() })).status).toBe(401);
  });
});

describe('testEmailErrorMessage (classification of nodemailer errors)', () => {
  it('maps codes, response codes and messages as the hosted API does', () => {
    expect(testEmailErrorMessage({ code: 'EDNS', errno: -3008, message: 'getaddrinfo ENOTFOUND smtp.invalid' })).toBe(M.hostNotFound);
    expect(testEmailErrorMessage({ code: 'EAUTH', responseCode: 535 })).toBe(M.authFailed);
    expect(testEmailErrorMessage({ responseCode: 450, response: '450 try later' })).toBe(`${M.temporary}\nResponse from the email server:\n450 try later`);
    expect(testEmailErrorMessage({ code: 'EENVELOPE', responseCode: 554, response: '554 no' })).toBe(`${M.rejected}\nResponse from the email server:\n554 no`);
    expect(testEmailErrorMessage({ code: 'ETIMEDOUT', message: 'Greeting never received' })).toBe(M.serverTimeout);
    expect(testEmailErrorMessage({ code: 'ESOCKET', message: 'Unexpected socket close' })).toBe(M.socketClosed);
    expect(testEmailErrorMessage({ code: 'ESOCKET', message: 'connect ETIMEDOUT 10.0.0.1:25' })).toBe(M.timedOut);
    expect(testEmailErrorMessage({ code: 'ESOCKET', errno: -111, message: 'connect ECONNREFUSED 127.0.0.1:1' })).toBe(M.unknown);
  });
});
