import { formatMessage, langOf } from './messages.js';
import type { Messages } from './messages.js';

interface CodedError {
  code: string;
  message?: string;
  details?: Record<string, unknown>;
}

/** A form field an error can be attached to. */
export type ErrorField = 'email' | 'password' | 'code';

const isCoded = (e: unknown): e is CodedError => typeof e === 'object' && e !== null && typeof (e as CodedError).code === 'string';

/** Codes about the app's keys, tokens or project setup: nothing the end user can fix. */
const SETUP = /KEY|ACCESS_TYPE|ADMIN|PROJECT|CLIENT|SERVER_AUTH|INTERNAL|OAUTH_CLIENT|SCOPE|OAUTH_PROVIDER_ID|TEMPLATE|OVERLOADS|UNSUPPORTED|LOOP/;
/** Codes meaning the session is gone. */
const SESSION = /ACCESS_TOKEN|REFRESH_TOKEN|PROVIDER_REJECTED|CANNOT_GET_OWN_USER|USER_AUTH|NOT_SIGNED_IN/;
/** Codes that share another code's sentence. */
const SAME: Record<string, string> = {
  USER_ID_DOES_NOT_EXIST: 'USER_NOT_FOUND',
  TEAM_PERMISSION_NOT_FOUND: 'TEAM_PERMISSION_REQUIRED',
  CONTAINED_PERMISSION_NOT_FOUND: 'PERMISSION_NOT_FOUND',
  BODY_PARSING_ERROR: 'SCHEMA_ERROR',
  INVALID_AUTHORIZATION_CODE: 'OAUTH_CALLBACK_INVALID',
};

/**
 * The sentence an end user sees for an error: a text is shown as it is (views pass their own messages);
 * a coded error (AuthError, `{ code }`) gets the sentence for its code from `m`, so apps translate
 * them all in one typed object. Server texts never reach the user: an unknown code gets `m.unknownError`.
 */
export function errorMessage(error: unknown, m: Messages): string {
  if (typeof error === 'string') return error;
  if (!isCoded(error)) return m.unknownError;
  const { details: d = {} } = error;
  const code = SAME[error.code] ?? error.code;
  const n = d.min_length ?? d.minLength ?? d.max_length ?? d.maxLength;
  if (code === 'EMAIL_PASSWORD_MISMATCH') return m.wrongEmailOrPassword;
  if (code === 'REDIRECT_URL_NOT_TRUSTED') return m.redirectUrlNotTrusted;
  if (code === 'PASSWORD_CONFIRMATION_MISMATCH') return m.passwordsDoNotMatch;
  if (code === 'PASSWORD_TOO_SHORT' || code === 'PASSWORD_TOO_LONG') {
    return formatMessage(code === 'PASSWORD_TOO_SHORT' ? m.passwordTooShort : m.passwordTooLong, { n: typeof n === 'number' ? n : '' }, langOf(m));
  }
  const own = (m as unknown as Record<string, string | undefined>)[code];
  if (own !== undefined && /^[A-Z_]+$/.test(code)) return own;
  if (SETUP.test(code)) return m.appMisconfigured;
  if (SESSION.test(code)) return m.sessionEnded;
  return m.unknownError;
}

/** The field an error concerns, so a form can show it under that field (null: shown for the whole form). */
export function errorField(error: unknown): ErrorField | null {
  if (!isCoded(error)) return null;
  const c = error.code;
  if (/^PASSWORD_(TOO|CONF)|EMAIL_PASSWORD_MISMATCH/.test(c)) return 'password';
  if (/EMAIL|USER_NOT_FOUND/.test(c)) return 'email';
  if (/VERIFICATION_CODE|TOTP/.test(c)) return 'code';
  return null;
}
