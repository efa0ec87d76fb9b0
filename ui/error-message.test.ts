import { describe, expect, expectTypeOf, it } from 'vitest';
import type { KnownErrorCode } from '../kernel/index.js';
import { errorField, errorMessage } from './error-message.js';
import { messages } from './messages.js';
import { mfaViews } from '../plugins/mfa/views.js';
import { oauthViews } from '../plugins/oauth/views.js';
import { passkeyViews } from '../plugins/passkey/views.js';
import { teamsViews } from '../plugins/teams/views.js';
import { checkDigits, checkEmail, checkPassword, checkRepeat } from './validate.js';

// Every code of the catalogue; the type check below fails when a new code is added to the kernel and not here.
const ALL = [
  'UNSUPPORTED_ERROR', 'BODY_PARSING_ERROR', 'SCHEMA_ERROR', 'ALL_OVERLOADS_FAILED', 'PROJECT_KEY_WITHOUT_ACCESS_TYPE', 'INVALID_ACCESS_TYPE',
  'ACCESS_TYPE_WITHOUT_PROJECT_ID', 'ACCESS_TYPE_REQUIRED', 'INSUFFICIENT_ACCESS_TYPE', 'INVALID_PUBLISHABLE_CLIENT_KEY', 'INVALID_SECRET_SERVER_KEY',
  'INVALID_SUPER_SECRET_ADMIN_KEY', 'UNPARSABLE_ADMIN_ACCESS_TOKEN', 'ADMIN_ACCESS_TOKEN_EXPIRED', 'INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN',
  'ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN', 'CLIENT_AUTHENTICATION_REQUIRED', 'SERVER_AUTHENTICATION_REQUIRED', 'CLIENT_OR_SERVER_AUTHENTICATION_REQUIRED',
  'CLIENT_OR_ADMIN_AUTHENTICATION_REQUIRED', 'CLIENT_OR_SERVER_OR_ADMIN_AUTHENTICATION_REQUIRED', 'ADMIN_AUTHENTICATION_REQUIRED', 'EXPECTED_INTERNAL_PROJECT',
  'UNPARSABLE_ACCESS_TOKEN', 'ACCESS_TOKEN_EXPIRED', 'INVALID_PROJECT_FOR_ACCESS_TOKEN', 'REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED', 'PROVIDER_REJECTED',
  'USER_EMAIL_ALREADY_EXISTS', 'CANNOT_GET_OWN_USER_WITHOUT_USER', 'USER_ID_DOES_NOT_EXIST', 'USER_NOT_FOUND', 'API_KEY_NOT_FOUND', 'PROJECT_NOT_FOUND',
  'SIGN_UP_NOT_ENABLED', 'PASSWORD_AUTHENTICATION_NOT_ENABLED', 'PASSKEY_AUTHENTICATION_NOT_ENABLED', 'EMAIL_PASSWORD_MISMATCH', 'REDIRECT_URL_NOT_WHITELISTED',
  'PASSWORD_TOO_SHORT', 'PASSWORD_TOO_LONG', 'USER_DOES_NOT_HAVE_PASSWORD', 'VERIFICATION_CODE_NOT_FOUND', 'VERIFICATION_CODE_EXPIRED',
  'VERIFICATION_CODE_ALREADY_USED', 'VERIFICATION_CODE_MAX_ATTEMPTS_REACHED', 'PASSWORD_CONFIRMATION_MISMATCH', 'EMAIL_ALREADY_VERIFIED',
  'EMAIL_NOT_ASSOCIATED_WITH_USER', 'EMAIL_IS_NOT_PRIMARY_EMAIL', 'PASSKEY_REGISTRATION_FAILED', 'PASSKEY_WEBAUTHN_ERROR', 'PASSKEY_AUTHENTICATION_FAILED',
  'PERMISSION_NOT_FOUND', 'CONTAINED_PERMISSION_NOT_FOUND', 'TEAM_NOT_FOUND', 'TEAM_MEMBERSHIP_NOT_FOUND', 'EMAIL_TEMPLATE_ALREADY_EXISTS',
  'OAUTH_CONNECTION_NOT_CONNECTED_TO_USER', 'OAUTH_CONNECTION_ALREADY_CONNECTED_TO_ANOTHER_USER', 'OAUTH_CONNECTION_DOES_NOT_HAVE_REQUIRED_SCOPE',
  'OAUTH_EXTRA_SCOPE_NOT_AVAILABLE_WITH_SHARED_OAUTH_KEYS', 'OAUTH_ACCESS_TOKEN_NOT_AVAILABLE_WITH_SHARED_OAUTH_KEYS', 'INVALID_OAUTH_CLIENT_ID_OR_SECRET',
  'INVALID_SCOPE', 'USER_ALREADY_CONNECTED_TO_ANOTHER_OAUTH_CONNECTION', 'OUTER_OAUTH_TIMEOUT', 'OAUTH_PROVIDER_NOT_FOUND_OR_NOT_ENABLED',
  'MULTI_FACTOR_AUTHENTICATION_REQUIRED', 'INVALID_TOTP_CODE', 'USER_AUTHENTICATION_REQUIRED', 'TEAM_MEMBERSHIP_ALREADY_EXISTS', 'TEAM_PERMISSION_REQUIRED',
  'TEAM_PERMISSION_NOT_FOUND', 'INVALID_SHARED_OAUTH_PROVIDER_ID', 'INVALID_STANDARD_OAUTH_PROVIDER_ID', 'INVALID_AUTHORIZATION_CODE',
  'OAUTH_PROVIDER_ACCESS_DENIED', 'CONTACT_CHANNEL_ALREADY_USED_FOR_AUTH_BY_SOMEONE_ELSE', 'TEAM_ALREADY_EXISTS', 'REDIRECT_URL_NOT_TRUSTED', 'NETWORK_ERROR',
  'HTTP_ERROR', 'NOT_SIGNED_IN', 'OAUTH_CALLBACK_INVALID',
] as const satisfies readonly KnownErrorCode[];

