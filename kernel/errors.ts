/**
 * One error class for every failure the SDK reports.
 *
 * Expected failures of an operation (a wrong password, a refused refresh, a
 * network failure) come back as values: `{ data: null, error: AuthError }`.
 * Programmer errors (bad options, misuse such as a duplicate plugin id)
 * throw plain `Error`s.
 */

/** Every concrete code of the server's known-error catalogue. Types only: no bytes in the bundle. */
export type ServerErrorCode =
  | 'UNSUPPORTED_ERROR'
  | 'BODY_PARSING_ERROR'
  | 'SCHEMA_ERROR'
  | 'ALL_OVERLOADS_FAILED'
  | 'PROJECT_KEY_WITHOUT_ACCESS_TYPE'
  | 'INVALID_ACCESS_TYPE'
  | 'ACCESS_TYPE_WITHOUT_PROJECT_ID'
  | 'ACCESS_TYPE_REQUIRED'
  | 'INSUFFICIENT_ACCESS_TYPE'
  | 'INVALID_PUBLISHABLE_CLIENT_KEY'
  | 'INVALID_SECRET_SERVER_KEY'
  | 'INVALID_SUPER_SECRET_ADMIN_KEY'
  | 'UNPARSABLE_ADMIN_ACCESS_TOKEN'
  | 'ADMIN_ACCESS_TOKEN_EXPIRED'
  | 'INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN'
  | 'ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN'
  | 'CLIENT_AUTHENTICATION_REQUIRED'
  | 'SERVER_AUTHENTICATION_REQUIRED'
  | 'CLIENT_OR_SERVER_AUTHENTICATION_REQUIRED'
  | 'CLIENT_OR_ADMIN_AUTHENTICATION_REQUIRED'
  | 'CLIENT_OR_SERVER_OR_ADMIN_AUTHENTICATION_REQUIRED'
  | 'ADMIN_AUTHENTICATION_REQUIRED'
  | 'EXPECTED_INTERNAL_PROJECT'
  | 'UNPARSABLE_ACCESS_TOKEN'
  | 'ACCESS_TOKEN_EXPIRED'
  | 'INVALID_PROJECT_FOR_ACCESS_TOKEN'
  | 'REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED'
  | 'PROVIDER_REJECTED'
  | 'USER_EMAIL_ALREADY_EXISTS'
  | 'CANNOT_GET_OWN_USER_WITHOUT_USER'
  | 'USER_ID_DOES_NOT_EXIST'
  | 'USER_NOT_FOUND'
  | 'API_KEY_NOT_FOUND'
  | 'PROJECT_NOT_FOUND'
  | 'SIGN_UP_NOT_ENABLED'
  | 'PASSWORD_AUTHENTICATION_NOT_ENABLED'
  | 'PASSKEY_AUTHENTICATION_NOT_ENABLED'
  | 'EMAIL_PASSWORD_MISMATCH'
  | 'REDIRECT_URL_NOT_WHITELISTED'
  | 'PASSWORD_TOO_SHORT'
  | 'PASSWORD_TOO_LONG'
  | 'USER_DOES_NOT_HAVE_PASSWORD'
  | 'VERIFICATION_CODE_NOT_FOUND'
  | 'VERIFICATION_CODE_EXPIRED'
  | 'VERIFICATION_CODE_ALREADY_USED'
  | 'VERIFICATION_CODE_MAX_ATTEMPTS_REACHED'
  | 'PASSWORD_CONFIRMATION_MISMATCH'
  | 'EMAIL_ALREADY_VERIFIED'
  | 'EMAIL_NOT_ASSOCIATED_WITH_USER'
  | 'EMAIL_IS_NOT_PRIMARY_EMAIL'
  | 'PASSKEY_REGISTRATION_FAILED'
  | 'PASSKEY_WEBAUTHN_ERROR'
  | 'PASSKEY_AUTHENTICATION_FAILED'
  | 'PERMISSION_NOT_FOUND'
  | 'CONTAINED_PERMISSION_NOT_FOUND'
  | 'TEAM_NOT_FOUND'
  | 'TEAM_MEMBERSHIP_NOT_FOUND'
  | 'EMAIL_TEMPLATE_ALREADY_EXISTS'
  | 'OAUTH_CONNECTION_NOT_CONNECTED_TO_USER'
  | 'OAUTH_CONNECTION_ALREADY_CONNECTED_TO_ANOTHER_USER'
  | 'OAUTH_CONNECTION_DOES_NOT_HAVE_REQUIRED_SCOPE'
  | 'OAUTH_EXTRA_SCOPE_NOT_AVAILABLE_WITH_SHARED_OAUTH_KEYS'
  | 'OAUTH_ACCESS_TOKEN_NOT_AVAILABLE_WITH_SHARED_OAUTH_KEYS'
  | 'INVALID_OAUTH_CLIENT_ID_OR_SECRET'
  | 'INVALID_SCOPE'
  | 'USER_ALREADY_CONNECTED_TO_ANOTHER_OAUTH_CONNECTION'
  | 'OUTER_OAUTH_TIMEOUT'
  | 'OAUTH_PROVIDER_NOT_FOUND_OR_NOT_ENABLED'
  | 'MULTI_FACTOR_AUTHENTICATION_REQUIRED'
  | 'INVALID_TOTP_CODE'
  | 'USER_AUTHENTICATION_REQUIRED'
  | 'TEAM_MEMBERSHIP_ALREADY_EXISTS'
  | 'TEAM_PERMISSION_REQUIRED'
  | 'TEAM_PERMISSION_NOT_FOUND'
  | 'INVALID_SHARED_OAUTH_PROVIDER_ID'
  | 'INVALID_STANDARD_OAUTH_PROVIDER_ID'
  | 'INVALID_AUTHORIZATION_CODE'
  | 'OAUTH_PROVIDER_ACCESS_DENIED'
  | 'CONTACT_CHANNEL_ALREADY_USED_FOR_AUTH_BY_SOMEONE_ELSE'
  // Defined by the server but never registered in its catalogue, so never sent.
  | 'TEAM_ALREADY_EXISTS';

