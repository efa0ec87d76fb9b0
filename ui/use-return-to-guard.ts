import { useEffect } from './react.js';
import { useReturnTo, useShowError } from './use-redirect.js';

/** On a sign-in or sign-up page: an untrusted `after_auth_return_to` goes straight to /error. */
export function useReturnToGuard(): void {
  const returnTo = useReturnTo();
  const showError = useShowError();
  useEffect(() => {
    let live = true;
    void returnTo().then((target) => {
      if (live && target === false) showError('REDIRECT_URL_NOT_TRUSTED');
    });
    return () => {
      live = false;
    };
  }, [returnTo, showError]);
}
