import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createMockServer } from '../mock-server/index.js';
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
  it('accepts a host whose /api/v1 answers with the API welcome text', async () => {
    const app = createMockServer();
    expect(await probeHost('http://localhost:8102', async (input, init) => app.request(input, init))).toBeNull();
    expect(await probeHost('http://localhost:8102/', async (input, init) => app.request(input, init))).toBeNull();
  });

  it('refuses something that answers HTTP but is not an auth host, naming the status', async () => {
    const host = await listen((_req, res) => res.writeHead(404).end('nope'));
    try {
      expect(await probeHost(host.url)).toBe(
        `${host.url} answers, but not as a Stack Auth API host (GET ${host.url}/api/v1 gave 404, not the API's welcome text); pass the API host's origin as --base-url`,
      );
    } finally {
      await host.close();
    }
  });

  it('refuses a base URL ending in /api/v1 with the origin to pass instead, before any request', async () => {
    const never = () => Promise.reject(new Error('no request expected'));
    expect(await probeHost('http://auth.example.com/api/v1', never)).toBe(
      "--base-url http://auth.example.com/api/v1 ends in /api/v1: pass the host's origin without it (--base-url http://auth.example.com); the harness adds /api/v1",
    );
    expect(await probeHost('http://auth.example.com/api/v1/', never)).toMatch(/ends in \/api\/v1/);
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
