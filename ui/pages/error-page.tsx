import { ErrorAlert } from '../components/error-alert.js';
import { Onward } from '../components/onward.js';
import { useAuthContext } from '../context.js';
import { errorMessage } from '../error-message.js';
import { useMessages } from '../use-messages.js';
import { useSearchParam } from '../use-search-param.js';
import { Page } from './page.js';

/** Headless logic of /error: the text for `?code=` (only messages the ui knows; never text from the URL). */
export function useErrorPageMessage(): string {
  const m = useMessages();
  const code = useSearchParam('code');
  return code ? errorMessage({ code }, m) : m.unknownError;
}

/**
 * /error?code=CODE. Only messages the ui knows for a code are shown (never text from the URL),
 * so the page cannot be used to display arbitrary words under our look. Onward: back to the app.
 */
export function ErrorPage() {
  const m = useMessages();
  const { client } = useAuthContext();
  const text = useErrorPageMessage();
  return (
    <Page title={m.errorTitle}>
      <Onward href={client.urls.home} label={m.goHome}>
        <ErrorAlert error={text} />
      </Onward>
    </Page>
  );
}
