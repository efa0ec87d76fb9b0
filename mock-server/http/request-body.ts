/**
 * The parsed body of a request, read once: every reader of one request (the rate limits, then the route)
 * gets the same parsed value or the same error, and the body stream is consumed only once, with the
 * size limit. Never clone a request to read its body twice: a tee keeps what one side has not read.
 */
import { parseBody } from './parse-body.js';

const parsed = new WeakMap<Request, Promise<unknown>>();

export function requestBody(req: Request): Promise<unknown> {
  let p = parsed.get(req);
  if (!p) {
    p = parseBody(req);
    parsed.set(req, p);
  }
  return p;
}
