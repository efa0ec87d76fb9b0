import { useCallback, useState } from '../react.js';
import { ErrorAlert } from '../components/error-alert.js';
import { Notice } from '../components/notice.js';
import { Onward } from '../components/onward.js';
import { Skeleton } from '../components/skeleton.js';
import { useAuthContext } from '../context.js';
import { useAction } from '../use-action.js';
import { useMessages } from '../use-messages.js';
import { useRunOnce } from '../use-run-once.js';
import { useSearchParam } from '../use-search-param.js';
import { Page } from './page.js';

/** The verification endpoint: marks the address of an e-mailed code verified, no sign-in needed. */
const VERIFY = '/contact-channels/verify';

/**
 * /email-verification?code=: verifies the e-mailed code once, then onward to the app. A core page, because
 * several plugins mail this link (password sign-up, contact channels): it works with whichever is loaded.
 */
export function EmailVerificationPage() {
  const m = useMessages();
  const { client } = useAuthContext();
  const code = useSearchParam('code');
  const [done, setDone] = useState(false);
  const run = useCallback(
    async (c: string) => {
      // A link opens a fresh page: there is no cached user or channel list to refresh.
      const r = await client.kernel.request(VERIFY, { method: 'POST', body: { code: c } });
      setDone(!r.error);
      return r;
    },
    [client],
  );
  const verify = useAction(run);
  useRunOnce(verify.run, code);
  return (
    <Page title={m.emailVerificationTitle}>
      {code && !done && !verify.error ? (
        <Skeleton lines={2} />
      ) : (
        <Onward href={client.urls.home} label={m.continue}>
          {done ? <Notice tone="success">{m.emailVerified}</Notice> : <ErrorAlert error={verify.error ?? m.missingCode} />}
        </Onward>
      )}
    </Page>
  );
}
