/**
 * The hosted API's known-error catalogue: status, message and details per code.
 * Messages are byte-exact; `details` key order matters because it is serialised as given.
 */
type Details = Record<string, unknown>;
type Def = [status: number, message: (d: Details) => string];

const j = (v: unknown) => JSON.stringify(v);
const expiredSuffix = (d: Details) =>
  typeof d.expired_at_millis === 'number'
    ? ` (The access token expired at ${new Date(d.expired_at_millis).toISOString()}.)`
    : '';
const docs = '\n\nFor more information, see the docs on REST API authentication: https://docs.stack-auth.com/rest-api/overview#authentication';

export const KNOWN_ERRORS = {
  UNSUPPORTED_ERROR: [500, (d) => `An error occurred that is not currently supported (possibly because it was added in a version of Stack that is newer than this client). The original unsupported error code was: ${d.originalErrorCode}`],
  BODY_PARSING_ERROR: [400, (d) => String(d.message)],
  SCHEMA_ERROR: [400, (d) => String(d.message)],
  PROJECT_KEY_WITHOUT_ACCESS_TYPE: [400, () => "Either an API key or an admin access token was provided, but the x-stack-access-type header is missing. Set it to 'client', 'server', or 'admin' as appropriate."],
  INVALID_ACCESS_TYPE: [400, (d) => `The x-stack-access-type header must be 'client', 'server', or 'admin', but was '${d.accessType}'.`],
  ACCESS_TYPE_WITHOUT_PROJECT_ID: [400, (d) => `The x-stack-access-type header was '${d.request_type}', but the x-stack-project-id header was not provided.${docs}`],
  ACCESS_TYPE_REQUIRED: [400, () => `You must specify an access level for this Stack project. Make sure project API keys are provided (eg. x-stack-publishable-client-key) and you set the x-stack-access-type header to 'client', 'server', or 'admin'.${docs}`],
  INSUFFICIENT_ACCESS_TYPE: [401, (d) => `The x-stack-access-type header must be ${(d.allowed_access_types as string[]).map((t) => `'${t}'`).join(' or ')}, but was '${d.actual_access_type}'.`],
  INVALID_PUBLISHABLE_CLIENT_KEY: [401, (d) => `The publishable key is not valid for the project ${j(d.project_id)}. Does the project and/or the key exist?`],
  INVALID_SECRET_SERVER_KEY: [401, (d) => `The secret server key is not valid for the project ${j(d.project_id)}. Does the project and/or the key exist?`],
  INVALID_SUPER_SECRET_ADMIN_KEY: [401, (d) => `The super secret admin key is not valid for the project ${j(d.project_id)}. Does the project and/or the key exist?`],
  UNPARSABLE_ADMIN_ACCESS_TOKEN: [401, () => 'Admin access token is not parsable.'],
  ADMIN_ACCESS_TOKEN_EXPIRED: [401, (d) => `Admin access token has expired. Please refresh it and try again.${expiredSuffix(d)}`],
  INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN: [401, () => 'Admin access tokens must be created on the internal project.'],
  ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN: [401, () => 'Admin access token does not have the required permissions to access this project.'],
  CLIENT_AUTHENTICATION_REQUIRED: [401, () => 'The publishable client key must be provided.'],
  SERVER_AUTHENTICATION_REQUIRED: [401, () => 'The secret server key must be provided.'],
  ADMIN_AUTHENTICATION_REQUIRED: [401, () => 'The super secret admin key must be provided.'],
  EXPECTED_INTERNAL_PROJECT: [401, () => 'The project ID is expected to be internal.'],
  UNPARSABLE_ACCESS_TOKEN: [401, () => 'Access token is not parsable.'],
  ACCESS_TOKEN_EXPIRED: [401, (d) => `Access token has expired. Please refresh it and try again.${expiredSuffix(d)}`],
  INVALID_PROJECT_FOR_ACCESS_TOKEN: [401, () => 'Access token not valid for this project.'],
  REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED: [401, () => 'Refresh token not found for this project, or the session has expired/been revoked.'],
  USER_EMAIL_ALREADY_EXISTS: [409, () => 'User email already exists.'],
  CANNOT_GET_OWN_USER_WITHOUT_USER: [400, () => "You have specified 'me' as a userId, but did not provide authentication for a user."],
  USER_ID_DOES_NOT_EXIST: [400, (d) => `The given user with the ID ${d.user_id} does not exist.`],
  USER_NOT_FOUND: [404, () => 'User not found.'],
  API_KEY_NOT_FOUND: [404, () => 'API key not found.'],
  PROJECT_NOT_FOUND: [404, (d) => `Project ${d.project_id} not found or is not accessible with the current user.`],
  SIGN_UP_NOT_ENABLED: [400, () => 'Creation of new accounts is not enabled for this project. Please ask the project owner to enable it.'],
  PASSWORD_AUTHENTICATION_NOT_ENABLED: [400, () => 'Password authentication is not enabled for this project.'],
  PASSKEY_AUTHENTICATION_NOT_ENABLED: [400, () => 'Passkey authentication is not enabled for this project.'],
  EMAIL_PASSWORD_MISMATCH: [400, () => 'Wrong e-mail or password.'],
  REDIRECT_URL_NOT_WHITELISTED: [400, () => 'Redirect URL not whitelisted. Did you forget to add this domain to the trusted domains list on the Stack Auth dashboard?'],
  PASSWORD_TOO_SHORT: [400, (d) => `Password too short. Minimum length is ${d.min_length}.`],
  PASSWORD_TOO_LONG: [400, (d) => `Password too long. Maximum length is ${d.maxLength}.`],
  USER_DOES_NOT_HAVE_PASSWORD: [400, () => 'This user does not have password authentication enabled.'],
  VERIFICATION_CODE_NOT_FOUND: [404, () => 'The verification code does not exist for this project.'],
  VERIFICATION_CODE_EXPIRED: [400, () => 'The verification code has expired.'],
  VERIFICATION_CODE_ALREADY_USED: [409, () => 'The verification link has already been used.'],
  VERIFICATION_CODE_MAX_ATTEMPTS_REACHED: [400, () => 'The verification code nonce has reached the maximum number of attempts. This code is not valid anymore.'],
  PASSWORD_CONFIRMATION_MISMATCH: [400, () => 'Passwords do not match.'],
  EMAIL_ALREADY_VERIFIED: [409, () => 'The e-mail is already verified.'],
  EMAIL_IS_NOT_PRIMARY_EMAIL: [400, (d) => `The given e-mail (${d.email}) must equal the user's primary e-mail (${d.primary_email}).`],
  PASSKEY_REGISTRATION_FAILED: [400, (d) => String(d.message)],
  PASSKEY_AUTHENTICATION_FAILED: [400, (d) => String(d.message)],
  PERMISSION_NOT_FOUND: [404, (d) => `Permission ${j(d.permission_id)} not found. Make sure you created it on the dashboard.`],
  CONTAINED_PERMISSION_NOT_FOUND: [400, (d) => `Contained permission with ID ${j(d.permission_id)} not found. Make sure you created it on the dashboard.`],
  TEAM_NOT_FOUND: [404, (d) => `Team ${d.team_id} not found.`],
  TEAM_MEMBERSHIP_NOT_FOUND: [404, (d) => `User ${d.user_id} is not found in team ${d.team_id}.`],
  OAUTH_CONNECTION_NOT_CONNECTED_TO_USER: [400, () => 'The OAuth connection is not connected to any user.'],
  OAUTH_CONNECTION_ALREADY_CONNECTED_TO_ANOTHER_USER: [409, () => 'The OAuth connection is already connected to another user.'],
  OAUTH_CONNECTION_DOES_NOT_HAVE_REQUIRED_SCOPE: [400, () => 'The OAuth connection does not have the required scope.'],
  OAUTH_EXTRA_SCOPE_NOT_AVAILABLE_WITH_SHARED_OAUTH_KEYS: [400, () => 'Extra scopes are not available with shared OAuth keys. Please add your own OAuth keys on the Stack dashboard to use extra scopes.'],
  OAUTH_ACCESS_TOKEN_NOT_AVAILABLE_WITH_SHARED_OAUTH_KEYS: [400, () => 'Access tokens are not available with shared OAuth keys. Please add your own OAuth keys on the Stack dashboard to use access tokens.'],
  INVALID_OAUTH_CLIENT_ID_OR_SECRET: [400, () => 'The OAuth client ID or secret is invalid. The client ID must be equal to the project ID, and the client secret must be a publishable client key.'],
  INVALID_SCOPE: [400, (d) => `The scope ${j(d.scope)} is not a valid OAuth scope for Stack.`],
  USER_ALREADY_CONNECTED_TO_ANOTHER_OAUTH_CONNECTION: [409, () => 'The user is already connected to another OAuth account. Did you maybe selected the wrong account?'],
  OUTER_OAUTH_TIMEOUT: [408, () => 'The OAuth flow has timed out. Please sign in again.'],
  OAUTH_PROVIDER_NOT_FOUND_OR_NOT_ENABLED: [400, () => 'The OAuth provider is not found or not enabled.'],
  MULTI_FACTOR_AUTHENTICATION_REQUIRED: [400, () => 'Multi-factor authentication is required for this user.'],
  INVALID_TOTP_CODE: [400, () => 'The TOTP code is invalid. Please try again.'],
  USER_AUTHENTICATION_REQUIRED: [401, () => 'User authentication required for this endpoint.'],
  TEAM_MEMBERSHIP_ALREADY_EXISTS: [409, () => 'Team membership already exists.'],
  TEAM_PERMISSION_REQUIRED: [401, (d) => `User ${d.user_id} does not have permission ${d.permission_id} in team ${d.team_id}.`],
  TEAM_PERMISSION_NOT_FOUND: [401, (d) => `User ${d.user_id} does not have permission ${d.permission_id} in team ${d.team_id}.`],
  INVALID_SHARED_OAUTH_PROVIDER_ID: [400, (d) => `The shared OAuth provider with ID ${d.provider_id} is not valid.`],
  INVALID_STANDARD_OAUTH_PROVIDER_ID: [400, (d) => `The standard OAuth provider with ID ${d.provider_id} is not valid.`],
  INVALID_AUTHORIZATION_CODE: [400, () => 'The given authorization code is invalid.'],
  OAUTH_PROVIDER_ACCESS_DENIED: [400, () => 'The OAuth provider denied access to the user.'],
  CONTACT_CHANNEL_ALREADY_USED_FOR_AUTH_BY_SOMEONE_ELSE: [409, (d) => `This ${d.type} is already used for authentication by another account.`],
} satisfies Record<string, Def>;

export type KnownErrorCode = keyof typeof KNOWN_ERRORS;

/**
 * Codes whose `details` are used only to build the message and are NOT sent on the wire
 * (the real server sends these without a details key).
 */
export const MESSAGE_ONLY_DETAILS: ReadonlySet<string> = new Set([
  'BODY_PARSING_ERROR', 'INVALID_ACCESS_TYPE', 'PASSKEY_REGISTRATION_FAILED', 'PASSKEY_AUTHENTICATION_FAILED', 'INVALID_SCOPE',
]);
