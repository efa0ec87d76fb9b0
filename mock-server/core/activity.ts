/**
 * The activity log behind the metrics: one event per session issued (sign-up, sign-in) and per access-token
 * refresh, with the country the request came from. As on the hosted API, a country is read only from a
 * browser-like request: a `User-Agent` containing `Mozilla`, `Chrome` or `Safari`, and a client IP in
 * `cf-connecting-ip`, `x-vercel-forwarded-for`, `x-real-ip` or the first entry of `x-forwarded-for`. The country is
 * `cf-ipcountry`, else `x-vercel-ip-country` (two letters; Cloudflare's `XX` = unknown is dropped). Events outlive
 * their user: a deleted user's past activity still counts.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Host } from '../host.js';

export interface ActivityEventRow {
  id: string;
  project_id: string;
  user_id: string;
  at_millis: number;
  country: string | null;
}

export const activityEvents = (host: Host) => host.table<ActivityEventRow>('activity_events');

const currentRequest = new AsyncLocalStorage<Request>();

/** Runs `fn` with `req` as the request activity events read their country from. */
export const withRequest = <T>(req: Request, fn: () => T): T => currentRequest.run(req, fn);

const BROWSER_LIKE = /Mozilla|Chrome|Safari/;

function clientIp(req: Request): string | null {
  for (const name of ['cf-connecting-ip', 'x-vercel-forwarded-for', 'x-real-ip']) {
    const v = req.headers.get(name)?.trim();
    if (v) return v;
  }
  return req.headers.get('x-forwarded-for')?.split(',')[0].trim() || null;
}

/** The request's country code (upper case), or null (also for requests that are not browser-like or carry no IP). */
export function countryOf(req: Request | undefined): string | null {
  if (!req || !BROWSER_LIKE.test(req.headers.get('user-agent') ?? '') || clientIp(req) === null) return null;
  for (const name of ['cf-ipcountry', 'x-vercel-ip-country']) {
    const v = req?.headers.get(name)?.trim().toUpperCase();
    if (v && /^[A-Z]{2}$/.test(v) && v !== 'XX') return v;
  }
  return null;
}

export function recordActivity(host: Host, projectId: string, userId: string): void {
  activityEvents(host).put({ id: host.ids.uuid(), project_id: projectId, user_id: userId, at_millis: host.now(), country: countryOf(currentRequest.getStore()) });
}
