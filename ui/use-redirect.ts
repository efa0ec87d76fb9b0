import { useCallback } from './react.js';
import { useLocation } from 'wouter';
import { AuthError } from '../kernel/index.js';
import type { Result } from '../kernel/index.js';
import { useAuthContext } from './context.js';
import { checkReturnTo } from './return-to.js';
import { useSearchParam } from './use-search-param.js';

/** After starting a full-page redirect, stay pending this long while the browser leaves. */
export const REDIRECT_WAIT_MS = 2000;
export const RETURN_TO_PARAM = 'after_auth_return_to';

const notTrusted = (): Result<void> => ({ data: null, error: new AuthError('REDIRECT_URL_NOT_TRUSTED', 'Redirect URL is not trusted') });

/** Navigates in the handler to /error for this error code (replacing the history entry). */
export function useShowError(): (code: string) => void {
  const [, navigate] = useLocation();
  return useCallback((code: string) => navigate(`/error?code=${encodeURIComponent(code)}`, { replace: true }), [navigate]);
}

/**
 * Full-page redirect through the kernel's trusted-URL check, then the 2000 ms redirect wait.
 * An untrusted URL shows the /error page ('Redirect URL is not trusted').
 */
export function useRedirect(): (url: string, options?: { replace?: boolean }) => Promise<Result<void>> {
  const { client, wait } = useAuthContext();
  const showError = useShowError();
  return useCallback(
    async (url, options) => {
      const r = await client.kernel.redirect(url, options);
      if (r.error) {
        showError(r.error.code);
        return r;
      }
      await wait(REDIRECT_WAIT_MS);
      return r;
    },
    [client, wait, showError],
  );
}

/** Screens `after_auth_return_to` (null = none given, false = refused). */
export function useReturnTo(): () => Promise<string | null | false> {
  const { client } = useAuthContext();
  const raw = useSearchParam(RETURN_TO_PARAM);
  return useCallback(async () => {
    if (raw === null) return null;
    const page = client.kernel.currentUrl() ?? 'http://localhost/';
    const check = checkReturnTo(raw, page);
    if (check.kind === 'refused' || !(await client.kernel.isTrustedUrl(check.url))) return false;
    return check.url;
  }, [client, raw]);
}

/**
 * After a successful sign-in or sign-up: go to a trusted `after_auth_return_to`, else to
 * after-sign-up (sign-up, or `isNewUser`) or after-sign-in. An untrusted return URL shows /error.
 */
export function useAfterAuth(): (kind: 'sign-in' | 'sign-up', options?: { isNewUser?: boolean }) => Promise<Result<void>> {
  const { client } = useAuthContext();
  const returnTo = useReturnTo();
  const redirect = useRedirect();
  const showError = useShowError();
  return useCallback(
    async (kind, options = {}) => {
      const target = await returnTo();
      if (target === false) {
        showError('REDIRECT_URL_NOT_TRUSTED');
        return notTrusted();
      }
      const fallback = kind === 'sign-up' || options.isNewUser ? client.urls.afterSignUp : client.urls.afterSignIn;
      return redirect(target ?? fallback);
    },
    [client, returnTo, redirect, showError],
  );
}
