/** A place the harness reads the host's e-mails from. */
export interface Mail {
  id: string;
  subject: string;
  from: string;
  to: string[];
  text: string;
  html: string;
}

export interface WaitOptions {
  /** Wait until at least this many messages arrived; returns the count-th (1-based). @default 1 */
  count?: number;
  /** @default 10000 */
  timeoutMs?: number;
}

export interface Mailbox {
  readonly kind: 'inbucket' | 'smtp';
  /** All messages to `address`, oldest first. */
  list(address: string): Promise<Mail[]>;
  waitFor(address: string, opts?: WaitOptions): Promise<Mail>;
  close(): Promise<void>;
}

export class MailTimeout extends Error {}

/** Polls `list` until enough messages are there. */
export async function pollFor(list: () => Promise<Mail[]>, address: string, opts: WaitOptions = {}): Promise<Mail> {
  const count = opts.count ?? 1;
  const deadline = Date.now() + (opts.timeoutMs ?? 10_000);
  for (let delay = 20; ; delay = Math.min(delay * 2, 250)) {
    const mails = await list();
    if (mails.length >= count) return mails[count - 1];
    if (Date.now() > deadline) throw new MailTimeout(`no e-mail #${count} for ${address} (have ${mails.length})`);
    await new Promise((r) => setTimeout(r, delay));
  }
}

/** The first 45-char verification code in a `?code=` / `&code=` link of the mail. */
export function codeFromMail(mail: Mail): string | undefined {
  const m = /[?&]code=([0-9a-zA-Z]{45})(?![0-9a-zA-Z])/.exec(`${mail.text}\n${mail.html}`);
  return m?.[1];
}
