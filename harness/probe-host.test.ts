import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { probeHost } from './probe-host.js';

function listen(handler: Parameters<typeof createServer>[1]): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer(handler);
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ url: `http://127.0.0.1:${port}`, close: () => new Promise((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }) });
    });
  });
}

describe('probeHost', () => {
  it('accepts any HTTP answer, even a 404', async () => {
    const host = await listen((_req, res) => res.writeHead(404).end('nope'));
    try {
      expect(await probeHost(host.url)).toBeNull();
    } finally {
      await host.close();
    }
  });

  it('names the URL and the reason when nothing listens', async () => {
    const host = await listen((_req, res) => res.end());
    await host.close();
    const why = await probeHost(host.url);
    expect(why).toBe(`no host answers at ${host.url} (ECONNREFUSED); start the host or pass --base-url`);
  });

  it('gives up after the timeout when the host accepts but never answers', async () => {
    const host = await listen(() => undefined);
    try {
      expect(await probeHost(host.url, fetch, 200)).toMatch(/no answer within 200 ms/);
    } finally {
      await host.close();
    }
  });

  it('rejects a base URL that is not an absolute http(s) URL', async () => {
    expect(await probeHost('localhost')).toMatch(/not an absolute URL/);
    expect(await probeHost('ftp://x')).toMatch(/http: or https:/);
  });
});
