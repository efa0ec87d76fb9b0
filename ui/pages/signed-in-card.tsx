import { HandlerLink } from '../components/handler-link.js';
import { useAuthContext } from '../context.js';
import { useMessages } from '../use-messages.js';
import { RETURN_TO_PARAM, useAfterAuth } from '../use-redirect.js';
import { useRunOnce } from '../use-run-once.js';
import { useSearchParam } from '../use-search-param.js';
import { Page } from './page.js';

/**
 * /sign-in or /sign-up for a user who is already signed in: with `after_auth_return_to` they are sent there at
 * once (an untrusted one shows /error); the card offers the app's home and sign-out instead of the form.
 */
export function SignedInCard() {
  const m = useMessages();
  const { client } = useAuthContext();
  const returnTo = useSearchParam(RETURN_TO_PARAM);
  const afterAuth = useAfterAuth();
  useRunOnce(afterAuth, returnTo ? ('sign-in' as const) : null);
  return (
    <Page title={m.alreadySignedIn}>
      <div className="ta-stack">
        <a className="ta-button ta-button-primary" href={client.urls.home}>
          {m.goHome}
        </a>
        <HandlerLink to="/sign-out" className="ta-button ta-button-secondary">
          {m.signOut}
        </HandlerLink>
      </div>
    </Page>
  );
}
