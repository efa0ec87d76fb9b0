/**
 * Retry policy as pure functions: 429 waits Retry-After seconds, 508 loops are retried, network failures
 * of idempotent methods get up to 5 attempts with a randomised, doubling 1000 ms backoff.
 */

/** Total attempts for a request that keeps failing with a retryable cause. */
export const MAX_ATTEMPTS = 5;
const BASE_DELAY_MS = 1000;
const RETRY_AFTER_CAP_MS = 60_000;

/** Only these are resent after a network failure; a POST or PATCH never is. */
export function isIdempotent(method: string): boolean {
  return /^(GET|HEAD|OPTIONS|PUT|DELETE)$/.test(method);
}

/**
 * Delay before attempt `attempt + 1` (attempt counts from 0):
 * 1000 ms × random 0.5–1.5 × 2^attempt.
 */
export function backoffDelay(attempt: number, random: () => number): number {
  return BASE_DELAY_MS * (0.5 + random()) * 2 ** attempt;
}

/**
 * `Retry-After` in milliseconds: delta-seconds or an HTTP date, capped at 60 s.
 * Missing or unparsable → null (the caller falls back to backoff).
 */
export function retryAfterDelay(header: string | null, now: number): number | null {
  if (!header) return null;
  const seconds = Number(header);
  const ms = isNaN(seconds) ? Date.parse(header) - now : seconds * 1000;
  return isNaN(ms) ? null : Math.min(Math.max(ms, 0), RETRY_AFTER_CAP_MS);
}

/** Statuses retried whatever the method: the server refused before doing anything. */
export function isRetryableStatus(status: number): boolean {
  return status === 429 || status === 508;
}

/** The NETWORK_ERROR message when the SDK gives up on a request (the logger adds its `[tinyauth]` prefix). */
export function giveUpMessage(method: string, url: string, attempts: number, cause: unknown): string {
  return `${method} ${url}: network failure after ${attempts} attempt(s): ${cause}`;
}
