/**
 * Client-side helpers for the MFA-required answer (no I/O): recognise it and keep its attempt code
 * as the pending attempt (sessionStorage when there is one, so a reload of /sign-in keeps it; else memory).
 */
import type { Result } from '../../kernel/plugin.js';
import { MFA_ATTEMPT_LIFETIME_MS, MFA_REQUIRED } from './contract.js';

interface CodedError { code: string; details?: Record<string, unknown> }

function errorOf(x: unknown): CodedError | null {
  if (typeof x !== 'object' || x === null) return null;
  const inner = 'error' in x && 'data' in x ? (x as Result<unknown>).error : x;
  return inner && typeof (inner as CodedError).code === 'string' ? (inner as CodedError) : null;
}

/** True for a MULTI_FACTOR_AUTHENTICATION_REQUIRED error (or a Result failing with one). */
export function isMfaRequired(errorOrResult: unknown): boolean {
  return errorOf(errorOrResult)?.code === MFA_REQUIRED;
}

/** The 45-char attempt code of a MULTI_FACTOR_AUTHENTICATION_REQUIRED error or Result; else null. */
export function mfaAttemptCode(errorOrResult: unknown): string | null {
  const e = errorOf(errorOrResult);
  const code = e?.code === MFA_REQUIRED ? e.details?.attempt_code : undefined;
  return typeof code === 'string' ? code : null;
}

/** The pending attempt of one project, observable (useSyncExternalStore-shaped). */
export interface PendingAttempt {
  get(): string | null;
  set(code: string | null): void;
  subscribe(listener: () => void): () => void;
}

function sessionStore(): Storage | null {
  try {
    return (globalThis as { sessionStorage?: Storage }).sessionStorage ?? null;
  } catch {
    return null; // storage disabled
  }
}

interface Stored { code: string; at: number }

function parse(raw: string | null | undefined): Stored | null {
  try {
    const v = raw ? (JSON.parse(raw) as Stored) : null;
    return v && typeof v.code === 'string' && typeof v.at === 'number' ? v : null;
  } catch {
    return null;
  }
}

/**
 * Kept in sessionStorage (`tinyauth.mfa-attempt.{projectId}`) when there is one, else in memory. An attempt
 * older than its server lifetime (5 min, by the client clock) reads as none.
 */
export function pendingAttemptStore(projectId: string, now: () => number): PendingAttempt {
  const key = `tinyauth.mfa-attempt.${projectId}`;
  const storage = sessionStore();
  let current: Stored | null = parse(storage?.getItem(key));
  const listeners = new Set<() => void>();
  const live = () => (current && now() - current.at < MFA_ATTEMPT_LIFETIME_MS ? current.code : null);
  return {
    get: live,
    set(code) {
      if (code === live() && (code !== null || current === null)) return;
      current = code === null ? null : { code, at: now() };
      if (current) storage?.setItem(key, JSON.stringify(current));
      else storage?.removeItem(key);
      listeners.forEach((l) => l());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
