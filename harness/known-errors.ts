/** Known errors of the hosted API's catalogue that the harness checks: status and exact message. */
import type { Res } from './http.js';
import { check, fail, header, status } from './expect.js';

type Details = Record<string, unknown>;
interface KnownErrorSpec {
  status: number;
  message: (d: Details) => string;
}

const AUTH_DOCS = '\n\nFor more information, see the docs on REST API authentication: https://docs.stack-auth.com/rest-api/overview#authentication';
const q = (v: unknown) => JSON.stringify(v);
const fixed = (status: number, message: string): KnownErrorSpec => ({ status, message: () => message });
const keyInvalid = (what: string): KnownErrorSpec => ({
  status: 401,
  message: (d) => `The ${what} is not valid for the project ${q(d.project_id)}. Does the project and/or the key exist?`,
});
const expiredAt = (prefix: string) => (d: Details) =>
  typeof d.expired_at_millis === 'number'
    ? `${prefix} (The access token expired at ${new Date(d.expired_at_millis).toISOString()}.)`
    : prefix;
const teamPermission = (d: Details) => `User ${d.user_id} does not have permission ${d.permission_id} in team ${d.team_id}.`;

export const KNOWN_ERRORS = {
  BODY_PARSING_ERROR: { status: 400, message: () => '' },
  SCHEMA_ERROR: { status: 400, message: (d: Details) => String(d.message) },
  PROJECT_KEY_WITHOUT_ACCESS_TYPE: fixed(400, "Either an API key or an admin access token was provided, but the x-stack-access-type header is missing. Set it to 'client', 'server', or 'admin' as appropriate."),
  INVALID_ACCESS_TYPE: fixed(400, ''),
  ACCESS_TYPE_WITHOUT_PROJECT_ID: {
    status: 400,
    message: (d: Details) => `The x-stack-access-type header was '${d.request_type}', but the x-stack-project-id header was not provided.${AUTH_DOCS}`,
  },
  ACCESS_TYPE_REQUIRED: fixed(400, `You must specify an access level for this Stack project. Make sure project API keys are provided (eg. x-stack-publishable-client-key) and you set the x-stack-access-type header to 'client', 'server', or 'admin'.${AUTH_DOCS}`),
  INSUFFICIENT_ACCESS_TYPE: {
    status: 401,
    message: (d: Details) =>
      `The x-stack-access-type header must be ${(d.allowed_access_types as string[]).map((t) => `'${t}'`).join(' or ')}, but was '${d.actual_access_type}'.`,
  },
  INVALID_PUBLISHABLE_CLIENT_KEY: keyInvalid('publishable key'),
  INVALID_SECRET_SERVER_KEY: keyInvalid('secret server key'),
  INVALID_SUPER_SECRET_ADMIN_KEY: keyInvalid('super secret admin key'),
  UNPARSABLE_ADMIN_ACCESS_TOKEN: fixed(401, 'Admin access token is not parsable.'),
  ADMIN_ACCESS_TOKEN_EXPIRED: { status: 401, message: expiredAt('Admin access token has expired. Please refresh it and try again.') },
  ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN: fixed(401, 'Admin access token does not have the required permissions to access this project.'),
  CLIENT_AUTHENTICATION_REQUIRED: fixed(401, 'The publishable client key must be provided.'),
  SERVER_AUTHENTICATION_REQUIRED: fixed(401, 'The secret server key must be provided.'),
  ADMIN_AUTHENTICATION_REQUIRED: fixed(401, 'The super secret admin key must be provided.'),
  EXPECTED_INTERNAL_PROJECT: fixed(401, 'The project ID is expected to be internal.'),
  UNPARSABLE_ACCESS_TOKEN: fixed(401, 'Access token is not parsable.'),
  ACCESS_TOKEN_EXPIRED: { status: 401, message: expiredAt('Access token has expired. Please refresh it and try again.') },
  INVALID_PROJECT_FOR_ACCESS_TOKEN: fixed(401, 'Access token not valid for this project.'),
  REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED: fixed(401, 'Refresh token not found for this project, or the session has expired/been revoked.'),
  USER_EMAIL_ALREADY_EXISTS: fixed(409, 'User email already exists.'),
  CANNOT_GET_OWN_USER_WITHOUT_USER: fixed(400, "You have specified 'me' as a userId, but did not provide authentication for a user."),
  USER_ID_DOES_NOT_EXIST: { status: 400, message: (d: Details) => `The given user with the ID ${d.user_id} does not exist.` },
  USER_NOT_FOUND: fixed(404, 'User not found.'),
  API_KEY_NOT_FOUND: fixed(404, 'API key not found.'),
  SIGN_UP_NOT_ENABLED: fixed(400, 'Creation of new accounts is not enabled for this project. Please ask the project owner to enable it.'),
  PASSWORD_AUTHENTICATION_NOT_ENABLED: fixed(400, 'Password authentication is not enabled for this project.'),
  EMAIL_PASSWORD_MISMATCH: fixed(400, 'Wrong e-mail or password.'),
  REDIRECT_URL_NOT_WHITELISTED: fixed(400, 'Redirect URL not whitelisted. Did you forget to add this domain to the trusted domains list on the Stack Auth dashboard?'),
  PASSWORD_TOO_SHORT: { status: 400, message: (d: Details) => `Password too short. Minimum length is ${d.min_length}.` },
  PASSWORD_TOO_LONG: { status: 400, message: (d: Details) => `Password too long. Maximum length is ${d.maxLength}.` },
  USER_DOES_NOT_HAVE_PASSWORD: fixed(400, 'This user does not have password authentication enabled.'),
  VERIFICATION_CODE_NOT_FOUND: fixed(404, 'The verification code does not exist for this project.'),
  VERIFICATION_CODE_EXPIRED: fixed(400, 'The verification code has expired.'),
  VERIFICATION_CODE_ALREADY_USED: fixed(409, 'The verification link has already been used.'),
  VERIFICATION_CODE_MAX_ATTEMPTS_REACHED: fixed(400, 'The verification code nonce has reached the maximum number of attempts. This code is not valid anymore.'),
  PASSWORD_CONFIRMATION_MISMATCH: fixed(400, 'Passwords do not match.'),
  EMAIL_ALREADY_VERIFIED: fixed(409, 'The e-mail is already verified.'),
  EMAIL_IS_NOT_PRIMARY_EMAIL: {
    status: 400,
    message: (d: Details) => `The given e-mail (${d.email}) must equal the user's primary e-mail (${d.primary_email}).`,
  },
  PERMISSION_NOT_FOUND: { status: 404, message: (d: Details) => `Permission ${q(d.permission_id)} not found. Make sure you created it on the dashboard.` },
  CONTAINED_PERMISSION_NOT_FOUND: {
    status: 400,
    message: (d: Details) => `Contained permission with ID ${q(d.permission_id)} not found. Make sure you created it on the dashboard.`,
  },
  TEAM_NOT_FOUND: { status: 404, message: (d: Details) => `Team ${d.team_id} not found.` },
  TEAM_MEMBERSHIP_NOT_FOUND: { status: 404, message: (d: Details) => `User ${d.user_id} is not found in team ${d.team_id}.` },
  INVALID_OAUTH_CLIENT_ID_OR_SECRET: fixed(400, 'The OAuth client ID or secret is invalid. The client ID must be equal to the project ID, and the client secret must be a publishable client key.'),
  MULTI_FACTOR_AUTHENTICATION_REQUIRED: fixed(400, 'Multi-factor authentication is required for this user.'),
  INVALID_TOTP_CODE: fixed(400, 'The TOTP code is invalid. Please try again.'),
  OAUTH_PROVIDER_NOT_FOUND_OR_NOT_ENABLED: fixed(400, 'The OAuth provider is not found or not enabled.'),
  OAUTH_CONNECTION_NOT_CONNECTED_TO_USER: fixed(400, 'The OAuth connection is not connected to any user.'),
  OAUTH_ACCESS_TOKEN_NOT_AVAILABLE_WITH_SHARED_OAUTH_KEYS: fixed(
    400,
    'Access tokens are not available with shared OAuth keys. Please add your own OAuth keys on the Stack dashboard to use access tokens.',
  ),
  INVALID_AUTHORIZATION_CODE: fixed(400, 'The given authorization code is invalid.'),
  PASSKEY_AUTHENTICATION_NOT_ENABLED: fixed(400, 'Passkey authentication is not enabled for this project.'),
  PASSKEY_AUTHENTICATION_FAILED: { status: 400, message: () => '' },
  USER_AUTHENTICATION_REQUIRED: fixed(401, 'User authentication required for this endpoint.'),
  TEAM_MEMBERSHIP_ALREADY_EXISTS: fixed(409, 'Team membership already exists.'),
  TEAM_PERMISSION_REQUIRED: { status: 401, message: teamPermission },
  TEAM_PERMISSION_NOT_FOUND: { status: 401, message: teamPermission },
  INVALID_SHARED_OAUTH_PROVIDER_ID: { status: 400, message: (d: Details) => `The shared OAuth provider with ID ${d.provider_id} is not valid.` },
  CONTACT_CHANNEL_ALREADY_USED_FOR_AUTH_BY_SOMEONE_ELSE: {
    status: 409,
    message: (d: Details) => `This ${d.type} is already used for authentication by another account.`,
  },
} satisfies Record<string, KnownErrorSpec>;

