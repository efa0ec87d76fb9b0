/**
 * TEST-ONLY (imported by this folder's tests, never by index.ts): a fresh in-process host with an injected
 * clock, isolated projects made through the dev surface, raw calls, and SDK clients with admin().
 */
import type { Hono } from 'hono';
import { createMockServer, hostOf } from '../../mock-server/create-mock-server.js';
import type { Host } from '../../mock-server/host.js';
import { createClient } from '../../kernel/create-client.js';
import { admin } from './admin.js';

export const BASE_URL = 'http://localhost:8102';

export interface Answer {
  status: number;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  text: string;
  headers: Headers;
}

export interface KitProject {
  id: string;
  keys: { publishable_client_key: string; secret_server_key: string; super_secret_admin_key: string };
  admin: Record<string, string>;
  server: Record<string, string>;
  client: Record<string, string>;
}

async function answer(res: Response): Promise<Answer> {
  const text = await res.text();
  const body = res.headers.get('content-type')?.startsWith('application/json') ? JSON.parse(text) : text;
  return { status: res.status, body, text, headers: res.headers };
}

export function createAdminKit(startMs = Date.UTC(2026, 2, 31, 15, 30)) {
  const clock = { ms: startMs };
  const app: Hono = createMockServer({ now: () => clock.ms, unknownEmailDelayMs: () => 0, passwordHash: { memoryCost: 1024, timeCost: 1, parallelism: 1 } });
  const host: Host = hostOf(app);
  const dev = async (path: string, body: unknown) =>
    answer(await app.request(`${BASE_URL}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }));

  async function call(method: string, path: string, headers: Record<string, string>, body?: unknown): Promise<Answer> {
    const h = { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) };
    return answer(await app.request(`${BASE_URL}/api/v1${path}`, { method, headers: h, body: body === undefined ? undefined : JSON.stringify(body) }));
  }

  async function project(body: Record<string, unknown> = {}): Promise<KitProject> {
    const r = await dev('/__dev/projects', body);
    if (r.status !== 200) throw new Error(`dev project: ${r.status} ${r.text}`);
    const id = r.body.project_id as string;
    const keys = r.body as KitProject['keys'];
    const base = { 'x-stack-project-id': id };
    return {
      id,
      keys,
      admin: { ...base, 'x-stack-access-type': 'admin', 'x-stack-super-secret-admin-key': keys.super_secret_admin_key },
      server: { ...base, 'x-stack-access-type': 'server', 'x-stack-secret-server-key': keys.secret_server_key },
      client: { ...base, 'x-stack-access-type': 'client', 'x-stack-publishable-client-key': keys.publishable_client_key },
    };
  }

  /** A user of `projectId` with a session (dev surface); returns its id. */
  async function user(projectId: string, body: Record<string, unknown> = {}): Promise<string> {
    const r = await dev('/__dev/users', { project_id: projectId, ...body });
    if (r.status !== 200) throw new Error(`dev user: ${r.status} ${r.text}`);
    return r.body.user_id as string;
  }

  /** An SDK client with [admin()] on `p`, talking to this host in-process. */
  function adminClient(p: KitProject) {
    return createClient({
      projectId: p.id,
      superSecretAdminKey: p.keys.super_secret_admin_key,
      baseUrl: BASE_URL,
      fetch: (input, init) => app.request(input, init),
      clock: { now: () => clock.ms },
      plugins: [admin()],
    });
  }

  return { app, host, clock, call, project, user, adminClient };
}

/** A known-error body exactly as on the wire. */
export function knownBody(code: string, error: string, details?: Record<string, unknown>): string {
  return JSON.stringify(details ? { code, details, error } : { code, error }, null, 2);
}
