/**
 * Test helper: a fresh host app served on 127.0.0.1:0, a supertest agent for it, and shortcuts that
 * create isolated projects/users through the dev surface. Each test file builds its own.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import supertest from 'supertest';
import type { Hono } from 'hono';
import { createMockServer, hostOf, type MockServerOptions } from '../create-mock-server.js';
import type { Host } from '../host.js';

export interface TestProject {
  id: string;
  client: Record<string, string>;
  server: Record<string, string>;
  admin: Record<string, string>;
  keys: { publishable_client_key: string; secret_server_key: string; super_secret_admin_key: string };
}

export interface TestUser {
  user_id: string;
  access_token: string;
  refresh_token: string;
}

export interface TestHost {
  app: Hono;
  host: Host;
  server: Server;
  url: string;
  api: () => supertest.Agent;
  project(body?: Record<string, unknown>): Promise<TestProject>;
  user(projectId: string, body?: Record<string, unknown>): Promise<TestUser>;
  close(): Promise<void>;
}

export const FAST_HASH = { memoryCost: 8, timeCost: 1, parallelism: 1 };

export async function startTestHost(options: MockServerOptions = {}): Promise<TestHost> {
  const app = createMockServer({ passwordHash: FAST_HASH, unknownEmailDelayMs: () => 0, ...options });
  const server = createServer(getRequestListener(app.fetch));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const api = () => supertest.agent(server);
  return {
    app,
    host: hostOf(app),
    server,
    url,
    api,
    async project(body = {}) {
      const res = await api().post('/__dev/projects').send(body);
      if (res.status !== 200) throw new Error(`dev project: ${res.status} ${res.text}`);
      const p = res.body as TestProject['keys'] & { project_id: string };
      const id = p.project_id;
      return {
        id,
        keys: p,
        client: { 'x-stack-project-id': id, 'x-stack-access-type': 'client', 'x-stack-publishable-client-key': p.publishable_client_key },
        server: { 'x-stack-project-id': id, 'x-stack-access-type': 'server', 'x-stack-secret-server-key': p.secret_server_key },
        admin: { 'x-stack-project-id': id, 'x-stack-access-type': 'admin', 'x-stack-super-secret-admin-key': p.super_secret_admin_key },
      };
    },
    async user(projectId, body = {}) {
      const res = await api().post('/__dev/users').send({ project_id: projectId, ...body });
      if (res.status !== 200) throw new Error(`dev user: ${res.status} ${res.text}`);
      return res.body as TestUser;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The known-error body: 2-space pretty JSON, keys code, details (if any), error. */
export function knownErrorText(code: string, error: string, details?: Record<string, unknown>): string {
  return JSON.stringify(details === undefined ? { code, error } : { code, details, error }, null, 2);
}

/** The newest mail to `address` in the dev mailbox of the host at `url` (Inbucket API), and the 45-char code in its link. */
export async function mailboxCode(url: string, address: string): Promise<{ code: string; subject: string }> {
  const list = (await (await fetch(`${url}/mailbox/api/v1/mailbox/${encodeURIComponent(address)}`)).json()) as { id: string; subject: string }[];
  const last = list[list.length - 1];
  const mail = (await (await fetch(`${url}/mailbox/api/v1/mailbox/${encodeURIComponent(address)}/${last.id}`)).json()) as { body: { text: string } };
  const code = /[?&]code=([0-9a-z]{45})/.exec(mail.body.text)?.[1];
  if (!code) throw new Error(`no code in ${mail.body.text}`);
  return { code, subject: last.subject };
}
