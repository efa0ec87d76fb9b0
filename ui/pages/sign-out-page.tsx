import { useEffect, useRef } from 'react';
import { Notice } from '../components/notice.js';
import { useMessages } from '../use-messages.js';
import { useSignOut } from '../use-sign-out.js';
import { Page } from './page.js';

/** /sign-out: signs out once on arrival, then goes to the after-sign-out location. */
export function SignOutPage() {
  const m = useMessages();
  const signOut = useSignOut();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void signOut();
  }, [signOut]);
  return (
    <Page title={m.signOutTitle}>
      <Notice>{m.redirecting}</Notice>
    </Page>
  );
}
