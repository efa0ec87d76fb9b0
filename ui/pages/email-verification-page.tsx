import { useState } from '../react.js';
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

/**
 * /email-verification?code=: verifies the e-mailed code once (`POST /contact-channels/verify`, no sign-in
 * needed), then onward to the app. A core page, because several plugins mail this link (password sign-up,
 * contact channels): it works with whichever is loaded. A link opens a fresh page, so no cache needs a refresh.
 */
export function EmailVerificationPage() {
  const m = useMessages();
  const { client } = useAuthContext();
  const code = useSearchParam('code');
  const [done, setDone] = useState(false);
  const verify = useAction(async (c: string) => {
    const r = await client.kernel.request('/contact-channels/verify', { method: 'POST', body: { code: c } });
    setDone(!r.error);
    return r;
  });
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
