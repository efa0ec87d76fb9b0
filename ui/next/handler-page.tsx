import { notFound, redirect } from 'next/navigation.js';
import { handlerRoutes } from '../view-contract.js';
import { HANDLER_PATH } from './config.js';
import { ClientHandlerPage } from './handler-client.js';

export interface HandlerPageProps {
  /** Next's route parameters of `app/handler/[[...path]]/page.tsx`. */
  params: Promise<{ path?: string[] }>;
  /** Next's query parameters. */
  searchParams?: Promise<Record<string, string | string[] | undefined>>;
}

function queryString(params: Record<string, string | string[] | undefined>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) for (const one of Array.isArray(v) ? v : v === undefined ? [] : [v]) q.append(k, one);
  const s = q.toString();
  return s ? `?${s}` : '';
}

/**
 * The handler pages (sign-in, sign-up, account settings…) for `app/handler/[[...path]]/page.tsx`:
 * `export default HandlerPage`. `/handler` goes to `/handler/sign-in`, and a path that is not a handler page
 * calls Next's `notFound()` (status 404; `HandlerNotFound` draws that page). The views shown are those of the
 * plugins the `<AuthProvider>` loads.
 */
export async function HandlerPage({ params, searchParams }: HandlerPageProps) {
  const { path = [] } = await params;
  const route = `/${path.join('/')}`;
  if (route === '/') redirect(`${HANDLER_PATH}/sign-in${queryString((await searchParams) ?? {})}`);
  if (!(handlerRoutes as readonly string[]).includes(route)) notFound();
  return <ClientHandlerPage />;
}

/**
 * The 404 page of unknown handler paths, for `app/handler/[[...path]]/not-found.tsx`:
 * `export default HandlerNotFound`. It draws the handler's "Page not found" card with the way home (without
 * it, Next shows its own 404 page); the status stays 404.
 */
export function HandlerNotFound() {
  return <ClientHandlerPage />;
}
