import { useLocation } from 'wouter';
import { Notice } from '../components/notice.js';
import { formatMessage } from '../messages.js';
import { useMessages } from '../use-messages.js';
import { Page } from './page.js';

/** Shown when no loaded plugin serves the requested handler route. */
export function NotServed({ route, title }: { route?: string; title?: string }) {
  const m = useMessages();
  const [path] = useLocation();
  return (
    <Page title={title ?? m.errorTitle}>
      <Notice>{formatMessage(m.notServed, { route: route ?? path })}</Notice>
    </Page>
  );
}