describe('errorMessage', () => {
  it('lists every known code', () => {
    expectTypeOf<Exclude<KnownErrorCode, (typeof ALL)[number]>>().toEqualTypeOf<never>();
  });

  it('gives every known code a short human sentence, never the code or the server text', () => {
    // codes only a plugin's methods raise get their sentence from that plugin's views (merged as AuthProvider does)
    const all = { ...messages, ...passkeyViews.messages, ...oauthViews.messages, ...mfaViews.messages, ...teamsViews.messages };
    for (const code of ALL) {
      const text = errorMessage({ code, message: `server text for ${code}`, details: { min_length: 8, maxLength: 70 } }, all);
      expect(text, code).not.toMatch(/[A-Z]{2,}_[A-Z]/);
      expect(text, code).not.toContain('server text');
      if (code !== 'HTTP_ERROR') expect(text, code).not.toBe(messages.unknownError);
      expect(text.length, code).toBeLessThan(90);
    }
    expect(errorMessage({ code: 'EMAIL_PASSWORD_MISMATCH', message: 'Wrong e-mail or password.' }, messages)).toBe('Wrong email or password.');
    expect(errorMessage({ code: 'PASSWORD_TOO_SHORT', message: 'x', details: { min_length: 8 } }, messages)).toBe('Password too short. Minimum length is 8.');
    expect(errorMessage({ code: 'INVALID_PUBLISHABLE_CLIENT_KEY', message: 'x' }, messages)).toBe(messages.appMisconfigured);
    expect(errorMessage({ code: 'REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED', message: 'x' }, messages)).toBe(messages.sessionEnded);
  });

  it('says a generic sentence for unknown codes and plain errors; shows view texts as they are', () => {
    expect(errorMessage({ code: 'SOMETHING_NEW', message: 'Internal: stack trace' }, messages)).toBe(messages.unknownError);
    expect(errorMessage({ code: 'email', message: 'x' }, messages)).toBe(messages.unknownError);
    expect(errorMessage(new Error('TypeError: x is undefined'), messages)).toBe(messages.unknownError);
    expect(errorMessage('A view message.', messages)).toBe('A view message.');
  });

  it('takes the sentences from the (overridable) messages object', () => {
    const german = { ...messages, EMAIL_PASSWORD_MISMATCH: 'x', wrongEmailOrPassword: 'Falsche E-Mail oder falsches Passwort.', USER_EMAIL_ALREADY_EXISTS: 'Diese E-Mail ist schon vergeben.' };
    expect(errorMessage({ code: 'EMAIL_PASSWORD_MISMATCH' }, german)).toBe('Falsche E-Mail oder falsches Passwort.');
    expect(errorMessage({ code: 'USER_EMAIL_ALREADY_EXISTS' }, german)).toBe('Diese E-Mail ist schon vergeben.');
  });

  it('attaches errors to the field they concern', () => {
    expect(errorField({ code: 'EMAIL_PASSWORD_MISMATCH' })).toBe('password');
    expect(errorField({ code: 'PASSWORD_TOO_SHORT' })).toBe('password');
    expect(errorField({ code: 'USER_EMAIL_ALREADY_EXISTS' })).toBe('email');
    expect(errorField({ code: 'VERIFICATION_CODE_EXPIRED' })).toBe('code');
    expect(errorField({ code: 'INVALID_TOTP_CODE' })).toBe('code');
    expect(errorField({ code: 'NETWORK_ERROR' })).toBeNull();
    expect(errorField('text')).toBeNull();
  });
});

describe('client-side checks', () => {
  it('mirror the server rules', () => {
    expect(checkEmail('', messages)).toBe(messages.required);
    expect(checkEmail('ann@example', messages)).toBe(messages.invalidEmail);
    expect(checkEmail('ann @example.com', messages)).toBe(messages.invalidEmail);
    expect(checkEmail(' ann@example.com ', messages)).toBeNull();
    expect(checkPassword('1234567', messages)).toBe('Password too short. Minimum length is 8.');
    expect(checkPassword('😀'.repeat(8), messages)).toBeNull();
    expect(checkPassword('x'.repeat(71), messages)).toBe('Password too long. Maximum length is 70.');
    expect(checkRepeat('a', 'b', messages)).toBe('Passwords do not match.');
    expect(checkDigits('12345', messages)).toBe('Please enter the 6-digit code.');
    expect(checkDigits('123456', messages)).toBeNull();
  });
});
