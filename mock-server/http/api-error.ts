import { KNOWN_ERRORS, MESSAGE_ONLY_DETAILS, type KnownErrorCode } from './known-errors.js';

/** An error the host answers with: a known error (JSON) or a plain-text status error. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: KnownErrorCode | null,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

/** Throws nothing: builds the known error `code` with `details`, using the catalogue's status and message. */
export function knownError(code: KnownErrorCode, details?: Record<string, unknown>): ApiError {
  const [status, message] = KNOWN_ERRORS[code] as [number, (d: Record<string, unknown>) => string];
  const wireDetails = MESSAGE_ONLY_DETAILS.has(code) ? undefined : details;
  return new ApiError(status, code, message(details ?? {}), wireDetails);
}

/** SCHEMA_ERROR for `issues` on this request: "Request validation failed on METHOD path:" then one "  - issue" line each. */
export function schemaError(req: Request, issues: readonly string[]): ApiError {
  const path = new URL(req.url).pathname;
  const message = `Request validation failed on ${req.method} ${path}:${issues.map((i) => `\n  - ${i}`).join('')}`;
  return knownError('SCHEMA_ERROR', { message });
}

/** A non-known ("StatusError") error: text/plain body. */
export function textError(status: number, message: string): ApiError {
  return new ApiError(status, null, message);
}

/** `if (!cond) throw err` with narrowing. */
export function check(cond: unknown, err: () => ApiError): asserts cond {
  if (!cond) throw err();
}

/** Known-error body: pretty-printed, keys code, details (only if any), error; no trailing newline. */
export function errorBody(err: ApiError): string {
  const body: Record<string, unknown> = { code: err.code };
  if (err.details !== undefined) body.details = err.details;
  body.error = err.message;
  return JSON.stringify(body, null, 2);
}
