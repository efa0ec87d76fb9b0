'use client';
/**
 * The browser half of `<HandlerPage>`. The handler pages' code (the ui's pages and every plugin's views) is a
 * separate chunk, loaded only where a handler page renders: the other pages of the app do not carry it,
 * although the provider and `HandlerPage` come from the same module.
 */
import { lazy, Suspense } from 'react';

const HandlerUi = lazy(() => import('./handler-ui.js'));

export function ClientHandlerPage() {
  return (
    <Suspense fallback={null}>
      <HandlerUi />
    </Suspense>
  );
}
