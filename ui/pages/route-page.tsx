import { useLocation } from 'wouter';
import { Notice } from '../components/notice.js';
import { useAuthContext } from '../context.js';
import { formatMessage } from '../messages.js';
import type { MessageKey } from '../messages.js';
import { useMessages } from '../use-messages.js';
import type { HandlerRoute } from '../view-contract.js';
import { Page } from './page.js';

/**
 * A handler route served by plugin views (stacked when several serve it), or a clear notice that no loaded
 * plugin serves it; without `route`, the notice for a path that is no handler route. A route's title is the
 * message named after it ('/password-reset': `passwordResetTitle`).
 */
export function RoutePage({ route }: { route?: HandlerRoute }) {
  const m = useMessages();
  const [path] = useLocation();
  const { views } = useAuthContext();
  const contributors = route ? views.filter((v) => v.routes?.[route]) : [];
  const title = (route && m[(route.slice(1).replace(/-./g, (c) => c[1].toUpperCase()) + 'Title') as MessageKey]) || m.errorTitle;
  return (
    <Page title={title}>
      {contributors.length
        ? contributors.map((v) => {
            const View = v.routes![route!]!;
            return <View key={v.id} />;
          })
        : <Notice>{formatMessage(m.notServed, { route: path })}</Notice>}
    </Page>
  );
}
