/**
 * The dev webhooks page: GET /webhooks (optionally `?project=<id>`) and POST /webhooks/resend (a form post:
 * `msg_id`, `endpoint_id`; answers 303 back to the message). Part of the dev surface (off with --no-dev-routes).
 */
import type { Hono } from 'hono';
import type { Host } from '../host.js';
import { readTextLimited } from '../security/body-limit.js';
import { attemptsTable, endpointsTable, messagesTable, type WebhookAttemptRow } from './rows.js';
import { webhooksOf } from './webhook-service.js';
import { webhooksPage, type ProjectWebhooks } from './webhooks-page.js';
import { SVIX_BASE_PATH } from './svix-routes.js';

/** Messages shown per project. */
const PAGE_LIMIT = 50;

const text = (status: number, body: string) => new Response(body, { status, headers: { 'content-type': 'text/plain; charset=utf-8' } });

function projectWebhooks(host: Host, projectId: string): ProjectWebhooks | null {
  const endpoints = endpointsTable(host).where('project_id', projectId);
  const all = messagesTable(host).where('project_id', projectId);
  if (!endpoints.length && !all.length) return null;
  const messages = all.slice(-PAGE_LIMIT).reverse();
  const attempts = new Map<string, WebhookAttemptRow[]>();
  for (const m of messages) attempts.set(m.id, attemptsTable(host).where('msg_id', m.id).reverse());
  return { id: projectId, name: host.projects.get(projectId)?.display_name ?? projectId, endpoints, messages, attempts, more: all.length - messages.length };
}

export function mountWebhooksPage(app: Hono, host: Host): void {
  app.get('/webhooks', (c) => {
    const filter = c.req.query('project') || null;
    const ids = filter ? [filter] : [...host.projects.rows.keys()];
    const projects = ids.map((id) => projectWebhooks(host, id)).filter((p): p is ProjectWebhooks => p !== null);
    const origin = new URL(c.req.url).origin;
    return new Response(webhooksPage(projects, filter, `${origin}${SVIX_BASE_PATH}`), { headers: { 'content-type': 'text/html; charset=utf-8' } });
  });

  app.post('/webhooks/resend', async (c) => {
    const form = new URLSearchParams(await readTextLimited(c.req.raw, 16 * 1024));
    const msg = messagesTable(host).get(form.get('msg_id') ?? '');
    const ep = endpointsTable(host).get(form.get('endpoint_id') ?? '');
    if (!msg || !ep || ep.project_id !== msg.project_id) return text(404, 'No such message or endpoint.');
    webhooksOf(host).resend(msg.id, ep.id);
    return new Response(null, { status: 303, headers: { location: `/webhooks?project=${encodeURIComponent(msg.project_id)}#msg-${msg.id}` } });
  });
}
