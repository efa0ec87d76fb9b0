/**
 * The dev mailbox page (/mailbox): every message, newest first: its links, the HTML part in a sandboxed
 * frame (no scripts) and the text part as a second tab.
 */
import type { MailRow } from '../store/entities.js';
import { DEV_PAGE_CSS, FAVICON } from '../dev/page-chrome.js';

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
  const links = [...new Set(m.text.match(/https?:\/\/[^\s<>"']+/g) ?? [])];
  // The HTML part runs in a sandboxed frame with no scripts, no forms, no navigation; the text part is a tab.
  const parts = [
    m.html ? `<input type="radio" name="${id}-part" id="${id}-html" checked><label for="${id}-html">HTML</label>` : '',
    `<input type="radio" name="${id}-part" id="${id}-text"${m.html ? '' : ' checked'}><label for="${id}-text">Text</label>`,
    m.html ? `<iframe class="html" sandbox="" title="HTML part of ${esc(m.subject || 'the message')}" srcdoc="${esc(m.html)}"></iframe>` : '',
    `<pre class="text">${linkify(m.text)}</pre>`,
  ];
  return `<article class="card" aria-labelledby="${id}">
<h2 id="${id}">${esc(m.subject || '(no subject)')}</h2>
<dl>
<dt>From</dt><dd>${esc(m.from)}</dd>
<dt>To</dt><dd>${esc(m.to.join(', '))}</dd>
<dt>Date</dt><dd><time datetime="${when}">${when}</time></dd>
${links.length ? `<dt>Links</dt><dd>${links.map((l) => `<a href="${esc(l)}">${esc(l)}</a>`).join('<br>')}</dd>` : ''}
</dl>
<fieldset><legend class="muted">Part</legend>${parts.join('')}</fieldset>
</article>`;
}

export function mailboxPage(mails: MailRow[], filter: string | null): string {
  const title = filter ? `Dev mailbox: ${esc(filter)}` : 'Dev mailbox';
  const list = mails.length ? mails.map(article).join('\n') : '<p class="card">No messages yet.</p>';
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title>${FAVICON}
<style>${DEV_PAGE_CSS}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem;margin:0 0 .75rem}dt{font-weight:600}dd{margin:0;overflow-wrap:anywhere}
fieldset{border:0;padding:0;margin:0;display:flex;flex-wrap:wrap;gap:.25rem .75rem;align-items:center}legend{float:left;margin-right:.5rem}
fieldset>label{font-weight:400}
iframe,pre{display:none;width:100%;flex-basis:100%;border:1px solid var(--border);border-radius:6px;margin:.25rem 0 0}
iframe{height:16rem;background:#fff}
pre{white-space:pre-wrap;word-break:break-word;padding:.75rem}
input[id$=-html]:checked~iframe,input[id$=-text]:checked~pre{display:block}
form{display:flex;gap:.5rem;align-items:center;flex-wrap:wrap}</style></head>
<body><main>
<h1>${title}</h1>
<form class="card" method="get" action="/mailbox"><label for="to">Recipient</label> <input id="to" name="to" value="${esc(filter ?? '')}"> <button type="submit">Filter</button></form>
<p class="muted">${mails.length} message${mails.length === 1 ? '' : 's'}, newest first.</p>
${list}
</main></body></html>`;
}
