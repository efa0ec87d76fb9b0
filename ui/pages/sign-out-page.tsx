import { useCallback, useState } from '../react.js';
import { Notice } from '../components/notice.js';
import { Onward } from '../components/onward.js';
import { useAuthContext } from '../context.js';
import { useMessages } from '../use-messages.js';
import { useRedirect } from '../use-redirect.js';
import { useRunOnce } from '../use-run-once.js';
import { Page } from './page.js';

/**
 * /sign-out: signs out once on arrival (the local sign-out happens even if the server call fails), says so,
 * then goes to the after-sign-out location; offers sign-in again meanwhile.
 */
export function SignOutPage() {
  const m = useMessages();
  const { client } = useAuthContext();
  const redirect = useRedirect();
  const [done, setDone] = useState(false);
  const signOut = useCallback(
    () =>
      client.signOut({ redirectUrl: null }).then(() => {
        setDone(true);
        return redirect(client.urls.afterSignOut);
      }),
    [client, redirect],
  );
  useRunOnce(signOut, true);
  return (
    <Page title={done ? m.signedOutTitle : m.signOutTitle}>
      <Onward to="/sign-in" label={m.signIn}>
        <Notice tone={done ? 'success' : 'info'}>{m.redirecting}</Notice>
      </Onward>
    </Page>
  );
}
