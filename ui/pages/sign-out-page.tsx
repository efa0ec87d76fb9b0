import { useEffect, useRef, useState } from 'react';
import { HandlerLink } from '../components/handler-link.js';
import { Notice } from '../components/notice.js';
import { useMessages } from '../use-messages.js';
import { useSignOut } from '../use-sign-out.js';
import { Page } from './page.js';

/** /sign-out: signs out once on arrival, then goes to the after-sign-out location; offers sign-in again. */
export function SignOutPage() {
  const m = useMessages();
  const signOut = useSignOut();
  const started = useRef(false);
  const [done, setDone] = useState(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void signOut().finally(() => setDone(true));
  }, [signOut]);
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
