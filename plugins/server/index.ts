export { verifyAccessToken, jwksUrl, ACCESS_TOKEN_ISSUER } from './verify-access-token.js';
export type { AccessTokenClaims, VerifyAccessTokenOptions } from './verify-access-token.js';
export { TokenVerificationError } from './token-verification-error.js';
export type { TokenVerificationReason } from './token-verification-error.js';
export { createAuthenticator, errorBody } from './authenticate.js';
export type { AuthErrorBody, AuthOutcome, RequestAuth, ServerAuthOptions } from './authenticate.js';
