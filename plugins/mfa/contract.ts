/** Wire contract of TOTP multi-factor sign-in: paths relative to /api/v1, bodies and answers. */

export const MFA_PATHS = {
  signIn: '/auth/mfa/sign-in',
  /** Enabling and disabling go through the user update: `totp_secret_base64` (base64 bytes, or null). */
  userMe: '/users/me',
} as const;

/** The known error a sign-in answers with for a user with TOTP; `details.attempt_code` is 45 chars, valid 5 min. */
export const MFA_REQUIRED = 'MULTI_FACTOR_AUTHENTICATION_REQUIRED';
export const INVALID_TOTP = 'INVALID_TOTP_CODE';

export interface MfaSignInBody {
  /** The attempt code from the MULTI_FACTOR_AUTHENTICATION_REQUIRED details. */
  code: string;
  type: 'totp';
  /** The six digits shown by the authenticator app. */
  totp: string;
}

export interface MfaSession {
  refresh_token: string;
  access_token: string;
  is_new_user: boolean;
  user_id: string;
}

/** RFC 6238 parameters the host uses (oslo TOTPController defaults). */
export const TOTP_PARAMS = { algorithm: 'SHA1', digits: 6, period: 30 } as const;

/** Attempt-code lifetime: 5 minutes. */
export const MFA_ATTEMPT_LIFETIME_MS = 5 * 60 * 1000;
