import { useEffect } from '../react.js';
import { useLocation } from 'wouter';
import { Notice } from '../components/notice.js';
import { Onward } from '../components/onward.js';
import { useAuthContext } from '../context.js';
import { devWarn } from '../dev.js';
import type { MessageKey } from '../messages.js';
import { useMessages } from '../use-messages.js';
import type { HandlerRoute } from '../view-contract.js';
import { Page } from './page.js';

declare const process: { env: Record<string, string | undefined> };

/**
 * A handler route served by plugin views (stacked when several serve it). A route no loaded plugin serves,
 * or a path that is no handler route, gets a friendly "Page not found" card with the way home; the reason
 * (which plugin is missing) goes to the console in development builds only. A route's title is the message
 * named after it ('/password-reset': `passwordResetTitle`).
 */
export function RoutePage({ route }: { route?: HandlerRoute }) {
  const m = useMessages();
  const [path] = useLocation();
  const { views, client } = useAuthContext();
  const contributors = route ? views.filter((v) => v.routes?.[route]) : [];
  const missing = contributors.length === 0;
  useEffect(() => {
    try {
      // Bundlers replace process.env.NODE_ENV: in production the check, the text and devWarn are dropped.
      if (process.env.NODE_ENV !== 'production' && missing) devWarn(`ui: no loaded plugin serves the handler page ${path}`);
    } catch {
      // no bundler and no Node: `process` is not defined, nothing to warn about
    }
  }, [missing, path]);
  if (missing) {
    return (
      <Page title={m.notFoundTitle}>
        <Onward href={client.urls.home} label={m.goHome}>
          <Notice>{m.notFound}</Notice>
        </Onward>
      </Page>
    );
  }
  const title = m[(route!.slice(1).replace(/-./g, (c) => c[1].toUpperCase()) + 'Title') as MessageKey] || m.errorTitle;
  return (
    <Page title={title}>
      {contributors.map((v) => {
        const View = v.routes![route!]!;
        return <View key={v.id} />;
      })}
    </Page>
  );
}
