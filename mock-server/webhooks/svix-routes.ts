/**
 * A Svix-compatible webhook API under /svix (base URL `{host}/svix`, as Svix's `serverUrl`): the part of
 * Svix's public API that dashboards, the `svix` client and tests use, on the project's application (the
 * app id is the project id). Callers send `Authorization: Bearer <token>`, a token from
 * `POST /api/v1/webhooks/svix-token`, valid for that project only.
 */
import type { Context, Hono } from 'hono';
import { randomBytes } from 'node:crypto';
import type { Host } from '../host.js';
import { readTextLimited } from '../security/body-limit.js';
import { ApiError } from '../http/api-error.js';
import {
  attemptsTable, endpointsTable, messagesTable, newEndpointSecret, svixId, tokenHash, tokensTable,
  type WebhookEndpointRow,
} from './rows.js';
import { SvixError, invalid, notFound } from './svix-error.js';
import { SECRET_RE, endpointFields } from './endpoint-fields.js';
import { attemptOut, endpointOut, messageOut } from './svix-views.js';
import { webhooksOf } from './webhook-service.js';

/** Where the Svix-compatible API is served, relative to the host's origin. */
export const SVIX_BASE_PATH = '/svix';
const BASE = `${SVIX_BASE_PATH}/api/v1`;
const MAX_BODY = 256 * 1024;

const CORS: Record<string, string> = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
  'access-control-allow-headers': 'authorization, content-type, idempotency-key, svix-req-id, user-agent',
  'access-control-max-age': '86400',
};

/** An app-portal token for the project's webhooks (stored as its SHA-256). */
export function issueSvixToken(host: Host, projectId: string): string {
  const token = `svix_local_${randomBytes(24).toString('base64url')}`;
  tokensTable(host).put({ id: tokenHash(token), project_id: projectId, created_at_millis: host.now() });
  return token;
}

const json = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), { status, headers: body === undefined ? CORS : { ...CORS, 'content-type': 'application/json' } });

interface Call {
  host: Host;
  projectId: string;
  params: Record<string, string>;
  query: URLSearchParams;
  body: () => Promise<Record<string, unknown>>;
}

function authorize(host: Host, c: Context): string {
  const h = c.req.header('authorization') ?? '';
  const m = /^Bearer (\S+)$/i.exec(h.trim());
  const row = m ? tokensTable(host).get(tokenHash(m[1])) : undefined;
  if (!row || !host.projects.get(row.project_id)) throw new SvixError(401, { code: 'authentication_failed', detail: 'Invalid token' });
  return row.project_id;
}

async function readJson(c: Context): Promise<Record<string, unknown>> {
  const text = await readTextLimited(c.req.raw, MAX_BODY);
  let v: unknown;
  try {
    v = text ? JSON.parse(text) : undefined;
  } catch {
    throw invalid(['body'], 'invalid JSON', 'value_error.jsondecode');
  }
  if (v === null || typeof v !== 'object' || Array.isArray(v)) throw invalid(['body'], 'value is not a valid dict', 'type_error.dict');
  return v as Record<string, unknown>;
}

function findEndpoint(host: Host, projectId: string, idOrUid: string): WebhookEndpointRow {
  const ep = endpointsTable(host).where('project_id', projectId).find((e) => e.id === idOrUid || e.uid === idOrUid);
  if (!ep) throw notFound();
  return ep;
}

/** One page of `items` (already in list order): Svix's `limit` (1–250, default 50) and `iterator` (the last id seen). */
function page<T extends { id: string }>(items: T[], q: URLSearchParams) {
  const raw = q.get('limit');
  const limit = raw === null ? 50 : Number(raw);
  if (!Number.isInteger(limit) || limit < 1 || limit > 250) throw invalid(['query', 'limit'], 'ensure this value is between 1 and 250', 'value_error.number');
  const after = q.get('iterator');
  let start = 0;
  if (after) {
    const i = items.findIndex((x) => x.id === after);
    start = i < 0 ? items.length : i + 1;
  }
  const data = items.slice(start, start + limit);
  const done = start + limit >= items.length;
  return { data, iterator: data.length ? data[data.length - 1].id : null, prevIterator: null, done };
}

/** Newest first unless `order=ascending`. */
const ordered = <T>(oldestFirst: T[], q: URLSearchParams): T[] => (q.get('order') === 'ascending' ? oldestFirst : oldestFirst.slice().reverse());

