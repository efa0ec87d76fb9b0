/**
 * What wraps every /api response: CORS preflight (200 with the CORS headers), the error-status override
 * (x-stack-override-error-status turns any 4xx/5xx into 200 + x-stack-actual-status), and the fallbacks
 * for unknown paths (404 text) and wrong methods: a standard method the route lacks gets 405, any other method 400,
 * both with an empty body, as the hosted API answers.
 */
import type { Hono } from 'hono';
import { CORS_HEADERS, applyStatusOverrideAsync, baseHeaderRecord, textResponse } from './respond.js';
import type { Router } from './router.js';

const NOT_FOUND = (url: string) =>
  `404 — this page does not exist in Stack Auth's API.\n\nPlease see the API documentation at https://docs.stack-auth.com, or visit the Stack Auth dashboard at https://app.stack-auth.com.\n\nURL: ${url}`;

const METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD']);

const emptyResponse = (status: number) => new Response(null, { status, headers: baseHeaderRecord() });

export function mountEnvelope(app: Hono): void {
  app.use('/api/*', async (c, next) => {
    const req = c.req.raw;
    if (req.method === 'OPTIONS') return new Response(null, { status: 200, headers: CORS_HEADERS });
    if (!METHODS.has(req.method)) return applyStatusOverrideAsync(req, emptyResponse(400));
    // Without the override header the response passes through untouched (no await, no extra tick).
    if (!req.headers.has('x-stack-override-error-status')) return next();
    await next();
    const res = await applyStatusOverrideAsync(req, c.res);
    if (res !== c.res) {
      // Assigning over an existing c.res makes Hono re-wrap it as a stream; clear it first.
      c.res = undefined as unknown as Response;
      c.res = res;
    }
  });
}

function templateToRegex(path: string): RegExp {
  return new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[a-zA-Z_]+/g, '[^/]+')}/?$`);
}

export function mountFallbacks(app: Hono, router: Router): void {
  const patterns = router.routes.map((r) => ({ ...r, re: templateToRegex(r.path) }));
  app.all('/api/*', (c) => {
    const path = new URL(c.req.url).pathname;
    if (patterns.some((p) => p.re.test(path))) return emptyResponse(405);
    return textResponse(404, NOT_FOUND(c.req.url));
  });
  app.get('/health', () => new Response(JSON.stringify({ status: 'ok' }), {
    headers: { 'content-type': 'application/json; charset=utf-8', 'access-control-allow-origin': '*' },
  }));
}
