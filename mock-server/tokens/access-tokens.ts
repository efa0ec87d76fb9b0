/**
 * ES256 access tokens with exactly the hosted API's claims: header {alg, kid}; claims sub, branchId, iss,
 * iat, aud, exp (in that order). Signed and checked with node:crypto directly (synchronous OpenSSL, no
 * WebCrypto round trips), with jose's rules: ES256 only, no `crit`, the issuer must match, iat/nbf/exp must
 * be numbers, a token expires at `exp` (no tolerance) and is not valid before `nbf`.
 * Verified tokens are cached until they expire; the user lookup still happens per request,
 * so deleting a user takes effect at once.
 */
import { sign as ecSign, verify as ecVerify } from 'node:crypto';
import { knownError, type ApiError } from '../http/api-error.js';
import type { KeyRing } from './project-keys.js';

export const ISSUER = 'https://access-token.jwt-signature.stack-auth.com';

export interface AccessClaims { sub: string; aud: string; exp: number; iat: number }

export type VerifyResult = { ok: true; claims: AccessClaims } | { ok: false; reason: 'unparsable' | 'expired'; expiredAtMillis?: number };

const UNPARSABLE: VerifyResult = { ok: false, reason: 'unparsable' };
const b64 = (s: string) => Buffer.from(s).toString('base64url');
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** One base64url JSON segment of a JWT, or null when it is not one. */
export function decodeSegment(segment: string): Record<string, unknown> | null {
  try {
    const v: unknown = JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
    return isRecord(v) ? v : null;
  } catch {
    return null;
  }
}

export class AccessTokens {
  private readonly cache = new Map<string, AccessClaims>();
  private readonly headers = new Map<string, string>();
  constructor(
    private readonly keys: KeyRing,
    private readonly now: () => number,
    /** Lifetime in ms; the hosted default is 10 minutes. */
    readonly lifetimeMs: number,
  ) {}

  async sign(projectId: string, userId: string): Promise<string> {
    const key = this.keys.forProject(projectId);
    let header = this.headers.get(key.kid);
    if (header === undefined) this.headers.set(key.kid, (header = b64(JSON.stringify({ alg: 'ES256', kid: key.kid }))));
    const iat = Math.floor(this.now() / 1000);
    const exp = iat + Math.round(this.lifetimeMs / 1000);
    const input = `${header}.${b64(JSON.stringify({ sub: userId, branchId: 'main', iss: ISSUER, iat, aud: projectId, exp }))}`;
    const signature = ecSign('sha256', Buffer.from(input), { key: key.privateKey, dsaEncoding: 'ieee-p1363' });
    return `${input}.${signature.toString('base64url')}`;
  }

  async verify(token: string): Promise<VerifyResult> {
    const cached = this.cache.get(token);
    if (cached) {
      if (cached.exp * 1000 > this.now()) return { ok: true, claims: cached };
      this.cache.delete(token);
      return { ok: false, reason: 'expired', expiredAtMillis: cached.exp * 1000 };
    }
    const parts = token.split('.');
    if (parts.length !== 3) return UNPARSABLE;
    const header = decodeSegment(parts[0]);
    const payload = decodeSegment(parts[1]);
    if (!header || !payload || header.alg !== 'ES256' || header.crit !== undefined) return UNPARSABLE;
    const aud = payload.aud;
    if (typeof aud !== 'string' || !aud) return UNPARSABLE;
    const signature = Buffer.from(parts[2], 'base64url');
    const signed = Buffer.from(`${parts[0]}.${parts[1]}`);
    let valid = false;
    try {
      valid = signature.length === 64 && ecVerify('sha256', signed, { key: this.keys.forProject(aud).publicKey, dsaEncoding: 'ieee-p1363' }, signature);
    } catch {
      valid = false;
    }
    if (!valid || payload.iss !== ISSUER) return UNPARSABLE;
    const now = Math.floor(this.now() / 1000);
    const { sub, iat, nbf, exp } = payload;
    if (iat !== undefined && typeof iat !== 'number') return UNPARSABLE;
    if (nbf !== undefined && (typeof nbf !== 'number' || nbf > now)) return UNPARSABLE;
    if (exp !== undefined && typeof exp !== 'number') return UNPARSABLE;
    if (typeof exp === 'number' && exp <= now) return { ok: false, reason: 'expired', expiredAtMillis: exp * 1000 };
    if (typeof sub !== 'string' || typeof exp !== 'number') return UNPARSABLE;
    const claims: AccessClaims = { sub, aud, exp, iat: iat ?? 0 };
    if (this.cache.size > 50_000) this.cache.clear();
    this.cache.set(token, claims);
    return { ok: true, claims };
  }
}

/** Maps a failed user-token verification to its known error. */
export function accessTokenError(r: Extract<VerifyResult, { ok: false }>): ApiError {
  return r.reason === 'expired'
    ? knownError('ACCESS_TOKEN_EXPIRED', { expired_at_millis: r.expiredAtMillis ?? null })
    : knownError('UNPARSABLE_ACCESS_TOKEN');
}
