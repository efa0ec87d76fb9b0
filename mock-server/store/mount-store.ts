/**
 * Wires the store into the app: pruning for every host and, with a data directory, one transaction per
 * request, committed before the response leaves. A failed commit answers 500 (the hosted API's
 * unexpected-error shape) and the request's rows are back to what is on disk; reads keep working, and the
 * next write tries the disk again, so the host recovers by itself once there is space.
 */
import type { Hono } from 'hono';
import type { Host } from '../host.js';
import { textResponse } from '../http/respond.js';
import { schedulePruning } from './prune.js';

export const STORE_FAILURE_MESSAGE = 'Something went wrong. Please make sure the data you entered is correct.';

/** Call before any route is added, and after db.open(). */
export function mountStore(app: Hono, host: Host): void {
  schedulePruning(host);
  if (!host.db.durable) return;
  app.use('*', async (c, next) => {
    const error = await host.db.request(() => next());
    if (!error) return;
    console.error(`[host] ${c.req.method} ${new URL(c.req.url).pathname}: ${error.message}; answered 500 and undid its changes`);
    // Assigning over an existing c.res makes Hono re-wrap it as a stream; clear it first.
    c.res = undefined as unknown as Response;
    c.res = textResponse(500, STORE_FAILURE_MESSAGE);
  });
}
