// jose's subpaths, not its main entry: an edge bundle (Next.js middleware) then gets only the JWS and JWK code,
// without the JWE code that pulls in CompressionStream
import type { JWTPayload } from 'jose';
import { decodeProtectedHeader } from 'jose/decode/protected_header';
import { createRemoteJWKSet, customFetch, type RemoteJWKSet } from 'jose/jwks/remote';
import { decodeJwt } from 'jose/jwt/decode';
import { jwtVerify } from 'jose/jwt/verify';
import { DEFAULT_BASE_URL } from '../../kernel/base-url.js';
import type { Clock, FetchLike, Result } from '../../kernel/index.js';
import { TokenVerificationError, type TokenVerificationReason } from './token-verification-error.js';

/** The issuer of every project's access tokens. */
export const ACCESS_TOKEN_ISSUER = 'https://access-token.jwt-signature.stack-auth.com';

export interface VerifyAccessTokenOptions {
  projectId: string;
  /** The API host, without `/api/v1`. @default 'https://api.stack-auth.com' */
  baseUrl?: string;
  /** Accepted clock skew for `exp`, `nbf` and `iat`, in seconds. @default 5 */
  clockToleranceSec?: number;
  /** Clock the claims are checked against. @default Date */
  clock?: Clock;
  /** Fetch used for the JWKS (tests, proxies). Key sets are cached per fetch function and URL. @default globalThis.fetch */
  fetch?: FetchLike;
}

/** What a verified access token says. Claims the token does not carry are null. */
export interface AccessTokenClaims {
  /** `sub` */
  userId: string;
  /** `aud` */
  projectId: string;
  /** `branchId` */
  branchId: string | null;
  /** `refreshTokenId` (newer hosts only) */
  refreshTokenId: string | null;
  /** `isAnonymous` (newer hosts only) */
  isAnonymous: boolean | null;
  /** `iat` */
  issuedAt: Date | null;
  /** `exp` */
  expiresAt: Date;
}

/** The reasons a token itself can be refused for. */
type VerifyReason = Exclude<TokenVerificationReason, 'user_not_found' | 'user_unavailable'>;

const sharedSets = new Map<string, RemoteJWKSet>();
const setsByFetch = new WeakMap<FetchLike, Map<string, RemoteJWKSet>>();

/** The project's JWKS URL. */
export function jwksUrl(projectId: string, baseUrl = DEFAULT_BASE_URL): string {
  return `${baseUrl.replace(/\/+$/, '')}/api/v1/projects/${encodeURIComponent(projectId)}/.well-known/jwks.json`;
}

/**
 * The remote key set of a project, one per URL (and fetch function): jose caches the keys
 * (10 minutes) and refetches when it meets an unknown `kid` (at most every 30 s).
 */
function keySet(url: string, fetch?: FetchLike): RemoteJWKSet {
  let sets = sharedSets;
  if (fetch) {
    sets = setsByFetch.get(fetch) ?? new Map();
    setsByFetch.set(fetch, sets);
  }
  let set = sets.get(url);
  if (!set) {
    set = createRemoteJWKSet(new URL(url), fetch ? { [customFetch]: fetch as never } : {});
    sets.set(url, set);
  }
  return set;
}

const str = (v: unknown) => (typeof v === 'string' ? v : null);

/** A jose failure → reason. */
function reasonOf(e: unknown): VerifyReason {
  const code = (e as { code?: unknown } | null)?.code;
  switch (code) {
    case 'ERR_JWT_EXPIRED':
      return 'expired';
    case 'ERR_JWT_CLAIM_VALIDATION_FAILED': {
      const claim = (e as { claim?: string }).claim;
      return claim === 'iss' ? 'wrong_issuer' : claim === 'aud' ? 'wrong_audience' : claim === 'nbf' || claim === 'iat' ? 'not_yet_valid' : 'malformed';
    }
    case 'ERR_JWS_SIGNATURE_VERIFICATION_FAILED':
    case 'ERR_JOSE_ALG_NOT_ALLOWED':
    case 'ERR_JOSE_NOT_SUPPORTED':
      return 'bad_signature';
    case 'ERR_JWKS_NO_MATCHING_KEY':
    case 'ERR_JWKS_MULTIPLE_MATCHING_KEYS':
      return 'unknown_key';
    case 'ERR_JWS_INVALID':
    case 'ERR_JWT_INVALID':
      return 'malformed';
    default:
      return 'jwks_unavailable'; // fetch failed, timed out, non-200 or not a JWKS
  }
}

const MESSAGES: Record<VerifyReason, string> = {
  missing: 'No access token',
  malformed: 'The access token is not a valid JWT',
  expired: 'The access token has expired',
  not_yet_valid: 'The access token is not valid yet',
  bad_signature: 'The access token signature is invalid',
  wrong_audience: 'The access token belongs to another project',
  wrong_issuer: 'The access token has the wrong issuer',
  unknown_key: "The access token is signed with a key the project's JWKS does not have",
  jwks_unavailable: "The project's JWKS could not be fetched",
};

const fail = (reason: VerifyReason, cause?: unknown): Result<never> => ({
  data: null,
  error: new TokenVerificationError(reason, MESSAGES[reason], { cause }),
});

/**
 * Verifies a project's access token locally: ES256 signature against the
 * project's JWKS (fetched once, then cached), `iss`, `aud` = projectId and
 * `exp` (with `clockToleranceSec`). Resolves to the typed claims, or to a
 * `TokenVerificationError` with a `reason`. Never throws, whatever `token` is;
 * a missing `projectId` option is a programmer error and throws.
 */
export async function verifyAccessToken(token: unknown, options: VerifyAccessTokenOptions): Promise<Result<AccessTokenClaims>> {
  const { projectId, clockToleranceSec = 5, clock = Date } = options ?? ({} as VerifyAccessTokenOptions);
  if (typeof projectId !== 'string' || !projectId) throw new Error('verifyAccessToken: the projectId option is required');
  if (typeof token !== 'string' || !token) return fail(token ? 'malformed' : 'missing');
  let unverified: JWTPayload;
  try {
    decodeProtectedHeader(token);
    unverified = decodeJwt(token);
  } catch (e) {
    return fail('malformed', e);
  }
  // Checked before any key lookup, so foreign tokens never trigger a JWKS fetch.
  if (unverified.aud !== projectId && !(Array.isArray(unverified.aud) && unverified.aud.includes(projectId))) {
    return fail('wrong_audience');
  }
  if (unverified.iss !== ACCESS_TOKEN_ISSUER) return fail('wrong_issuer');
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(token, keySet(jwksUrl(projectId, options.baseUrl), options.fetch), {
      algorithms: ['ES256'],
      issuer: ACCESS_TOKEN_ISSUER,
      audience: projectId,
      requiredClaims: ['sub', 'exp'],
      clockTolerance: clockToleranceSec,
      currentDate: new Date(clock.now()),
    }));
  } catch (e) {
    return fail(reasonOf(e), e);
  }
  const userId = str(payload.sub);
  if (!userId || typeof payload.exp !== 'number') return fail('malformed');
  const isAnonymous = payload.isAnonymous ?? payload.is_anonymous;
  return {
    data: {
      userId,
      projectId,
      branchId: str(payload.branchId),
      refreshTokenId: str(payload.refreshTokenId ?? payload.refresh_token_id),
      isAnonymous: typeof isAnonymous === 'boolean' ? isAnonymous : null,
      issuedAt: typeof payload.iat === 'number' ? new Date(payload.iat * 1000) : null,
      expiresAt: new Date(payload.exp * 1000),
    },
    error: null,
  };
}
