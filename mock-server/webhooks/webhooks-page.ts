/**
 * The dev webhooks page (/webhooks): per project, its endpoints, and each message (newest first) with its
 * payload and, per attempt, the status, the answer and the signature headers sent; a Resend button per
 * endpoint. No scripts: Resend is a plain form post back to the host.
 */
import { DEV_PAGE_CSS, FAVICON } from '../dev/page-chrome.js';
import type { WebhookAttemptRow, WebhookEndpointRow, WebhookMessageRow } from './rows.js';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const iso = (ms: number) => new Date(ms).toISOString();

export interface ProjectWebhooks {
  id: string;
  name: string;
  endpoints: WebhookEndpointRow[];
  /** Newest first. */
  messages: WebhookMessageRow[];
  /** Every message's attempts, newest first. */
  attempts: Map<string, WebhookAttemptRow[]>;
  /** Messages not shown (over the page's limit). */
  more: number;
}

function endpointsTable(p: ProjectWebhooks, n: number): string {
  if (!p.endpoints.length) return '<p class="muted">No endpoints yet: add one through the Svix API or <code>admin.webhooks.createEndpoint</code>.</p>';
  const rows = p.endpoints.map((e) => `<tr><td><code>${esc(e.url)}</code></td><td>${e.filter_types ? esc(e.filter_types.join(', ')) : 'all'}</td><td>${e.disabled ? 'disabled' : 'enabled'}</td><td><code>${esc(e.secret)}</code></td></tr>`);
  return `<table><caption id="p${n}-ep">Endpoints</caption><thead><tr><th scope="col">URL</th><th scope="col">Events</th><th scope="col">State</th><th scope="col">Signing secret</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

function attemptRow(a: WebhookAttemptRow, eps: Map<string, WebhookEndpointRow>): string {
  const ok = a.status === 0;
  const status = `${ok ? 'Delivered' : a.status === 2 ? 'Failed' : 'Sending'}${a.response_status_code ? ` (${a.response_status_code})` : ''}`;
  const headers = Object.entries(a.signature_headers ?? {}).map(([k, v]) => `${k}: ${v}`).join('\n');
  return `<tr><td><code>${esc(eps.get(a.endpoint_id)?.url ?? a.url)}</code></td><td class="${ok ? 'ok' : 'bad'}">${status}</td>`
    + `<td><pre>${esc(a.response || '(empty)')}</pre></td><td><time datetime="${iso(a.timestamp_millis)}">${iso(a.timestamp_millis)}</time>${a.trigger_type === 1 ? ' (resent)' : ''}</td>`
    + `<td><pre>${esc(headers)}</pre></td></tr>`;
}

function message(p: ProjectWebhooks, m: WebhookMessageRow, eps: Map<string, WebhookEndpointRow>): string {
  const id = `msg-${m.id}`;
  const attempts = p.attempts.get(m.id) ?? [];
  const table = attempts.length
    ? `<table><caption>Attempts</caption><thead><tr><th scope="col">Endpoint</th><th scope="col">Status</th><th scope="col">Answer</th><th scope="col">When</th><th scope="col">Signature headers</th></tr></thead><tbody>${attempts.map((a) => attemptRow(a, eps)).join('')}</tbody></table>`
    : '<p class="muted">No attempts (no endpoint took this event when it was sent).</p>';
  const resend = p.endpoints.map((e) => `<form method="post" action="/webhooks/resend"><input type="hidden" name="msg_id" value="${esc(m.id)}"><input type="hidden" name="endpoint_id" value="${esc(e.id)}"><button type="submit" aria-label="Resend to ${esc(e.url)}: ${esc(m.event_type)} ${esc(m.id)}">Resend to ${esc(e.url)}</button></form>`);
  return `<article class="msg" id="${esc(id)}" aria-labelledby="${esc(id)}-h">
<h4 id="${esc(id)}-h">${esc(m.event_type)} <code>${esc(m.id)}</code></h4>
<p class="muted"><time datetime="${iso(m.timestamp_millis)}">${iso(m.timestamp_millis)}</time></p>
<details><summary>Payload</summary><pre>${esc(JSON.stringify(m.payload, null, 2))}</pre></details>
${table}
${resend.length ? `<div class="actions">${resend.join('')}</div>` : ''}
</article>`;
}

function project(p: ProjectWebhooks, n: number): string {
  const eps = new Map(p.endpoints.map((e) => [e.id, e]));
  const msgs = p.messages.length ? p.messages.map((m) => message(p, m, eps)).join('\n') : '<p class="muted">No messages yet.</p>';
  return `<section class="card" aria-labelledby="p${n}">
<h2 id="p${n}">${esc(p.name)} <code>${esc(p.id)}</code></h2>
${endpointsTable(p, n)}
<h3>Messages</h3>
<p class="muted">${p.messages.length + p.more} message${p.messages.length + p.more === 1 ? '' : 's'}, newest first${p.more ? ` (the newest ${p.messages.length} shown)` : ''}.</p>
${msgs}
</section>`;
}

export function webhooksPage(projects: ProjectWebhooks[], filter: string | null, svixUrl: string): string {
  const title = filter ? `Webhooks: ${esc(filter)}` : 'Webhooks';
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title>${FAVICON}
<style>${DEV_PAGE_CSS}
main{max-width:64rem}
table{width:100%;border-collapse:collapse;margin:0 0 .75rem;font-size:.9rem}caption{text-align:left;font-weight:600;padding:.25rem 0}
th,td{border:1px solid var(--border);padding:.35rem .5rem;text-align:left;vertical-align:top;overflow-wrap:anywhere}
pre{white-space:pre-wrap;word-break:break-word;margin:0;font-size:.85rem}
details pre{border:1px solid var(--border);border-radius:6px;padding:.5rem;margin:.25rem 0 .5rem}
.msg{border-top:1px solid var(--border);padding:.75rem 0}
h3{font-size:1rem;margin:1rem 0 .25rem}h4{font-size:1rem;margin:0}
.ok{color:var(--text);font-weight:600}.bad{color:var(--text);font-weight:600;text-decoration:underline wavy}
.actions{display:flex;flex-wrap:wrap;gap:.5rem}
form{display:flex;gap:.5rem;align-items:center;flex-wrap:wrap}</style></head>
<body><main>
<h1>${title}</h1>
<form class="card" method="get" action="/webhooks"><label for="project">Project id</label> <input id="project" name="project" value="${esc(filter ?? '')}"> <button type="submit">Filter</button></form>
<p class="muted">Svix-compatible API: <code>${esc(svixUrl)}</code> (a token from <code>POST /api/v1/webhooks/svix-token</code>; the app id is the project id).</p>
${projects.length ? projects.map(project).join('\n') : '<p class="card">No project has webhook endpoints or messages yet.</p>'}
</main></body></html>`;
}
