import { ApiError, errorBody } from './api-error';
import { randomBase32 } from '../ids';

export const CORS_HEADERS: Record<string, string> = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
  'access-control-max-age': '86400',
  'access-control-allow-headers':
    'content-type, authorization, x-stack-project-id, x-stack-override-error-status, x-stack-random-nonce, x-stack-client-version, x-stack-disable-artificial-development-delay, x-stack-access-type, x-stack-publishable-client-key, x-stack-secret-server-key, x-stack-super-secret-admin-key, x-stack-admin-access-token, x-stack-refresh-token, x-stack-access-token, baggage, sentry-trace',
  'access-control-expose-headers': 'content-type, x-stack-actual-status, x-stack-known-error',
};

export const JSON_TYPE = 'application/json; charset=utf-8';
export const TEXT_TYPE = 'text/plain; charset=utf-8';

/** Headers every smart-route response carries (API.md §1.7). */
export function baseHeaders(extra?: Record<string, string>): Headers {
  const h = new Headers(CORS_HEADERS);
  h.set('x-stack-request-id', randomBase32(16));
  h.set('cache-control', 'no-store, max-age=0');
  if (extra) for (const [k, v] of Object.entries(extra)) h.set(k, v);
  return h;
}

export function jsonResponse(status: number, data: unknown, req?: Request, extra?: Record<string, string>): Response {
  const pretty = req?.headers.get('accept')?.includes('text/html');
  const body = data === undefined ? '' : pretty ? JSON.stringify(data, null, 2) : JSON.stringify(data);
  return new Response(body, { status, headers: baseHeaders({ 'content-type': JSON_TYPE, ...extra }) });
}

export function textResponse(status: number, text: string, extra?: Record<string, string>): Response {
  return new Response(text, { status, headers: baseHeaders({ 'content-type': TEXT_TYPE, ...extra }) });
}

export function errorResponse(err: ApiError): Response {
  if (err.code === null) return textResponse(err.status, err.message);
  return new Response(errorBody(err), {
    status: err.status,
    headers: baseHeaders({ 'content-type': JSON_TYPE, 'x-stack-known-error': err.code }),
  });
}

/** x-stack-override-error-status: any 4xx/5xx becomes 200 + x-stack-actual-status (API.md §1.2). */
export function applyStatusOverride(req: Request, res: Response): Response {
  if (!req.headers.has('x-stack-override-error-status') || res.status < 400 || res.status > 599) return res;
  const headers = new Headers(res.headers);
  headers.set('x-stack-actual-status', String(res.status));
  return new Response(res.body, { status: 200, headers });
}
