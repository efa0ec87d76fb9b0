/**
 * TEST-ONLY: the local API host on a 127.0.0.1 port that records every request path it
 * receives (to count JWKS fetches), and a helper that serves any Node request listener on a port.
 */
import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { createMockServer, DEV_KEYS, type MockServerOptions } from '../../mock-server/index.js';

export interface Listening {
  url: string;
  server: Server;
  close(): Promise<void>;
}

export async function listen(listener: RequestListener): Promise<Listening> {
  const server = createServer(listener);
  server.keepAliveTimeout = 1000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export interface CountingHost extends Listening {
  /** Paths of every request the host received, in order. */
  paths: string[];
  /** How many JWKS requests the host answered. */
  jwksFetches(): number;
  /** A user with an e-mail and password (and a session the host signed) in a project (default `internal`). */
  user(email: string, password: string, projectId?: string): Promise<{ user_id: string; access_token: string; refresh_token: string }>;
  /** A new project and its keys. */
  project(): Promise<{ project_id: string; publishable_client_key: string; secret_server_key: string }>;
}

const FAST_HASH = { memoryCost: 1024, timeCost: 1, parallelism: 1 };

export async function startCountingHost(options: MockServerOptions = {}): Promise<CountingHost> {
  const app = createMockServer({ passwordHash: FAST_HASH, unknownEmailDelayMs: () => 0, ...options });
  const paths: string[] = [];
  const handle = getRequestListener((req) => {
    paths.push(new URL(req.url).pathname);
    return app.fetch(req);
  });
  const l = await listen(handle);
  const dev = async <T>(path: string, body: unknown): Promise<T> => {
    const res = await app.fetch(new Request(`${l.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }));
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };
  return {
    ...l,
    paths,
    jwksFetches: () => paths.filter((p) => p.endsWith('/.well-known/jwks.json')).length,
    user: (email, password, projectId = DEV_KEYS.projectId) => dev('/__dev/users', { project_id: projectId, email, password }),
    project: () => dev('/__dev/projects', { config: { credential_enabled: true } }),
  };
}
