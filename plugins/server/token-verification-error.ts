import { AuthError } from '../../kernel/index.js';

/** Why a request or an access token was not accepted. */
export type TokenVerificationReason =
  /** The request carries no access token. */
  | 'missing'
  /** Not a compact JWS with JSON header and claims, or claims of the wrong type (`sub` not a string…). */
  | 'malformed'
  /** `exp` is past, beyond the clock tolerance. */
  | 'expired'
  /** `nbf` or `iat` lies in the future, beyond the clock tolerance. */
  | 'not_yet_valid'
  /** The signature does not match the project's key, or the algorithm is not ES256. */
  | 'bad_signature'
  /** `aud` is not the project id (a token of another project, or none). */
  | 'wrong_audience'
  /** `iss` is not the access-token issuer. */
  | 'wrong_issuer'
  /** No key of the project's JWKS has the token's `kid`, even after refetching the set. */
  | 'unknown_key'
  /** The project's JWKS could not be fetched or read. */
  | 'jwks_unavailable'
  /** The token is valid but its user no longer exists (only when the full user is fetched). */
  | 'user_not_found'
  /** The token is valid but the user could not be fetched (network, server key). */
  | 'user_unavailable';

/** The API's code for each reason, so apps can handle both alike. */
const CODES: Record<TokenVerificationReason, string> = {
  missing: 'NOT_SIGNED_IN',
  malformed: 'UNPARSABLE_ACCESS_TOKEN',
  expired: 'ACCESS_TOKEN_EXPIRED',
  not_yet_valid: 'UNPARSABLE_ACCESS_TOKEN',
  bad_signature: 'UNPARSABLE_ACCESS_TOKEN',
  wrong_audience: 'INVALID_PROJECT_FOR_ACCESS_TOKEN',
  wrong_issuer: 'UNPARSABLE_ACCESS_TOKEN',
  unknown_key: 'UNPARSABLE_ACCESS_TOKEN',
  jwks_unavailable: 'NETWORK_ERROR',
  user_not_found: 'USER_NOT_FOUND',
  user_unavailable: 'NETWORK_ERROR',
};

/**
 * A rejected access token: an `AuthError` (so `isAuthError` holds) with the
 * API's code (`ACCESS_TOKEN_EXPIRED`, `UNPARSABLE_ACCESS_TOKEN`,
 * `INVALID_PROJECT_FOR_ACCESS_TOKEN`, `NOT_SIGNED_IN`, `NETWORK_ERROR`) and a finer `reason`.
 * Status 401, except 503 for `jwks_unavailable` and `user_unavailable` (the token may be fine).
 */
export class TokenVerificationError extends AuthError {
  declare readonly reason: TokenVerificationReason;

  constructor(reason: TokenVerificationReason, message: string, options: { cause?: unknown; code?: string } = {}) {
    super(options.code ?? CODES[reason], message, /unavailable$/.test(reason) ? 503 : 401, undefined, options.cause);
    this.name = 'TokenVerificationError';
    this.reason = reason;
  }
}
