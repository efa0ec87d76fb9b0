import { useLocation } from 'wouter';
import { Notice } from '../components/notice';
import { formatMessage } from '../messages';
import { useMessages } from '../use-messages';
import { Page } from './page';

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
