import { useEffect, useRef, useState } from '../react.js';
import { HandlerLink } from '../components/handler-link.js';
import { Notice } from '../components/notice.js';
import { useAuthContext } from '../context.js';
import { useMessages } from '../use-messages.js';
import { useRedirect } from '../use-redirect.js';
import { Page } from './page.js';

/**
 * /sign-out: signs out once on arrival (the local sign-out happens even if the server call fails), says so,
 * then goes to the after-sign-out location; offers sign-in again meanwhile.
 */
export function SignOutPage() {
  const m = useMessages();
  const { client } = useAuthContext();
  const redirect = useRedirect();
  const started = useRef(false);
  const [done, setDone] = useState(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void client.signOut({ redirectUrl: null }).then(() => {
      setDone(true);
      return redirect(client.urls.afterSignOut);
    });
  }, [client, redirect]);
  return (
    <Page title={done ? m.signedOutTitle : m.signOutTitle}>
      <div className="ta-stack">
        <Notice tone={done ? 'success' : 'info'}>{m.redirecting}</Notice>
        <HandlerLink to="/sign-in" className="ta-button ta-button-primary">
          {m.signIn}
        </HandlerLink>
      </div>
    </Page>
  );
}
