/**
 * Helpers for plugins that sign people in or send e-mails (password, otp, contact-channels, teams…).
 * Standalone exports: a bundle that never imports them does not carry them.
 * An e-mail link needs a callback URL, a known current page or createClient's `appUrl`, on a trusted domain.
 */
import { untrustedUrl, type AuthError } from './errors.js';
import type { PluginKernel, Result } from './plugin.js';
import { toSignInResult, toTokens, type SessionWire, type SignInResult } from './session-mapping.js';
import { fail, ok } from './transport.js';

export { fail, ok };

/**
 * The absolute callback URL for an e-mail: `given`, else the handler page `fallback` (carrying the current page's
 * `after_auth_return_to`), resolved against the current page, else against createClient's `appUrl`.
 * REDIRECT_URL_NOT_TRUSTED when off the trusted domains. Throws when it cannot be made absolute (a programmer
 * error, e.g. on a server without `appUrl`); the message names the option to pass.
 */
export async function callbackUrl(kernel: PluginKernel, given: string | undefined, fallback: string): Promise<Result<string>> {
  const page = kernel.currentUrl();
  let url: URL;
  try {
    url = new URL(given ?? fallback, page ?? kernel.appUrl ?? undefined);
  } catch {
    throw new Error(`E-mail link "${given ?? fallback}" is not absolute: pass appUrl (the app's base URL) to createClient, or a full callbackUrl`);
  }
  // The handler page the link opens keeps the return location of the page that sent it.
  const returnTo = page && given === undefined ? new URL(page).searchParams.get(RETURN_TO) : null;
  if (returnTo !== null) url.searchParams.set(RETURN_TO, returnTo);
  const href = url.href;
  return (await kernel.isTrustedUrl(href)) ? ok(href) : fail(untrustedUrl(href));
}

const RETURN_TO = 'after_auth_return_to';

/**
 * A host's REDIRECT_URL_NOT_WHITELISTED answer for a call that sent `url`: the message names the URL and the
 * project settings that trust it; `details.url` holds it. Other results pass through.
 */
export function explainUntrusted<R extends { error: AuthError | null }>(r: R, url: string): R {
  const e = r.error;
  if (e?.code !== 'REDIRECT_URL_NOT_WHITELISTED') return r;
  Object.assign(e, {
    message: `${e.message} (${url}): add its origin to the project's trusted domains, or turn on its "Allow localhost" setting (config.domains / config.allowLocalhost)`,
    details: { ...e.details, url },
  });
  return r;
}

/** Wire sign-in answer → stored session; returns who signed in. */
export function storeSession(kernel: PluginKernel, r: Result<SessionWire>, isNewUser: boolean): Result<SignInResult> {
  if (r.error) return r;
  kernel.session.set(toTokens(r.data));
  return ok(toSignInResult(r.data, isNewUser));
}

export type { SignInResult };

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
  const go = await kernel.redirect(r.data.isNewUser ? kernel.urls.afterSignUp : kernel.urls.afterSignIn);
  return go.error ? go : r;
}
