/**
 * Request-body parsing by media type (API.md §1.5). Returns undefined when there is no body.
 */
import { knownError, textError } from './api-error.js';

/** Larger bodies are refused before parsing. The hosted limit is unknown; 16 MiB keeps every valid request. */
export const MAX_BODY_BYTES = 16 * 1024 * 1024;

const utf8 = new TextDecoder('utf-8', { fatal: true });

export async function parseBody(req: Request): Promise<unknown> {
  const contentType = req.headers.get('content-type');
  if (!contentType) return undefined;
  const declared = Number(req.headers.get('content-length') ?? '0');
  if (declared > MAX_BODY_BYTES) throw textError(413, 'Request body too large');
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await req.arrayBuffer());
  } catch {
    throw knownError('BODY_PARSING_ERROR', { message: 'Request body cannot be parsed as UTF-8' });
  }
  if (bytes.byteLength > MAX_BODY_BYTES) throw textError(413, 'Request body too large');
  const type = contentType.split(';')[0].trim().toLowerCase();
  if (type === 'application/octet-stream') return bytes;
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    throw knownError('BODY_PARSING_ERROR', { message: 'Request body cannot be parsed as UTF-8' });
  }
  switch (type) {
    case 'application/json':
      try {
        return JSON.parse(text);
      } catch {
        throw knownError('BODY_PARSING_ERROR', { message: 'Invalid JSON in request body' });
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
