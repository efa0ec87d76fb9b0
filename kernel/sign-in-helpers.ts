/**
 * Helpers for plugins that sign people in or send e-mails (password, otp, contact-channels, …).
 * Standalone exports: a bundle that never imports them does not carry them.
 * SPEC §5: an e-mail link needs a callback URL or a known current page, on a trusted domain.
 */
import { AuthError } from './errors.js';
import type { PluginKernel, Result } from './plugin.js';
import { fail, ok } from './transport.js';

export { fail, ok };

/**
 * The absolute callback URL for an e-mail (`given`, else the handler page `fallback` carrying the current page's
 * `after_auth_return_to`), resolved against the current page; REDIRECT_URL_NOT_TRUSTED when off the trusted domains. Throws when neither an absolute URL
 * nor a current page is known (a programmer error, e.g. on a server without `callback_url`).
 */
export async function callbackUrl(kernel: PluginKernel, given: string | undefined, fallback: string): Promise<Result<string>> {
  const page = kernel.currentUrl();
  let url: URL;
  try {
    url = new URL(given ?? fallback, page ?? undefined);
  } catch {
    throw new Error('Sending this e-mail needs a callback URL or a known current page');
  }
  // The handler page the link opens keeps the return location of the page that sent it.
  const returnTo = page && given === undefined ? new URL(page).searchParams.get(RETURN_TO) : null;
  if (returnTo !== null) url.searchParams.set(RETURN_TO, returnTo);
  const href = url.href;
  return (await kernel.isTrustedUrl(href)) ? ok(href) : fail(new AuthError('REDIRECT_URL_NOT_TRUSTED', 'Redirect URL is not trusted'));
}

const RETURN_TO = 'after_auth_return_to';

/** Wire sign-in answer → stored session; returns who signed in. */
export function storeSession(
  kernel: PluginKernel,
  r: Result<{ access_token: string; refresh_token: string; user_id: string; is_new_user?: boolean }>,
  isNewUser: boolean,
): Result<SignInResult> {
  if (r.error) return r;
  kernel.session.set({ accessToken: r.data.access_token, refreshToken: r.data.refresh_token });
  return ok({ user_id: r.data.user_id, is_new_user: r.data.is_new_user ?? isNewUser });
}

export interface SignInResult {
  user_id: string;
  /** False for password sign-in, true for sign-up; from the server for magic link. */
  is_new_user: boolean;
}

export interface SignInOptions {
  /**
   * Go to after-sign-up (new user) or after-sign-in afterwards, through the trusted-URL check.
   * @default false (the handler views redirect themselves, honouring after_auth_return_to)
   */
  redirect?: boolean;
}

/** After a sign-in: the optional redirect of SignInOptions. */
export async function afterSignIn(kernel: PluginKernel, r: Result<SignInResult>, options: SignInOptions = {}): Promise<Result<SignInResult>> {
  if (r.error || !options.redirect) return r;
  const go = await kernel.redirect(r.data.is_new_user ? kernel.urls.afterSignUp : kernel.urls.afterSignIn);
  return go.error ? go : r;
}
