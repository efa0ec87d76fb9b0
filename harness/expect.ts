/** Assertions that fail a case with expected vs actual and the request that caused it. */
import type { RequestSummary, Res } from './http.js';

export class CaseFailure extends Error {
  constructor(
    message: string,
    readonly expected: string,
    readonly actual: string,
    readonly request?: RequestSummary,
  ) {
    super(message);
  }
}

/** Thrown to end a case early with 'skip' or 'info'. */
export class CaseOutcome extends Error {
  constructor(
    readonly status: 'skip' | 'info',
    readonly note: string,
  ) {
    super(note);
  }
}

export function show(value: unknown): string {
  if (typeof value === 'string') return value;
  const s = JSON.stringify(value, null, 2) ?? String(value);
  return s.length > 3000 ? `${s.slice(0, 3000)}…` : s;
}

/** Canonical JSON: keys sorted, so equality ignores key order. */
export function canon(value: unknown): string {
  return JSON.stringify(value, (_k, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

function describe(res: Res): string {
  return `${res.status} ${res.headers.get('content-type') ?? ''}\n${res.text.length > 3000 ? `${res.text.slice(0, 3000)}…` : res.text}`;
}

export function fail(what: string, expected: unknown, actual: unknown, res?: Res): never {
  throw new CaseFailure(what, show(expected), show(actual), res?.request);
}

export function check(ok: boolean, what: string, expected: unknown, actual: unknown, res?: Res): void {
  if (!ok) fail(what, expected, actual, res);
}

export function equal(actual: unknown, expected: unknown, what: string, res?: Res): void {
  check(canon(actual) === canon(expected), what, expected, actual, res);
}

export function status(res: Res, expected: number): void {
  if (res.status !== expected) fail(`status of ${res.request.method} ${pathOf(res)}`, expected, describe(res), res);
}

function pathOf(res: Res): string {
  try {
    return new URL(res.request.url).pathname;
  } catch {
    return res.request.url;
  }
}

export function header(res: Res, name: string, expected: string | null): void {
  const actual = res.headers.get(name);
  if (actual !== expected) fail(`header ${name}`, expected ?? '(absent)', actual ?? '(absent)', res);
}

const JSON_CT = 'application/json; charset=utf-8';

/** Status, JSON content type and (if given) the exact body, ignoring key order. */
export function json(res: Res, expectedStatus: number, body?: unknown): Record<string, unknown> {
  status(res, expectedStatus);
  const ct = res.headers.get('content-type') ?? '';
  if (!ct.toLowerCase().startsWith('application/json')) fail('content-type', JSON_CT, ct || '(absent)', res);
  if (res.json === undefined) fail('body is JSON', 'JSON', res.text, res);
  if (body !== undefined) equal(res.json, body, `body of ${res.request.method} ${pathOf(res)}`, res);
  return res.json as Record<string, unknown>;
}

/** Exact (sorted) key set of an object. */
export function keys(obj: unknown, expected: readonly string[], what: string, res?: Res): void {
  if (!obj || typeof obj !== 'object') fail(`${what} is an object`, 'object', obj, res);
  const actual = Object.keys(obj as object).sort();
  const want = [...expected].sort();
  equal(actual, want, `keys of ${what}`, res);
}

/** A non-known error: exact status, text/plain and exact text, no x-stack-known-error. */
export function text(res: Res, expectedStatus: number, body: string): void {
  status(res, expectedStatus);
  const ct = res.headers.get('content-type') ?? '';
  if (!ct.toLowerCase().startsWith('text/plain')) fail('content-type', 'text/plain; charset=utf-8', ct || '(absent)', res);
  check(res.text === body, 'text body', body, res.text, res);
  header(res, 'x-stack-known-error', null);
}

export function matches(value: unknown, re: RegExp, what: string, res?: Res): void {
  check(typeof value === 'string' && re.test(value), what, `string matching ${re}`, value, res);
}

export function type(value: unknown, expected: 'string' | 'number' | 'boolean' | 'object' | 'null', what: string, res?: Res): void {
  const actual = value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;
  check(actual === expected, `type of ${what}`, expected, `${actual} (${show(value)})`, res);
}
