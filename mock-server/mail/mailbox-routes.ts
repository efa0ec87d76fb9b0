/**
 * The dev mailbox: an Inbucket-compatible JSON API under /mailbox/api/v1 and a small HTML page at /mailbox.
 * A mailbox {name} matches a recipient's full address or its local part (case-insensitive). Part of the dev
 * surface: mounted only with dev routes on.
 */
import type { Hono } from 'hono';
import type { Host } from '../host.js';
import type { MailRow } from '../store/entities.js';
import { mailboxPage } from './mailbox-page.js';

// No CORS headers: other websites must not read the mail (security/dev-surface.ts also refuses foreign origins).
const jsonOut = (data: unknown, status = 200) =>
  new Response(JSON.stringify(data), { status, headers: { 'content-type': 'application/json; charset=utf-8' } });
const textOut = (text: string, status = 200) => new Response(text, { status, headers: { 'content-type': 'text/plain; charset=utf-8' } });

const bare = (addr: string) => (/<([^>]*)>/.exec(addr)?.[1] ?? addr).trim().toLowerCase();

export function mailMatches(mail: MailRow, name: string): boolean {
  const n = name.trim().toLowerCase();
  return mail.to.some((t) => {
    const a = bare(t);
    return a === n || a.split('@')[0] === n;
  });
}

function headerOf(m: MailRow): Record<string, string[]> {
  return {
    Date: [new Date(m.date_millis).toUTCString()],
    From: [m.from],
    To: m.to,
    Subject: [m.subject],
    'Message-Id': [`<${m.id}@mock-server.local>`],
    'Mime-Version': ['1.0'],
    'Content-Type': ['multipart/alternative'],
  };
}

function summary(m: MailRow, name: string) {
  return {
    mailbox: name.toLowerCase(),
    id: m.id,
    from: m.from,
    to: m.to,
    subject: m.subject,
    date: new Date(m.date_millis).toISOString(),
    'posix-millis': m.date_millis,
    size: Buffer.byteLength(m.text) + Buffer.byteLength(m.html),
    seen: false,
    header: headerOf(m),
  };
}

const safeDecode = (s: string) => {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
};

/** Mail in this mailbox, oldest first (Inbucket order). */
export function mailboxMessages(host: Host, name: string): MailRow[] {
  return host.mails.filter((m) => mailMatches(m, name)).sort((a, b) => a.date_millis - b.date_millis);
}

export function mountMailbox(app: Hono, host: Host): void {
  const base = '/mailbox/api/v1/mailbox';
  app.get(`${base}/:name`, (c) => {
    const name = safeDecode(c.req.param('name'));
    return jsonOut(mailboxMessages(host, name).map((m) => summary(m, name)));
  });
  app.delete(`${base}/:name`, (c) => {
    const name = safeDecode(c.req.param('name'));
    for (const m of mailboxMessages(host, name)) host.mails.delete(m.id);
    host.db.flush();
    return textOut('OK');
  });
  app.get(`${base}/:name/:id`, (c) => {
    const name = safeDecode(c.req.param('name'));
    const m = host.mails.get(safeDecode(c.req.param('id')));
    if (!m || !mailMatches(m, name)) return textOut('message not found', 404);
    return jsonOut({ ...summary(m, name), body: { text: m.text, html: m.html }, attachments: [] });
  });
  app.delete(`${base}/:name/:id`, (c) => {
    const name = safeDecode(c.req.param('name'));
    const m = host.mails.get(safeDecode(c.req.param('id')));
    if (!m || !mailMatches(m, name)) return textOut('message not found', 404);
    host.mails.delete(m.id);
    host.db.flush();
    return textOut('OK');
  });
  app.get('/mailbox', (c) => {
    const to = c.req.query('to');
    const mails = host.mails.filter((m) => !to || mailMatches(m, to)).sort((a, b) => b.date_millis - a.date_millis);
    return new Response(mailboxPage(mails, to ?? null), { headers: { 'content-type': 'text/html; charset=utf-8' } });
  });
}
