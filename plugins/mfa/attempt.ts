/**
 * Client-side helpers for the MFA-required answer (no I/O): recognise it and keep its attempt code
 * as the pending attempt (sessionStorage when there is one, so a reload of /sign-in keeps it; else memory).
 */
import type { Result } from '../../kernel/plugin';
import { MFA_REQUIRED } from './contract';

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

export function pendingAttemptStore(projectId: string): PendingAttempt {
  const key = `tinyauth.mfa-attempt.${projectId}`;
  const storage = sessionStore();
  let memory: string | null = storage?.getItem(key) ?? null;
  const listeners = new Set<() => void>();
  return {
    get: () => memory,
    set(code) {
      if (code === memory) return;
      memory = code;
      if (code === null) storage?.removeItem(key);
      else storage?.setItem(key, code);
      listeners.forEach((l) => l());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
