import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface CountingProxy {
  url: string;
  /** Requests seen so far, per `METHOD /path` (query left out). */
  count(methodAndPath: string): number;
  close(): Promise<void>;
}

const body = (req: IncomingMessage) =>
  new Promise<Buffer>((resolve, reject) => {
    const parts: Buffer[] = [];
    req.on('data', (d: Buffer) => parts.push(d));
    req.on('end', () => resolve(Buffer.concat(parts)));
    req.on('error', reject);
  });

/** A loopback HTTP proxy to `target` that counts the requests going through it. */
export async function countingProxy(target: string): Promise<CountingProxy> {
  const seen = new Map<string, number>();
  const server = createServer((req, res) => {
    void (async () => {
      const key = `${req.method} ${(req.url ?? '/').split('?')[0]}`;
      seen.set(key, (seen.get(key) ?? 0) + 1);
      const headers = new Headers();
      for (const [k, v] of Object.entries(req.headers)) {
        if (v !== undefined && !['host', 'connection', 'content-length', 'transfer-encoding'].includes(k)) headers.set(k, Array.isArray(v) ? v.join(', ') : v);
      }
      const payload = req.method === 'GET' || req.method === 'HEAD' ? undefined : new Uint8Array(await body(req));
      const r = await fetch(target + req.url, { method: req.method, headers, body: payload, redirect: 'manual' });
      const out: Record<string, string> = {};
      r.headers.forEach((v, k) => {
        if (!['content-encoding', 'content-length', 'transfer-encoding', 'connection'].includes(k)) out[k] = v;
      });
      res.writeHead(r.status, out);
      res.end(Buffer.from(await r.arrayBuffer()));
    })().catch((e: unknown) => {
      res.writeHead(502, { 'content-type': 'text/plain' });
      res.end(String(e));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    count: (k) => seen.get(k) ?? 0,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
