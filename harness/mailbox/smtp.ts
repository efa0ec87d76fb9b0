/** An SMTP server the harness listens with; the host is pointed at it through the project's email_config. */
import type { SMTPServer as SMTPServerType } from 'smtp-server';
import type { Mail, Mailbox, WaitOptions } from './types.js';
import { pollFor } from './types.js';
import { parseMail } from './mime.js';

export interface SmtpMailbox extends Mailbox {
  readonly port: number;
}

/** Listens on `host:port` (port 0 = any free port). Accepts any credentials, no TLS. */
export async function smtpMailbox(port: number, host = '127.0.0.1'): Promise<SmtpMailbox> {
  // loaded on demand: smtp-server is only needed when the harness listens for mail
  const { SMTPServer } = (await import('smtp-server')) as { SMTPServer: typeof SMTPServerType };
  const byRecipient = new Map<string, Mail[]>();
  let seq = 0;
  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(_auth, _session, cb) {
      cb(null, { user: 'conformance' });
    },
    onData(stream, session, cb) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const parsed = parseMail(Buffer.concat(chunks).toString('utf8'));
        seq += 1;
        const mail: Mail = { id: String(seq), subject: parsed.subject, from: parsed.from, to: parsed.to, text: parsed.text, html: parsed.html };
        for (const rcpt of session.envelope.rcptTo) {
          const key = rcpt.address.toLowerCase();
          byRecipient.set(key, [...(byRecipient.get(key) ?? []), mail]);
        }
        cb();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  const list = async (addr: string) => byRecipient.get(addr.toLowerCase()) ?? [];
  return {
    kind: 'smtp',
    port: actualPort,
    list,
    waitFor: (addr: string, opts?: WaitOptions) => pollFor(() => list(addr), addr, opts),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
