/**
 * A real SMTP round trip: the project's standard `email_config` points the host at an `smtp-server` listening
 * on loopback (the host delivers with nodemailer, logging in with the configured credentials); the code is read
 * from the received message and verifies the address.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { CALLBACK, createKit } from '../password/test-kit.js';

interface Received {
  user: string | undefined;
  from: string;
  to: string[];
  raw: string;
}

const received: Received[] = [];
let server: SMTPServer;
let port = 0;

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: false,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === 'mailer' && auth.password === 'smtp secret') callback(null, { user: auth.username });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          user: session.user as string | undefined,
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  port = (server.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

/** Undoes quoted-printable soft breaks and escapes (enough for ASCII text parts). */
function decodeQuotedPrintable(s: string): string {
  return s.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
}

describe('SMTP delivery', () => {
  it('delivers the verification mail over SMTP; the code in it verifies the address', async () => {
    const k = createKit();
    k.setConfig({
      email_config: {
        type: 'standard',
        host: '127.0.0.1',
        port,
        username: 'mailer',
        password: 'smtp secret',
        sender_email: 'auth@tinyauth.test',
        sender_name: 'Tinyauth Test',
      },
    });
    // an untrusted verification callback: sign-up itself sends no mail
    const s = (
      await k.call('POST', '/auth/password/sign-up', {
        body: { email: 'smtp-user@example.com', password: 'correct horse battery', verification_callback_url: 'https://elsewhere.example.org/' },
      })
    ).body;
    const channel = k.host.contactChannels.find((c) => c.user_id === s.user_id)!;
    const before = received.length;
    const r = await k.call('POST', `/contact-channels/me/${channel.id}/send-verification-code`, {
      accessToken: s.access_token,
      body: { callback_url: CALLBACK },
    });
    expect(r.body).toEqual({ success: true });

    const mails = received.slice(before).filter((m) => m.to.includes('smtp-user@example.com'));
    expect(mails).toHaveLength(1);
    expect(mails[0].from).toBe('auth@tinyauth.test');
    expect(mails[0].user).toBe('mailer');
    const body = decodeQuotedPrintable(mails[0].raw);
    expect(body).toMatch(/^Subject: Verify your email at Stack Dashboard\r?$/m);
    const code = /callback\?code=([0-9a-z]{45})/.exec(body)?.[1];
    expect(code).toBeDefined();

    expect(k.host.contactChannels.get(channel.id)!.is_verified).toBe(false);
    const verified = await k.call('POST', '/contact-channels/verify', { body: { code } });
    expect(verified.body).toEqual({ success: true });
    expect(k.host.contactChannels.get(channel.id)!.is_verified).toBe(true);
  });
});
