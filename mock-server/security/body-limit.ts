/**
 * Request bodies are read as a stream and counted: the read stops, and the request is refused with
 * 413 `Request body too large`, as soon as the count passes the limit, so a huge (e.g. chunked) upload
 * never sits in memory. A declared Content-Length over the limit is refused before reading anything.
 */
import { textError } from '../http/api-error.js';

/** 16 MiB: far above any valid request (the largest field, a data-URL profile image, is 1 MB). */
export const MAX_BODY_BYTES = 16 * 1024 * 1024;

const tooLarge = () => textError(413, 'Request body too large');

/** True when the request declares a Content-Length over `max`. */
export function declaresTooLarge(req: Request, max = MAX_BODY_BYTES): boolean {
  const declared = req.headers.get('content-length');
  return declared !== null && Number(declared) > max;
}

/**
 * The whole body, at most `max` bytes. Throws ApiError 413 past the limit (the rest of the upload is
 * cancelled) and lets stream errors through.
 */
export async function readBodyLimited(req: Request, max = MAX_BODY_BYTES): Promise<Uint8Array> {
  if (declaresTooLarge(req, max)) throw tooLarge();
  if (!req.body) return new Uint8Array(0);
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > max) {
      chunks.length = 0;
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  if (chunks.length === 1) return chunks[0];
  const out = new Uint8Array(total);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.byteLength;
  }
  return out;
}

const utf8 = new TextDecoder('utf-8');

/** readBodyLimited as (lenient) UTF-8 text. */
export async function readTextLimited(req: Request, max = MAX_BODY_BYTES): Promise<string> {
  return utf8.decode(await readBodyLimited(req, max));
}
