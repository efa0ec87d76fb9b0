/** Raw HTTP over an injected fetch; every response remembers the request that caused it. */

/** What the harness sent, for failure reports. Secrets are shortened. */
export interface RequestSummary {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
}

export interface Res {
  status: number;
  headers: Headers;
  text: string;
  /** Parsed JSON body, or undefined when the body is not JSON. */
  json: unknown;
  request: RequestSummary;
}

export interface RawRequest {
  method: string;
  /** Absolute path on the host, e.g. `/api/v1/users/me`, may include a query string. */
  path: string;
  headers?: Record<string, string>;
  body?: string | Uint8Array;
}

export type Send = (req: RawRequest) => Promise<Res>;

const SECRET_HEADERS = /key|token|authorization/i;

function shorten(name: string, value: string): string {
  return SECRET_HEADERS.test(name) && value.length > 24 ? `${value.slice(0, 12)}…${value.slice(-6)}` : value;
}

function bodyText(body: string | Uint8Array): string {
  const text = typeof body === 'string' ? body : `(${body.length} bytes) ${Buffer.from(body).toString('hex')}`;
  return text.length > 2000 ? `${text.slice(0, 2000)}…` : text;
}

export function createSend(baseUrl: string, fetchImpl: typeof fetch): Send {
  const base = baseUrl.replace(/\/+$/, '');
  return async (req) => {
    const url = base + req.path;
    // Dev hosts skip their artificial per-request delay; everyone else ignores it
    const headers = { 'x-stack-disable-artificial-development-delay': 'yes', ...req.headers };
    const summary: RequestSummary = {
      method: req.method,
      url,
      headers: Object.fromEntries(Object.entries(req.headers ?? {}).map(([k, v]) => [k, shorten(k, v)])),
      ...(req.body !== undefined ? { body: bodyText(req.body) } : {}),
    };
    const body = typeof req.body === 'string' || req.body === undefined ? req.body : new Blob([new Uint8Array(req.body)]);
    const response = await fetchImpl(url, { method: req.method, headers, body, redirect: 'manual' });
    const text = await response.text();
    let json: unknown;
    try {
      json = text === '' ? undefined : JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { status: response.status, headers: response.headers, text, json, request: summary };
  };
}

/** The hosted API's 404 text for an unknown route under /api, without the URL line. */
export const ROUTE_NOT_FOUND_PREFIX = "404 — this page does not exist in Stack Auth's API.";

export function isRouteNotFound(res: Res): boolean {
  return res.status === 404 && res.text.startsWith(ROUTE_NOT_FOUND_PREFIX);
}
