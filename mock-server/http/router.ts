/**
 * The route registry every host module adds to. A route is data (method, path, access, schemas)
 * plus a plain handler; this file runs the hosted API's request pipeline around it:
 * body parsing → authentication → access type → schema (with `me` substitution) → handler → flush.
 */
import type { Hono } from 'hono';
import { ApiError, knownError, schemaError, textError } from './api-error.js';
import { authenticate, type AccessType, type Auth } from './authenticate.js';
import { requestBody } from './request-body.js';
import { errorResponse, jsonResponse, textResponse } from './respond.js';
import { object, type Ctx, type Schema } from './schema.js';
import { withRequest } from '../core/activity.js';
import type { Host } from '../host.js';
import type { UserRow } from '../store/entities.js';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RouteContext<B, Q, P> {
  host: Host;
  req: Request;
  /** Null only on routes with `access: 'optional'` and no access-type header. */
  auth: Auth | null;
  /** The signed-in user (null when none). */
  user: UserRow | null;
  body: B;
  query: Q;
  params: P;
}

export interface Reply {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

export interface RouteDef<B = unknown, Q = Record<string, never>, P = Record<string, never>> {
  method: Method;
  /** Relative to /api/v1, Hono syntax: '/users/:user_id'. */
  path: string;
  /**
   * Accepted access types; 'optional' = no auth needed (auth still parsed if sent).
   * @default ['client', 'server', 'admin']
   */
  access?: readonly AccessType[] | 'optional';
  /**
   * How a missing user is reported: 'schema' adds `auth.user must be defined` to SCHEMA_ERROR,
   * or a known error code. @default no user needed
   */
  user?: 'schema' | 'CANNOT_GET_OWN_USER_WITHOUT_USER' | 'USER_AUTHENTICATION_REQUIRED';
  /** When omitted, any body is ignored. A function picks the schema by caller (e.g. client vs server fields). */
  body?: Schema<B> | ((auth: Auth | null) => Schema<B>);
  /** Request headers that must be present (missing → SCHEMA_ERROR `headers.{name} must be defined`). */
  requiredHeaders?: readonly string[];
  /** When omitted, any query parameter is rejected as unknown. */
  query?: Schema<Q>;
  params?: Schema<P>;
  handler(ctx: RouteContext<B, Q, P>): Reply | Response | Promise<Reply | Response>;
}

export const ok = (body: unknown, headers?: Record<string, string>): Reply => ({ status: 200, body, headers });
export const created = (body: unknown): Reply => ({ status: 201, body });
export const success = (): Reply => ({ status: 200, body: { success: true } });

const ALL: readonly AccessType[] = ['client', 'server', 'admin'];
const NO_QUERY = object({}).optional();

export class Router {
  readonly routes: { method: Method; path: string }[] = [];
  constructor(
    /** The Hono app, for modules that serve paths outside /api/v1 (JWKS, mailbox, dev surface). */
    readonly app: Hono,
    readonly host: Host,
  ) {}

  /**
   * A route outside the JSON pipeline (redirects, cookies, form posts), e.g. the OAuth authorize and
   * callback endpoints. `path` is relative to /api/v1 unless it starts with '//' (then it is absolute,
   * minus one slash). CORS, the status override and the store commit still apply.
   */
  raw(method: Method, path: string, handler: (req: Request, params: Record<string, string>, host: Host) => Response | Promise<Response>): void {
    const full = path.startsWith('//') ? path.slice(1) : `/api/v1${path}`;
    if (full.startsWith('/api/')) this.routes.push({ method, path: full });
    this.app.on(method, full, async (c) => {
      try {
        return await handler(c.req.raw, decodeParams(c.req.param() as Record<string, string>), this.host);
      } catch (e) {
        if (e instanceof ApiError) return errorResponse(e);
        console.error(`[host] ${method} ${full} failed:`, e);
        return textResponse(500, 'Something went wrong. Please make sure the data you entered is correct.');
      } finally {
        this.host.db.flush();
      }
    });
  }

  add<B, Q, P>(def: RouteDef<B, Q, P>): void {
    const full = `/api/v1${def.path === '/' ? '' : def.path}`;
    this.routes.push({ method: def.method, path: full });
    this.app.on(def.method, full, async (c) => {
      const req = c.req.raw;
      try {
        const run = () => this.run(def, req, c.req.param() as Record<string, string>);
        // Activity events read the country from the request through AsyncLocalStorage, whose promise hooks
        // (once on) slow every request: it is entered only when the request carries a country header.
        return await (req.headers.has('cf-ipcountry') || req.headers.has('x-vercel-ip-country') ? withRequest(req, run) : run());
      } catch (e) {
        if (e instanceof ApiError) return errorResponse(e);
        console.error(`[host] ${def.method} ${full} failed:`, e);
        return textResponse(500, 'Something went wrong. Please make sure the data you entered is correct.');
      } finally {
        this.host.db.flush();
      }
    });
  }

  private async run<B, Q, P>(def: RouteDef<B, Q, P>, req: Request, rawParams: Record<string, string>): Promise<Response> {
    const rawBody = await requestBody(req);
    const auth = await authenticate(this.host, req);
    const access = def.access ?? ALL;
    if (access !== 'optional') {
      if (!auth) throw knownError('ACCESS_TYPE_REQUIRED');
      if (!access.includes(auth.type)) {
        throw knownError('INSUFFICIENT_ACCESS_TYPE', { actual_access_type: auth.type, allowed_access_types: [...access] });
      }
    }
    const user = auth?.user ?? null;
    if (!user && def.user && def.user !== 'schema') throw knownError(def.user);

    const ctx: Ctx = { userId: user?.id ?? null, issues: [] };
    if (!user && def.user === 'schema') ctx.issues.push('auth.user must be defined');
    for (const h of def.requiredHeaders ?? []) if (!req.headers.has(h)) ctx.issues.push(`headers.${h} must be defined`);
    const query = queryOf(req.url);
    const params = decodeParams(rawParams);
    const bodySchema = typeof def.body === 'function' ? def.body(auth) : def.body;
    const body = bodySchema ? bodySchema.parse(rawBody, 'body', ctx) : (undefined as B);
    // No query schema and no query: nothing to validate (skips a schema run on most requests).
    const q = (query === null ? (def.query ? def.query.parse({}, 'query', ctx) : {}) : (def.query ?? NO_QUERY).parse(query, 'query', ctx)) as Q;
    const p = def.params ? def.params.parse(params, 'params', ctx) : (params as P);
    if (ctx.meWithoutUser) throw knownError('CANNOT_GET_OWN_USER_WITHOUT_USER');
    if (ctx.issues.length) throw schemaError(req, ctx.issues);
    const reply = await def.handler({ host: this.host, req, auth, user, body, query: q, params: p });
    if (reply instanceof Response) return reply;
    return jsonResponse(reply.status, reply.body, req, reply.headers);
  }
}

export { schemaError } from './api-error.js';

/** The query parameters of a request URL (last value wins), or null when it has none. */
function queryOf(url: string): Record<string, string> | null {
  const at = url.indexOf('?');
  if (at < 0 || at === url.length - 1) return null;
  const hash = url.indexOf('#', at);
  return Object.fromEntries(new URLSearchParams(hash < 0 ? url.slice(at + 1) : url.slice(at + 1, hash)));
}

function decodeParams(raw: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const k in raw) {
    const v = raw[k];
    try {
      out[k] = decodeURIComponent(v);
    } catch {
      throw textError(400, `Invalid URL encoding in path parameter ${k}`);
    }
  }
  return out;
}
