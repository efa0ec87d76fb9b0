/**
 * Static files of the playground, served as a CDN would: the bundle under a content-hashed name with a
 * year-long immutable cache, compressed once at start (brotli or gzip, whichever the browser accepts), and
 * a favicon at /favicon.ico. Pages that name the bundle are never cached, so a rebuild is picked up at once.
 */
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { FAVICON } from './page-chrome.js';

export interface StaticAsset {
  /** `/assets/<name>-<hash>.<ext>`: changes whenever the content does. */
  readonly path: string;
  readonly type: string;
  readonly etag: string;
  readonly bodies: { readonly identity: Uint8Array; readonly gzip: Uint8Array; readonly br: Uint8Array };
}

/** Hashes and compresses a file once. */
export function staticAsset(name: string, ext: string, content: string | Uint8Array, type: string): StaticAsset {
  const identity = typeof content === 'string' ? Buffer.from(content) : content;
  const hash = createHash('sha256').update(identity).digest('base64url').slice(0, 12);
  return {
    path: `/assets/${name}-${hash}.${ext}`,
    type,
    etag: `"${hash}"`,
    bodies: {
      identity,
      gzip: gzipSync(identity, { level: 9 }),
      br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
    },
  };
}

/** The best encoding the request accepts (`q=0` refuses one): br, then gzip, else none. */
export function pickEncoding(acceptEncoding: string | null): 'br' | 'gzip' | 'identity' {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [token, ...params] = part.trim().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    if (token && (q === undefined || Number(q) > 0)) accepted.add(token);
  }
  return accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : 'identity';
}

/** Immutable for a hashed path; `no-cache` (revalidate with the ETag) for a stable one. */
export function serveAsset(request: Request, asset: StaticAsset, cache: 'immutable' | 'no-cache'): Response {
  const headers = new Headers({
    'content-type': asset.type,
    'cache-control': cache === 'immutable' ? 'public, max-age=31536000, immutable' : 'no-cache',
    etag: asset.etag,
    vary: 'accept-encoding',
  });
  if (request.headers.get('if-none-match') === asset.etag) return new Response(null, { status: 304, headers });
  const encoding = pickEncoding(request.headers.get('accept-encoding'));
  if (encoding !== 'identity') headers.set('content-encoding', encoding);
  const body = asset.bodies[encoding];
  headers.set('content-length', String(body.byteLength));
  return new Response(request.method === 'HEAD' ? null : (body as Uint8Array<ArrayBuffer>), { headers });
}

/** The dev pages' lock icon, as a file. */
export const FAVICON_ASSET = staticAsset('favicon', 'svg', decodeURIComponent(/data:image\/svg\+xml,([^"]+)/.exec(FAVICON)![1]!), 'image/svg+xml');
