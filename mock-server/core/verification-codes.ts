/**
 * Verification-code mechanics shared by reset, OTP, e-mail verification, invitations, MFA and passkeys:
 * 45-char base32 codes, single use, attempts counted per nonce (the last 39 characters; the first 6 are the
 * one-time password a user may type), at most 20. The API returns a code only when it creates it, so rows
 * keep only hashes (`sha256:{hash of nonce}:{hash of code}`): a leaked data file gives no usable code.
 */
import { createHash } from 'node:crypto';
import { knownError } from '../http/api-error.js';
import { ok, type Router } from '../http/router.js';
import { code, object } from '../http/schema.js';
import type { Host } from '../host.js';
import type { CodeRow, CodeType, ProjectRow } from '../store/entities.js';
import { isTrustedUrl } from './trusted-url.js';

export const MAX_ATTEMPTS = 20;

const sha = (s: string) => createHash('sha256').update(s).digest('base64url');
/** What a row stores for `code` (lower-cased first): the nonce's hash, then the whole code's. */
export function storedCode(code: string): string {
  const c = code.toLowerCase();
  return `sha256:${sha(c.slice(6))}:${sha(c)}`;
}
/** Whether `row` is the row of `code`. */
export function codeMatches(row: CodeRow, code: string): boolean {
  return row.code === storedCode(code);
}
export const SEVEN_DAYS_MS = 7 * 24 * 3600 * 1000;

export interface CreateCodeInput {
  project: ProjectRow;
  type: CodeType;
  data?: Record<string, unknown>;
  method?: Record<string, unknown>;
  /** When given it must be trusted; the returned link is it with `code` set. */
  callbackUrl?: string | null;
  expiresInMs?: number;
}

export function createCode(host: Host, input: CreateCodeInput): { row: CodeRow; code: string; link: string | null } {
  let link: string | null = null;
  const code = host.ids.secret();
  if (input.callbackUrl != null) {
    if (!isTrustedUrl(input.project, input.callbackUrl)) throw knownError('REDIRECT_URL_NOT_WHITELISTED');
    const u = new URL(input.callbackUrl);
    u.searchParams.set('code', code);
    link = u.toString();
  }
  const now = host.now();
  const row = host.codes.put({
    id: host.ids.uuid(),
    project_id: input.project.id,
    code: storedCode(code),
    type: input.type,
    data: input.data ?? {},
    method: input.method ?? {},
    redirect_url: input.callbackUrl ?? null,
    created_at_millis: now,
    expires_at_millis: now + (input.expiresInMs ?? SEVEN_DAYS_MS),
    used_at_millis: null,
    attempt_count: 0,
  });
  return { row, code, link };
}

export interface RedeemInput {
  projectId: string;
  type: CodeType | readonly CodeType[];
  code: string;
  /** 'check' counts an attempt but never consumes; 'use' marks the code used (before the action runs). */
  mode: 'check' | 'use';
  /** Route-specific validation, run after the generic checks and before the code is consumed (step 6). */
  validate?: (row: CodeRow) => void;
}

/**
 * Checks in the hosted order (attempt counted for every code sharing the nonce; not found; expired; used;
 * max attempts; the route's own check) and returns the code row. Throws the VERIFICATION_CODE_* errors.
 */
export function redeemCode(host: Host, input: RedeemInput): CodeRow {
  const stored = storedCode(input.code);
  const noncePrefix = stored.slice(0, stored.lastIndexOf(':') + 1);
  const types: readonly CodeType[] = typeof input.type === 'string' ? [input.type] : input.type;
  let match: CodeRow | undefined;
  let attemptsBefore = 0;
  // (1) every code of the project sharing the nonce counts this attempt, whatever its type
  for (const row of host.codes.filter((r) => r.project_id === input.projectId && r.code.startsWith(noncePrefix))) {
    if (row.code === stored && types.includes(row.type)) {
      match = row;
      attemptsBefore = row.attempt_count;
    }
    host.codes.put({ ...row, attempt_count: row.attempt_count + 1 });
  }
  if (!match) throw knownError('VERIFICATION_CODE_NOT_FOUND');
  if (match.expires_at_millis <= host.now()) throw knownError('VERIFICATION_CODE_EXPIRED');
  if (match.used_at_millis !== null) throw knownError('VERIFICATION_CODE_ALREADY_USED');
  if (attemptsBefore >= MAX_ATTEMPTS) throw knownError('VERIFICATION_CODE_MAX_ATTEMPTS_REACHED');
  input.validate?.(match);
  const current = host.codes.get(match.id) as CodeRow;
  if (input.mode === 'use') host.codes.put({ ...current, used_at_millis: host.now() });
  return current;
}

/**
 * The `…/check-code` route of a code type: counts an attempt, never consumes,
 * answers `{"is_code_valid": true}`.
 */
export function addCheckCodeRoute(r: Router, path: string, type: CodeType, validate?: (row: CodeRow) => void): void {
  r.add({
    method: 'POST',
    path,
    body: object({ code: code() }),
    handler({ host, auth, body }) {
      redeemCode(host, { projectId: auth!.project.id, type, code: body.code, mode: 'check', validate });
      return ok({ is_code_valid: true });
    },
  });
}
