import { Fragment } from '../react.js';
import { useAuthContext } from '../context.js';
import type { MessageKey } from '../messages.js';
import { useMessages } from '../use-messages.js';
import type { HandlerRoute } from '../view-contract.js';
import { NotServed } from './not-served.js';
import { Page } from './page.js';

/**
 * A handler route served by plugin views (stacked when several serve it), or a clear notice. Its title is the
 * message named after the route ('/password-reset': `passwordResetTitle`).
 */
export function RoutePage({ route }: { route: HandlerRoute }) {
  const m = useMessages();
  const contributors = useAuthContext().views.filter((v) => v.routes?.[route]);
  const title = m[(route.slice(1).replace(/-./g, (c) => c[1].toUpperCase()) + 'Title') as MessageKey] ?? m.errorTitle;
  if (contributors.length === 0) return <NotServed route={route} title={title} />;
  return (
    <Page title={title}>
      {contributors.map((v) => {
        const View = v.routes![route]!;
        return (
          <Fragment key={v.id}>
            <View />
          </Fragment>
        );
      })}
    </Page>
  );
}
