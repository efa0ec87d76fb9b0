/** Wire contract of password authentication: paths relative to /api/v1, bodies and answers. */

export const PASSWORD_PATHS = {
  signUp: '/auth/password/sign-up',
  signIn: '/auth/password/sign-in',
  sendResetCode: '/auth/password/send-reset-code',
  resetCheckCode: '/auth/password/reset/check-code',
  reset: '/auth/password/reset',
  update: '/auth/password/update',
  set: '/auth/password/set',
} as const;

/** The send-reset-code answer: identical whether or not the e-mail exists. */
export const RESET_CODE_SENT = { success: 'maybe, only if user with e-mail exists' } as const;

export interface SignUpBody {
  email: string;
  password: string;
  verification_callback_url: string;
}

export interface SignInBody {
  email: string;
  password: string;
}

/** Password sign-in and sign-up answer (no is_new_user). */
export interface PasswordSession {
  access_token: string;
  refresh_token: string;
  user_id: string;
}

export interface SendResetCodeBody {
  email: string;
  callback_url: string;
}

export interface ResetBody {
  code: string;
  password: string;
}

export interface UpdateBody {
  old_password: string;
  new_password: string;
}

export interface SetBody {
  password: string;
}

export interface CheckCodeAnswer {
  is_code_valid: true;
}