export type KnownCode = keyof typeof KNOWN_ERRORS;

/** The exact bytes of a known-error body: 2-space pretty JSON, keys code, details (if any), error. */
export function knownErrorBody(code: string, details: Details | undefined, message: string): string {
  return JSON.stringify({ code, ...(details ? { details } : {}), error: message }, null, 2);
}

/**
 * Asserts a known error byte for byte: status (or 200 + x-stack-actual-status when
 * `overridden`), content type, x-stack-known-error (absent with `withoutHeader`, as some deprecated routes answer)
 * and the pretty-printed body.
 */
export function knownError(
  res: Res,
  code: KnownCode,
  details?: Details,
  opts: { message?: string; overridden?: boolean; withoutHeader?: boolean } = {},
): void {
  const spec: KnownErrorSpec = KNOWN_ERRORS[code];
  if (opts.overridden) {
    status(res, 200);
    header(res, 'x-stack-actual-status', String(spec.status));
  } else status(res, spec.status);
  header(res, 'x-stack-known-error', opts.withoutHeader ? null : code);
  const ct = res.headers.get('content-type') ?? '';
  check(ct.toLowerCase() === 'application/json; charset=utf-8', 'content-type', 'application/json; charset=utf-8', ct, res);
  const message = opts.message ?? spec.message(details ?? {});
  const expected = knownErrorBody(code, details, message);
  if (res.text !== expected) fail(`${code} body (byte-exact)`, expected, res.text, res);
}

/** SCHEMA_ERROR for `METHOD path` with the given field messages (each on its own `\n  - ` line). */
export function schemaError(res: Res, method: string, path: string, lines: readonly string[]): void {
  const message = `Request validation failed on ${method} ${path}:${lines.map((l) => `\n  - ${l}`).join('')}`;
  knownError(res, 'SCHEMA_ERROR', { message }, { message });
}

/** Only the code and status of a known error (when the exact message is host-specific, e.g. yup wording). */
export function knownErrorCode(res: Res, code: KnownCode): void {
  status(res, KNOWN_ERRORS[code].status);
  header(res, 'x-stack-known-error', code);
  const body = res.json as { code?: unknown } | undefined;
  check(body?.code === code, 'body.code', code, body?.code, res);
}
