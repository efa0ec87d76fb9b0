/**
 * ES256 access tokens with exactly the hosted API's claims (API.md §2.1):
 * header {alg, kid}; claims sub, branchId, iss, iat, aud, exp.
 * Verified tokens are cached until they expire; the user lookup still happens per request,
 * so deleting a user takes effect at once.
 */
import { knownError, type ApiError } from '../http/api-error.js';
import type { KeyRing } from './project-keys.js';
import { lazy } from '../lazy.js';

/** jose is loaded on first token use (keeps start-up fast; the module is then cached). */
const jose = lazy(() => import('jose'));

export const ISSUER = 'https://access-token.jwt-signature.stack-auth.com';

export interface AccessClaims { sub: string; aud: string; exp: number; iat: number }

export type VerifyResult = { ok: true; claims: AccessClaims } | { ok: false; reason: 'unparsable' | 'expired'; expiredAtMillis?: number };

export class AccessTokens {
  private readonly cache = new Map<string, AccessClaims>();
  constructor(
    private readonly keys: KeyRing,
    private readonly now: () => number,
    /** Lifetime in ms; the hosted default is 10 min (API.md §2.1). */
    readonly lifetimeMs: number,
  ) {}

  async sign(projectId: string, userId: string): Promise<string> {
    const key = this.keys.forProject(projectId);
    const iat = Math.floor(this.now() / 1000);
    const { SignJWT } = await jose();
    return new SignJWT({ sub: userId, branchId: 'main', iss: ISSUER })
      .setProtectedHeader({ alg: 'ES256', kid: key.kid })
      .setIssuedAt(iat)
      .setAudience(projectId)
      .setExpirationTime(iat + Math.round(this.lifetimeMs / 1000))
      .sign(key.privateKey);
  }

  async verify(token: string): Promise<VerifyResult> {
    const cached = this.cache.get(token);
    if (cached) {
      if (cached.exp * 1000 > this.now()) return { ok: true, claims: cached };
      this.cache.delete(token);
      return { ok: false, reason: 'expired', expiredAtMillis: cached.exp * 1000 };
    }
    const { decodeJwt, jwtVerify, errors } = await jose();
    let aud: unknown;
    try {
      aud = decodeJwt(token).aud;
    } catch {
      return { ok: false, reason: 'unparsable' };
    }
    if (typeof aud !== 'string' || !aud) return { ok: false, reason: 'unparsable' };
    try {
      const { payload } = await jwtVerify(token, this.keys.forProject(aud).publicKey, {
        issuer: ISSUER,
        algorithms: ['ES256'],
        currentDate: new Date(this.now()),
        clockTolerance: 0,
      });
      if (typeof payload.sub !== 'string' || typeof payload.exp !== 'number') return { ok: false, reason: 'unparsable' };
      const claims: AccessClaims = { sub: payload.sub, aud, exp: payload.exp, iat: payload.iat ?? 0 };
      if (this.cache.size > 50_000) this.cache.clear();
      this.cache.set(token, claims);
      return { ok: true, claims };
    } catch (e) {
      if (e instanceof errors.JWTExpired) {
        const exp = (e.payload as { exp?: number }).exp;
        return { ok: false, reason: 'expired', expiredAtMillis: typeof exp === 'number' ? exp * 1000 : undefined };
      }
      return { ok: false, reason: 'unparsable' };
    }
  }
}

/** Maps a failed user-token verification to its known error. */
export function accessTokenError(r: Extract<VerifyResult, { ok: false }>): ApiError {
  return r.reason === 'expired'
    ? knownError('ACCESS_TOKEN_EXPIRED', { expired_at_millis: r.expiredAtMillis ?? null })
    : knownError('UNPARSABLE_ACCESS_TOKEN');
}
