/**
 * The dev mailbox page (/mailbox): every message, newest first, with readable bodies and clickable links.
 */
import type { MailRow } from '../store/entities.js';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Escapes text and turns http(s) URLs into links. */
function linkify(text: string): string {
  return text
    .split(/(https?:\/\/[^\s<>"']+)/g)
    .map((part, i) => (i % 2 === 1 ? `<a href="${esc(part)}">${esc(part)}</a>` : esc(part)))
    .join('');
}

function article(m: MailRow, i: number): string {
  const id = `mail-${i}`;
  const when = new Date(m.date_millis).toISOString();
  return `<article aria-labelledby="${id}">
<h2 id="${id}">${esc(m.subject || '(no subject)')}</h2>
<dl>
<dt>From</dt><dd>${esc(m.from)}</dd>
<dt>To</dt><dd>${esc(m.to.join(', '))}</dd>
<dt>Date</dt><dd><time datetime="${when}">${when}</time></dd>
</dl>
<pre>${linkify(m.text)}</pre>
</article>`;
}

export function mailboxPage(mails: MailRow[], filter: string | null): string {
  const title = filter ? `Dev mailbox: ${esc(filter)}` : 'Dev mailbox';
  const list = mails.length ? mails.map(article).join('\n') : '<p>No messages yet.</p>';
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title>
<style>body{font-family:system-ui,sans-serif;max-width:50rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}
article{border:1px solid #767676;border-radius:.5rem;padding:1rem;margin:1rem 0}h2{font-size:1.1rem;margin:0 0 .5rem}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem;margin:0 0 .5rem}dt{font-weight:600}dd{margin:0}
pre{white-space:pre-wrap;word-break:break-word;background:#f4f4f4;padding:.75rem;border-radius:.25rem}a{color:#0645ad}</style></head>
<body><main>
<h1>${title}</h1>
<form method="get" action="/mailbox"><label for="to">Recipient</label> <input id="to" name="to" value="${esc(filter ?? '')}"> <button type="submit">Filter</button></form>
<p>${mails.length} message${mails.length === 1 ? '' : 's'}, newest first.</p>
${list}
</main></body></html>`;
}
