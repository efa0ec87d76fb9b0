import { AuthError, definePlugin } from '../../kernel/index.js';
import type { PluginKernel, Result } from '../../kernel/index.js';
import { afterSignIn, callbackUrl, explainUntrusted, fail, ok, storeSession, type SignInOptions, type SignInResult } from '../../kernel/index.js';
import { CODE_LENGTH, OTP_LENGTH, OTP_PATHS as P, type OtpSession, type SendSignInCodeAnswer } from './contract.js';

/** What sendMagicLinkEmail returns. */
export interface MagicLinkSent {
  /** Completes a typed 6-character code (the code's other 39 characters). */
  nonce: string;
}

export interface MagicLinkOptions extends SignInOptions {
  /** For a 6-character code: the nonce from sendMagicLinkEmail. @default the last one this client received */
  nonce?: string;
}

export interface OtpMethods {
  /**
   * Mails a magic link and a 6-character code. The answer's nonce is kept in memory so that
   * signInWithMagicLink can take the typed code. @default callback the magic-link-callback page
   */
  sendMagicLinkEmail(email: string, options?: { callbackUrl?: string }): Promise<Result<MagicLinkSent>>;
  /**
   * Signs in with the 45-character code of the link, or the 6-character code from the e-mail
   * (case-insensitive). `isNewUser` tells whether the account was just created.
   */
  signInWithMagicLink(code: string, options?: MagicLinkOptions): Promise<Result<SignInResult>>;
  /**
   * Checks the 45-character code of a link without using it up (the host counts an attempt): a page can ask
   * the user before signing in, so a mail scanner that opens the link does not spend it.
   */
  checkMagicLinkCode(code: string): Promise<Result<true>>;
}

/** Magic-link / one-time-code sign-in (also signs up new e-mails when the project allows it). */
export function otp() {
  return definePlugin({
    id: 'otp',
    methods(kernel: PluginKernel): OtpMethods {
      let lastNonce: string | undefined;
      return {
        async sendMagicLinkEmail(email, options = {}) {
          const cb = await callbackUrl(kernel, options.callbackUrl, kernel.urls.magicLinkCallback);
          if (cb.error) return cb;
          const r = await kernel.request<SendSignInCodeAnswer>(P.sendSignInCode, {
            method: 'POST',
            body: { email, callback_url: cb.data },
            session: false,
          });
          if (r.error) return explainUntrusted(r, cb.data);
          lastNonce = r.data.nonce;
          return ok({ nonce: r.data.nonce });
        },
        async signInWithMagicLink(typed, options = {}) {
          let code = typed.trim().toLowerCase();
          if (code.length === OTP_LENGTH) code += options.nonce ?? lastNonce ?? '';
          if (code.length !== CODE_LENGTH) {
            return fail(new AuthError('VERIFICATION_CODE_NOT_FOUND', 'The verification code does not exist for this project.'));
          }
          const r = await kernel.request<OtpSession>(P.signIn, { method: 'POST', body: { code }, session: false });
          if (r.data) lastNonce = undefined;
          return afterSignIn(kernel, storeSession(kernel, r, false), options);
        },
        async checkMagicLinkCode(code) {
          const r = await kernel.request<unknown>(P.checkCode, { method: 'POST', body: { code: code.trim().toLowerCase() }, session: false });
          return r.error ? fail(r.error) : ok(true);
        },
      };
    },
  });
}