const withContent = (q: URLSearchParams) => q.get('with_content') !== 'false';

function checkUidFree(host: Host, projectId: string, uid: string | null | undefined, selfId: string | null): void {
  if (!uid) return;
  if (endpointsTable(host).where('project_id', projectId).some((e) => e.uid === uid && e.id !== selfId)) {
    throw new SvixError(409, { code: 'conflict', detail: 'An endpoint with this uid already exists' });
  }
}

type Handler = (call: Call) => Response | Promise<Response>;

export function mountSvix(app: Hono, host: Host): void {
  const route = (method: string, path: string, handler: Handler) => {
    app.on(method, `${BASE}${path}`, async (c) => {
      try {
        const projectId = authorize(host, c);
        const params = c.req.param() as Record<string, string>;
        if (params.app_id !== projectId) {
          throw host.projects.get(params.app_id) ? new SvixError(403, { code: 'forbidden', detail: 'This token is not valid for this application' }) : notFound();
        }
        return await handler({ host, projectId, params, query: new URL(c.req.url).searchParams, body: () => readJson(c) });
      } catch (e) {
        if (e instanceof SvixError) return json(e.status, e.body);
        if (e instanceof ApiError && e.status === 413) return json(413, { code: 'payload_too_large', detail: 'Request body too large' });
        console.error(`[host] ${method} ${c.req.path} failed:`, e);
        return json(500, { code: 'internal_error', detail: 'Internal error' });
      }
    });
  };

  app.options(`${BASE}/*`, () => new Response(null, { status: 204, headers: CORS }));
  // Svix's health check (no token): how a client or the conformance harness finds the API.
  app.get(`${BASE}/health`, () => new Response(null, { status: 204, headers: CORS }));

  route('GET', '/app/:app_id', ({ host: h, projectId }) => {
    const p = h.projects.get(projectId)!;
    return json(200, { id: projectId, uid: projectId, name: projectId, rateLimit: null, metadata: {}, createdAt: new Date(p.created_at_millis).toISOString(), updatedAt: new Date(p.created_at_millis).toISOString() });
  });

  route('GET', '/app/:app_id/endpoint', ({ host: h, projectId, query }) => json(200, pageOf(endpointsTable(h).where('project_id', projectId), query, endpointOut)));

  route('POST', '/app/:app_id/endpoint', async ({ host: h, projectId, body }) => {
    const f = endpointFields(await body(), false);
    checkUidFree(h, projectId, f.uid, null);
    const now = h.now();
    const row = endpointsTable(h).put({
      id: svixId('ep'), project_id: projectId, url: f.url!, description: f.description ?? '', filter_types: f.filter_types ?? null,
      secret: f.secret ?? newEndpointSecret(), disabled: f.disabled ?? false, uid: f.uid ?? null, rate_limit: f.rate_limit ?? null,
      metadata: f.metadata ?? {}, version: f.version ?? 1, created_at_millis: now, updated_at_millis: now,
    });
    return json(201, endpointOut(row));
  });

  route('GET', '/app/:app_id/endpoint/:endpoint_id', ({ host: h, projectId, params }) => json(200, endpointOut(findEndpoint(h, projectId, params.endpoint_id))));

  const update = (partial: boolean): Handler => async ({ host: h, projectId, params, body }) => {
    const ep = findEndpoint(h, projectId, params.endpoint_id);
    const b = await body();
    const f = endpointFields(b, partial);
    checkUidFree(h, projectId, f.uid, ep.id);
    // A full update (PUT) resets what it leaves out, except the secret (which has its own routes).
    const base: WebhookEndpointRow = partial
      ? ep
      : { ...ep, description: '', filter_types: null, disabled: false, uid: null, rate_limit: null, metadata: {}, version: 1 };
    const row = endpointsTable(h).put({ ...base, ...f, secret: ep.secret, updated_at_millis: h.now() });
    return json(200, endpointOut(row));
  };
  route('PUT', '/app/:app_id/endpoint/:endpoint_id', update(false));
  route('PATCH', '/app/:app_id/endpoint/:endpoint_id', update(true));

  route('DELETE', '/app/:app_id/endpoint/:endpoint_id', ({ host: h, projectId, params }) => {
    endpointsTable(h).delete(findEndpoint(h, projectId, params.endpoint_id).id);
    return json(204);
  });

  route('GET', '/app/:app_id/endpoint/:endpoint_id/secret', ({ host: h, projectId, params }) => json(200, { key: findEndpoint(h, projectId, params.endpoint_id).secret }));

  route('POST', '/app/:app_id/endpoint/:endpoint_id/secret/rotate', async ({ host: h, projectId, params, body }) => {
    const ep = findEndpoint(h, projectId, params.endpoint_id);
    const b = await body().catch(() => ({}) as Record<string, unknown>);
    const key = b.key ?? null;
    if (key !== null && (typeof key !== 'string' || !SECRET_RE.test(key))) throw invalid(['body', 'key'], 'string does not match regex "^(whsec_)?[a-zA-Z0-9+/=]{32,100}$"', 'value_error.str.regex');
    const secret = key === null ? newEndpointSecret() : key.startsWith('whsec_') ? key : `whsec_${key}`;
    endpointsTable(h).put({ ...ep, secret, updated_at_millis: h.now() });
    return json(204);
  });

  route('GET', '/app/:app_id/msg', ({ host: h, projectId, query }) => {
    const types = query.getAll('event_types');
    let msgs = messagesTable(h).where('project_id', projectId);
    if (types.length) msgs = msgs.filter((m) => types.includes(m.event_type));
    const content = withContent(query);
    return json(200, pageOf(msgs, query, (m) => messageOut(m, content)));
  });

  const findMessage = (h: Host, projectId: string, id: string) => {
    const m = messagesTable(h).get(id);
    if (!m || m.project_id !== projectId) throw notFound();
    return m;
  };

  route('GET', '/app/:app_id/msg/:msg_id', ({ host: h, projectId, params, query }) => json(200, messageOut(findMessage(h, projectId, params.msg_id), withContent(query))));

  const statusFilter = (query: URLSearchParams) => {
    const s = query.get('status');
    if (s === null) return () => true;
    const n = Number(s);
    if (![0, 1, 2, 3].includes(n) || s.trim() === '') throw invalid(['query', 'status'], 'value is not a valid enumeration member; permitted: 0, 1, 2, 3', 'type_error.enum');
    return (a: { status: number }) => a.status === n;
  };

  route('GET', '/app/:app_id/attempt/endpoint/:endpoint_id', ({ host: h, projectId, params, query }) => {
    const ep = findEndpoint(h, projectId, params.endpoint_id);
    const keep = statusFilter(query);
    return json(200, pageOf(attemptsTable(h).where('endpoint_id', ep.id).filter(keep), query, attemptOut));
  });

  route('GET', '/app/:app_id/attempt/msg/:msg_id', ({ host: h, projectId, params, query }) => {
    const m = findMessage(h, projectId, params.msg_id);
    const keep = statusFilter(query);
    const ep = query.get('endpoint_id');
    return json(200, pageOf(attemptsTable(h).where('msg_id', m.id).filter((a) => keep(a) && (!ep || a.endpoint_id === ep)), query, attemptOut));
  });

  route('GET', '/app/:app_id/msg/:msg_id/attempt/:attempt_id', ({ host: h, projectId, params }) => {
    const a = attemptsTable(h).get(params.attempt_id);
    if (!a || a.project_id !== projectId || a.msg_id !== params.msg_id) throw notFound();
    return json(200, attemptOut(a));
  });

  route('POST', '/app/:app_id/msg/:msg_id/endpoint/:endpoint_id/resend', ({ host: h, projectId, params }) => {
    const m = findMessage(h, projectId, params.msg_id);
    const ep = findEndpoint(h, projectId, params.endpoint_id);
    webhooksOf(h).resend(m.id, ep.id);
    return json(202);
  });

  app.all(`${BASE}/*`, () => json(404, { code: 'not_found', detail: 'Entity not found' }));
}

/** A page of `oldestFirst` in the requested order, mapped to its wire shape. */
function pageOf<T extends { id: string }, O>(oldestFirst: T[], q: URLSearchParams, out: (x: T) => O) {
  const p = page(ordered(oldestFirst, q), q);
  return { data: p.data.map(out), iterator: p.iterator, prevIterator: p.prevIterator, done: p.done };
}
