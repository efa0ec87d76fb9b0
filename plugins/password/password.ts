import { AuthError, USER_KEY, definePlugin } from '../../kernel/index.js';
import type { PluginKernel, Result } from '../../kernel/index.js';
import { afterSignIn, callbackUrl, explainUntrusted, fail, ok, storeSession, type SignInOptions, type SignInResult } from '../../kernel/index.js';
import { PASSWORD_PATHS as P, type PasswordSession } from './contract.js';
import { checkPassword } from './policy.js';

export interface PasswordSignUp {
  email: string;
  password: string;
  /**
   * Link target of the verification e-mail. @default the handler's email-verification page, on the current
   * page's origin or createClient's `appUrl`
   */
  verificationCallbackUrl?: string;
}

export interface PasswordMethods {
  /** Signs in and stores the session. Wrong credentials → EMAIL_PASSWORD_MISMATCH. */
  signIn(input: { email: string; password: string }, options?: SignInOptions): Promise<Result<SignInResult>>;
  /** Checks the password policy first ('Password too short. Minimum length is {n}.' …), then signs up and stores the session. */
  signUp(input: PasswordSignUp, options?: SignInOptions): Promise<Result<SignInResult>>;
  /** Mails a reset link (same answer whether or not the address exists). @default callback the password-reset page */
  sendForgotPasswordEmail(email: string, options?: { callbackUrl?: string }): Promise<Result<void>>;
  /** Checks a reset code without using it. */
  verifyPasswordResetCode(code: string): Promise<Result<void>>;
  resetPassword(input: { code: string; password: string }): Promise<Result<void>>;
  /** Keeps this session; the server signs out every other one. */
  updatePassword(input: { oldPassword: string; newPassword: string }): Promise<Result<void>>;
  /** For a signed-in user without a password. */
  setPassword(input: { password: string }): Promise<Result<void>>;
}

/** The password policy as a client-side Result (same code, message and details as the server). */
function policy(password: string): Result<never> | null {
  const p = checkPassword(password);
  return p && fail<never>(new AuthError(p.code, p.message, 0, p.details));
}

const done = (r: Result<unknown>): Result<void> => (r.error ? r : ok(undefined));

/** E-mail and password sign-in, sign-up, reset and change. */
export function password() {
  return definePlugin({
    id: 'password',
    methods(kernel: PluginKernel): PasswordMethods {
      const post = <T>(path: string, body: unknown, session = false, headers?: Record<string, string>) =>
        kernel.request<T>(path, { method: 'POST', body, session, headers });
      const userChanged = (r: Result<unknown>) => {
        if (!r.error) kernel.cache.invalidate(USER_KEY);
        return done(r);
      };
      return {
        async signIn({ email, password }, options) {
          const r = await post<PasswordSession>(P.signIn, { email, password });
          return afterSignIn(kernel, storeSession(kernel, r, false), options);
        },
        async signUp({ email, password, verificationCallbackUrl }, options) {
          const bad = policy(password);
          if (bad) return bad;
          const cb = await callbackUrl(kernel, verificationCallbackUrl, kernel.urls.emailVerification);
          if (cb.error) return cb;
          const r = await post<PasswordSession>(P.signUp, { email, password, verification_callback_url: cb.data });
          return afterSignIn(kernel, storeSession(kernel, explainUntrusted(r, cb.data), true), options);
        },
        async sendForgotPasswordEmail(email, options = {}) {
          const cb = await callbackUrl(kernel, options.callbackUrl, kernel.urls.passwordReset);
          return cb.error ? cb : done(explainUntrusted(await post(P.sendResetCode, { email, callback_url: cb.data }), cb.data));
        },
        async verifyPasswordResetCode(code) {
          return done(await post(P.resetCheckCode, { code }));
        },
        async resetPassword({ code, password }) {
          return policy(password) ?? done(await post(P.reset, { code, password }));
        },
        async updatePassword({ oldPassword, newPassword }) {
          const bad = policy(newPassword);
          if (bad) return bad;
          const refresh = kernel.session.get().refreshToken;
          const headers = refresh ? { 'x-stack-refresh-token': refresh } : undefined;
          return userChanged(await post(P.update, { old_password: oldPassword, new_password: newPassword }, true, headers));
        },
        async setPassword({ password }) {
          return policy(password) ?? userChanged(await post(P.set, { password }, true));
        },
      };
    },
  });
}
