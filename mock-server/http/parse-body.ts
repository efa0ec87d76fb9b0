/**
 * Request-body parsing by media type: JSON, URL-encoded form, text/plain and octet-stream; any other type
 * is BODY_PARSING_ERROR. Returns undefined when there is no content type. JSON metadata fields are held to
 * the depth and size limits.
 */
import { ApiError, knownError } from './api-error.js';
import { readBodyLimited } from '../security/body-limit.js';
import { checkMetadataFields } from '../security/metadata-limits.js';

/** Larger bodies are refused while streaming, before parsing (413 `Request body too large`). */
export { MAX_BODY_BYTES } from '../security/body-limit.js';

/** Not fatal: invalid UTF-8 becomes U+FFFD, as on the hosted API (so bad bytes in JSON read as invalid JSON). */
const utf8 = new TextDecoder('utf-8');

export async function parseBody(req: Request): Promise<unknown> {
  const contentType = req.headers.get('content-type');
  if (!contentType) return undefined;
  let bytes: Uint8Array;
  try {
    bytes = await readBodyLimited(req);
  } catch (e) {
    if (e instanceof ApiError) throw e;
    throw knownError('BODY_PARSING_ERROR', { message: 'Request body cannot be parsed as UTF-8' });
  }
  const type = contentType.split(';')[0].trim().toLowerCase();
  if (type === 'application/octet-stream') return bytes;
  const text = utf8.decode(bytes);
  switch (type) {
    case 'application/json': {
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        throw knownError('BODY_PARSING_ERROR', { message: 'Invalid JSON in request body' });
      }
      checkMetadataFields(req, json);
      return json;
    }
    case 'application/x-www-form-urlencoded':
      try {
        return Object.fromEntries(new URLSearchParams(text));
      } catch {
        throw knownError('BODY_PARSING_ERROR', { message: 'Invalid form data in request body' });
      }
    case 'text/plain':
      return text;
    default:
      throw knownError('BODY_PARSING_ERROR', { message: `Unknown content type in request body: ${type}` });
  }
}
