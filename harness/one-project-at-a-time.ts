/**
 * Project creation one at a time. On the hosted API, concurrent `POST /internal/projects` calls by one owner
 * can lose projects: each call reads the owner's project list and writes it back, so the last write wins and
 * the owner is no longer admin of the others (later admin calls answer ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN). The
 * harness creates every project with one owner, so it sends these calls one after another; all other
 * requests still run in parallel.
 */
import type { Send } from './http.js';

const isProjectCreation = (method: string, path: string) => method === 'POST' && /^\/api\/v1\/internal\/projects\/?(\?|$)/.test(path);

export function oneProjectAtATime(send: Send): Send {
  let last: Promise<unknown> = Promise.resolve();
  return (req) => {
    if (!isProjectCreation(req.method.toUpperCase(), req.path)) return send(req);
    const res = last.then(() => send(req));
    last = res.catch(() => undefined);
    return res;
  };
}
