/** Wire contract of OTP / magic-link sign-in: paths relative to /api/v1, bodies and answers. */

export const OTP_PATHS = {
  sendSignInCode: '/auth/otp/send-sign-in-code',
  signIn: '/auth/otp/sign-in',
  checkCode: '/auth/otp/sign-in/check-code',
} as const;

/** Length of the code in the link (`?code=`) and of what sign-in takes. */
export const CODE_LENGTH = 45;
/** The e-mailed OTP is the code's first 6 characters, upper-cased; the nonce is the other 39. */
export const OTP_LENGTH = 6;

export interface SendSignInCodeBody {
  email: string;
  callback_url: string;
}

export interface SendSignInCodeAnswer {
  /** The code minus its first 6 characters (39 chars). */
  nonce: string;
}

export interface CodeBody {
  code: string;
}

export interface OtpSession {
  refresh_token: string;
  access_token: string;
  is_new_user: boolean;
  user_id: string;
}