/** Codes raised by the SDK itself, never by the server. */
export type ClientErrorCode =
  /** 'Redirect URL is not trusted' */
  | 'REDIRECT_URL_NOT_TRUSTED'
  /** fetch itself failed (after the retries the method allows). */
  | 'NETWORK_ERROR'
  /** A non-known error: text body, `message` is the text. */
  | 'HTTP_ERROR'
  /** The operation needs a signed-in user and there is none. */
  | 'NOT_SIGNED_IN'
  /** The browser's WebAuthn call failed (shares its name with the server code). */
  | 'PASSKEY_WEBAUTHN_ERROR'
  /** An OAuth callback page opened without its code, state or stored verifier. */
  | 'OAUTH_CALLBACK_INVALID';

/** Abstract parent codes grouping related errors (never sent; used with `isErrorFamily`). */
export type ErrorFamily =
  | 'PROJECT_AUTHENTICATION_ERROR'
  | 'INVALID_PROJECT_AUTHENTICATION'
  | 'INVALID_ADMIN_ACCESS_TOKEN'
  | 'PROJECT_AUTHENTICATION_REQUIRED'
  | 'SESSION_AUTHENTICATION_ERROR'
  | 'INVALID_SESSION_AUTHENTICATION'
  | 'INVALID_ACCESS_TOKEN'
  | 'REFRESH_TOKEN_ERROR'
  | 'PASSWORD_REQUIREMENTS_NOT_MET'
  | 'VERIFICATION_ERROR';

export type KnownErrorCode = ServerErrorCode | ClientErrorCode;

const MARKER = Symbol.for('tinyauth.AuthError');

export class AuthError extends Error {
  /** A KnownErrorCode, or an unknown server code kept as sent. */
  declare readonly code: KnownErrorCode | (string & {});
  /** HTTP status (the `x-stack-actual-status` when overridden); 0 for client-side errors. */
  declare readonly status: number;
  declare readonly details?: Record<string, unknown>;

  /** `cause`: the underlying failure (NETWORK_ERROR keeps what fetch threw). */
  constructor(code: KnownErrorCode | (string & {}), message: string, status = 0, details?: Record<string, unknown>, cause?: unknown) {
    super(message, cause === undefined ? undefined : { cause });
    this.name = 'AuthError';
    this.code = code;
    this.status = status;
    this.details = details;
  }

  /** Marker checked by `isAuthError`, so the guard works across duplicate bundles. */
  get [MARKER](): true {
    return true;
  }
}

/** True for any AuthError, even one created by another copy of this module. */
export function isAuthError(e: unknown): e is AuthError {
  return typeof e === 'object' && e !== null && (e as Record<symbol, unknown>)[MARKER] === true;
}

/** The INVALID_ACCESS_TOKEN family (unparsable, expired or wrong-project access token): the kernel refreshes and retries once. */
export const isInvalidAccessToken = (e: AuthError) => /^(UNPARSABLE_ACCESS_TOKEN|ACCESS_TOKEN_EXPIRED|INVALID_PROJECT_FOR_ACCESS_TOKEN)$/.test(e.code);

/** The REFRESH_TOKEN_ERROR family: a refused refresh or sign-out. */
export const isRefreshTokenError = (e: AuthError) => /^(REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED|PROVIDER_REJECTED)$/.test(e.code);

/**
 * REDIRECT_URL_NOT_TRUSTED for `url` (also in `details.url`), naming the createClient options that trust it.
 */
export const untrustedUrl = (url: string) =>
  new AuthError(
    'REDIRECT_URL_NOT_TRUSTED',
    `Redirect URL is not trusted: ${url} (createClient options: trustedDomains, appUrl, allowLocalhost)`,
    0,
    { url },
  );
