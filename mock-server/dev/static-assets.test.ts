import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { FAVICON_ASSET, pickEncoding, serveAsset, staticAsset } from './static-assets.js';

const js = 'export const x = 1;\n'.repeat(2000);
const asset = staticAsset('app', 'js', js, 'text/javascript; charset=utf-8');
const get = (headers: Record<string, string> = {}, method = 'GET') => serveAsset(new Request('http://h' + asset.path, { headers, method }), asset, 'immutable');

describe('static assets', () => {
  it('are named by a hash of their content', () => {
    expect(asset.path).toMatch(/^\/assets\/app-[\w-]{12}\.js$/);
    expect(staticAsset('app', 'js', js, 'x').path).toBe(asset.path);
    expect(staticAsset('app', 'js', js + ' ', 'x').path).not.toBe(asset.path);
  });

  it('are sent brotli- or gzip-compressed as accepted, with a year-long immutable cache', async () => {
    const br = await get({ 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(br.headers.get('vary')).toBe('accept-encoding');
    const brBody = Buffer.from(await br.arrayBuffer());
    expect(brBody.length).toBeLessThan(js.length / 20);
    expect(brotliDecompressSync(brBody).toString()).toBe(js);
    const gz = await get({ 'accept-encoding': 'gzip' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(js);
    const plain = await get();
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(js);
  });

  it('honour q=0, answer 304 to a matching ETag, and send no body to HEAD', async () => {
    expect(pickEncoding('br;q=0, gzip;q=0.8')).toBe('gzip');
    expect(pickEncoding('identity')).toBe('identity');
    const r = await get({ 'if-none-match': asset.etag });
    expect(r.status).toBe(304);
    const head = await get({ 'accept-encoding': 'gzip' }, 'HEAD');
    expect(head.headers.get('content-length')).toBe(String(asset.bodies.gzip.byteLength));
    expect(await head.text()).toBe('');
  });

  it('the favicon is the dev pages’ SVG icon', async () => {
    const r = serveAsset(new Request('http://h/favicon.ico'), FAVICON_ASSET, 'no-cache');
    expect(r.headers.get('content-type')).toBe('image/svg+xml');
    expect(await r.text()).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
  });
});
