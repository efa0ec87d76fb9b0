import { ApiError, errorBody } from './api-error.js';
import { randomBase32 } from '../ids.js';

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

/**
 * Headers every smart-route response carries (CORS, a request id, no caching), as a plain record: @hono/node-server writes
 * plain-record headers and string bodies straight to the socket (its fast path).
 */
export function baseHeaderRecord(extra?: Record<string, string>, contentType?: string): Record<string, string> {
  // A literal, not a spread: `{ ...CORS_HEADERS, … }` is a slow path in V8 and this runs on every request.
  const h: Record<string, string> = {
    'access-control-allow-origin': '*',
    'access-control-allow-methods': CORS_HEADERS['access-control-allow-methods'],
    'access-control-max-age': '86400',
    'access-control-allow-headers': CORS_HEADERS['access-control-allow-headers'],
    'access-control-expose-headers': CORS_HEADERS['access-control-expose-headers'],
    'x-stack-request-id': randomBase32(16),
    'cache-control': 'no-store, max-age=0',
  };
  if (contentType) h['content-type'] = contentType;
  if (extra) for (const k in extra) h[k.toLowerCase()] = extra[k];
  return h;
}

/** baseHeaderRecord as a Headers object. */
export function baseHeaders(extra?: Record<string, string>): Headers {
  return new Headers(baseHeaderRecord(extra));
}

/** A body already serialised with JSON.stringify (e.g. from a cache): sent as is. */
export class JsonText {
  constructor(readonly text: string) {}
}

export function jsonResponse(status: number, data: unknown, req?: Request, extra?: Record<string, string>): Response {
  const pretty = req?.headers.get('accept')?.includes('text/html');
  const body =
    data === undefined ? ''
    : data instanceof JsonText ? (pretty ? JSON.stringify(JSON.parse(data.text), null, 2) : data.text)
    : pretty ? JSON.stringify(data, null, 2) : JSON.stringify(data);
  return new Response(body, { status, headers: baseHeaderRecord(extra, JSON_TYPE) });
}

export function textResponse(status: number, text: string, extra?: Record<string, string>): Response {
  return new Response(text, { status, headers: baseHeaderRecord(extra, TEXT_TYPE) });
}

export function errorResponse(err: ApiError): Response {
  if (err.code === null) return textResponse(err.status, err.message);
  return new Response(errorBody(err), {
    status: err.status,
    headers: baseHeaderRecord({ 'x-stack-known-error': err.code }, JSON_TYPE),
  });
}

const overridden = (req: Request, res: Response) => req.headers.has('x-stack-override-error-status') && res.status >= 400 && res.status <= 599;

/** x-stack-override-error-status: any 4xx/5xx becomes 200 + x-stack-actual-status. */
export function applyStatusOverride(req: Request, res: Response): Response {
  if (!overridden(req, res)) return res;
  const headers = new Headers(res.headers);
  headers.set('x-stack-actual-status', String(res.status));
  return new Response(res.body, { status: 200, headers });
}

/** Same as applyStatusOverride, but keeps a string body (so the response stays on the fast path). */
export async function applyStatusOverrideAsync(req: Request, res: Response): Promise<Response> {
  if (!overridden(req, res)) return res;
  const headers: Record<string, string> = {};
  res.headers.forEach((v, k) => (headers[k] = v));
  headers['x-stack-actual-status'] = String(res.status);
  return new Response(await res.text(), { status: 200, headers });
}
