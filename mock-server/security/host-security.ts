/**
 * Wires the host's request guards into an app: the Host allow-list (every path), the streaming body limit
 * (every path; the API and /__dev readers count bytes too), the dev-surface rules, HTML security headers,
 * and the rate limits. Also keeps per-host settings that routes need (the public URL).
 */
import type { Hono } from 'hono';
import type { Host } from '../host.js';
import { allowedHostSet, DEFAULT_ALLOWED_HOSTS, refuseHost } from './allowed-hosts.js';
import { declaresTooLarge } from './body-limit.js';
import { isDevPath, refuseDevRequest } from './dev-surface.js';
import { withHtmlSecurityHeaders } from './security-headers.js';
import { DEFAULT_RATE_LIMITS, mountRateLimits, type RateLimits, type RateLimitState } from './rate-limits.js';

export interface SecurityOptions {
  /** Extra Host names to accept besides localhost, 127.0.0.1 and [::1]. */
  allowedHosts?: readonly string[];
  /** Where the host is reached (e.g. http://localhost:8102); used for every URL the host builds. */
  publicUrl?: string;
  devRoutes: boolean;
  /** false turns the limits off; a partial record overrides some. */
  rateLimits?: false | Partial<RateLimits>;
}

interface SecurityState {
  publicOrigin: string | null;
  rateLimits: RateLimitState | null;
}

const states = new WeakMap<Host, SecurityState>();

const LOOPBACK: ReadonlySet<string> = new Set(DEFAULT_ALLOWED_HOSTS);

/**
 * The origin URLs are built from: the configured public URL, else the request's own origin (whose Host
 * already passed the allow-list). The one exception keeps a browser on one name: a request to another
 * loopback name on the public URL's own port (127.0.0.1:8102 for http://localhost:8102) gets its own origin,
 * so the OAuth cookie and redirects stay on the name the browser uses.
 */
export function publicOrigin(host: Host, req: Request): string {
  const configured = states.get(host)?.publicOrigin;
  if (!configured) return new URL(req.url).origin;
  const own = new URL(req.url);
  const pub = new URL(configured);
  if (own.origin !== configured && own.protocol === pub.protocol && own.port === pub.port && LOOPBACK.has(own.hostname) && LOOPBACK.has(pub.hostname)) return own.origin;
  return configured;
}

/** Forgets every rate-limit counter (dev reset). */
export function clearRateLimits(host: Host): void {
  states.get(host)?.rateLimits?.clear();
}

const tooLarge = () => new Response('Request body too large', { status: 413, headers: { 'content-type': 'text/plain; charset=utf-8' } });

/** Registers the request guards. Call first, before the /api envelope and any route. */
export function mountSecurity(app: Hono, host: Host, o: SecurityOptions): void {
  const allowed = allowedHostSet(o.allowedHosts);
  const publicOriginValue = o.publicUrl ? new URL(o.publicUrl).origin : null;
  if (publicOriginValue) allowed.add(new URL(publicOriginValue).hostname.toLowerCase());
  const ownOrigins = new Set(publicOriginValue ? [publicOriginValue] : []);
  app.use('*', async (c, next) => {
    const req = c.req.raw;
    const refused = refuseHost(req, allowed);
    if (refused) return refused;
    // Not `req.body !== null`: reading .body makes @hono/node-server build a full Request (costly on every call).
    if (req.method !== 'GET' && req.method !== 'HEAD' && declaresTooLarge(req)) return tooLarge();
    const path = c.req.path;
    if (path.startsWith('/api/')) return next();
    if (isDevPath(path)) {
      const no = refuseDevRequest(req, path, o.devRoutes, ownOrigins);
      if (no) return no;
    }
    await next();
    const res = withHtmlSecurityHeaders(c.res);
    if (res !== c.res) {
      c.res = undefined as unknown as Response;
      c.res = res;
    }
  });
  states.set(host, { publicOrigin: publicOriginValue, rateLimits: null });
}

/** Registers the rate limits. Call after the /api envelope (so 429s get the status override) and before the routes. */
export function mountRateLimitGuards(app: Hono, host: Host, rateLimits: SecurityOptions['rateLimits']): void {
  const state = states.get(host);
  if (!state) throw new Error('mountRateLimitGuards: call mountSecurity first');
  if (rateLimits === false) return;
  state.rateLimits = mountRateLimits(app, host, { ...DEFAULT_RATE_LIMITS, ...rateLimits });
}
