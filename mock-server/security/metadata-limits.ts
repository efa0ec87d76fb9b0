/**
 * Limits on every metadata field (client_metadata, client_read_only_metadata, server_metadata), checked at
 * write time: at most MAX_METADATA_DEPTH levels of nesting and MAX_METADATA_BYTES of JSON. Deeper or larger
 * values get the hosted API's SCHEMA_ERROR (400), so a stored row can always be read, serialised and
 * returned again.
 */
import { schemaError } from '../http/api-error.js';

export const METADATA_FIELDS = ['client_metadata', 'client_read_only_metadata', 'server_metadata'] as const;
/** Levels of objects/arrays: `{}` is 1, `{"a":[]}` is 2. */
export const MAX_METADATA_DEPTH = 64;
/** Size of the value as UTF-8 JSON. */
export const MAX_METADATA_BYTES = 1024 * 1024;

/** Nesting depth of a JSON value, or Infinity once it passes `limit` (iterative: never overflows the stack). */
export function jsonDepth(value: unknown, limit = MAX_METADATA_DEPTH): number {
  let max = 0;
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length) {
    const [v, d] = stack.pop()!;
    if (v === null || typeof v !== 'object') continue;
    const depth = d + 1;
    if (depth > limit) return Infinity;
    if (depth > max) max = depth;
    for (const child of Array.isArray(v) ? v : Object.values(v)) if (child !== null && typeof child === 'object') stack.push([child, depth]);
  }
  return max;
}

/** The schema issue of one metadata value, or null when it is within the limits. */
export function metadataIssue(field: string, value: unknown): string | null {
  if (value === null || typeof value !== 'object') return null;
  if (jsonDepth(value) > MAX_METADATA_DEPTH) return `body.${field} is nested too deeply (at most ${MAX_METADATA_DEPTH} levels)`;
  if (Buffer.byteLength(JSON.stringify(value)) > MAX_METADATA_BYTES) return `body.${field} is too large (at most ${MAX_METADATA_BYTES} bytes of JSON)`;
  return null;
}

/** Metadata issues of a parsed JSON body (top-level metadata fields only). */
export function metadataIssues(body: unknown): string[] {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return [];
  const issues: string[] = [];
  for (const f of METADATA_FIELDS) {
    if (!(f in body)) continue;
    const issue = metadataIssue(f, (body as Record<string, unknown>)[f]);
    if (issue) issues.push(issue);
  }
  return issues;
}

/** Throws SCHEMA_ERROR when a metadata field of `body` passes a limit. */
export function checkMetadataFields(req: Request, body: unknown): void {
  const issues = metadataIssues(body);
  if (!issues.length) return;
  throw schemaError(req, issues);
}
