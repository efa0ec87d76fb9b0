/**
 * API keys are returned once, when created; rows keep only `sha256:{hash}:{last four}` (the last four
 * characters are what the API shows afterwards). Rows written before hashing, and the public development
 * keys of the seeded project, hold the key itself; both forms verify.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { ApiKeyRow } from '../store/entities.js';

const PREFIX = 'sha256:';
const FIELDS = ['publishable_client_key', 'secret_server_key', 'super_secret_admin_key'] as const;

const sha256 = (s: string) => createHash('sha256').update(s).digest();

/** The stored form of a key. */
export function storedKey(plain: string): string {
  return `${PREFIX}${sha256(plain).toString('base64url')}:${plain.slice(-4)}`;
}

/** The SHA-256 digest a stored key (hashed or plain) stands for. */
export function storedKeyDigest(stored: string): Buffer {
  return stored.startsWith(PREFIX) ? Buffer.from(stored.slice(PREFIX.length, stored.lastIndexOf(':')), 'base64url') : sha256(stored);
}

/** The last four characters of the key a stored value stands for. */
export function storedKeyLastFour(stored: string): string {
  return stored.startsWith(PREFIX) ? stored.slice(stored.lastIndexOf(':') + 1) : stored.slice(-4);
}

/** Constant-time check of a presented key against a stored one. */
export function keyMatches(stored: string, given: string): boolean {
  const a = storedKeyDigest(stored);
  const b = sha256(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** `row` with every key replaced by its stored form. */
export function hashedKeyRow(row: ApiKeyRow): ApiKeyRow {
  const out = { ...row };
  for (const f of FIELDS) {
    const v = out[f];
    if (v !== undefined && !v.startsWith(PREFIX)) out[f] = storedKey(v);
  }
  return out;
}
