/**
 * TEST-ONLY helpers for the password, otp and contact-channels host tests: a fresh in-process host with a
 * low argon2 cost, raw API calls with the dev keys, and the dev mailbox. Never imported by library code.
 */
import type { Hono } from 'hono';
import { createMockServer, hostOf, type MockServerOptions } from '../../mock-server/create-mock-server.js';
import { DEV_KEYS } from '../../mock-server/store/seed.js';
import type { Host } from '../../mock-server/host.js';
import type { MailRow, ProjectConfig } from '../../mock-server/store/entities.js';
import { createClient } from '../../kernel/index.js';
import type { AnyPlugin, ClientOptions } from '../../kernel/index.js';

export const FAST_HASH = { memoryCost: 1024, timeCost: 1, parallelism: 1 } as const;
export const CALLBACK = 'http://localhost:3000/handler/callback';

export interface Answer {
  status: number;
  /** Parsed JSON when the body is JSON, else the text. */
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  text: string;
  headers: Headers;
}

export interface CallOptions {
  body?: unknown;
  access?: 'client' | 'server' | 'admin' | null;
  accessToken?: string;
  headers?: Record<string, string>;
}

export interface Kit {
  app: Hono;
  host: Host;
  call(method: string, path: string, options?: CallOptions): Promise<Answer>;
  /** Changes flags of the `internal` project. */
  setConfig(config: Partial<ProjectConfig>): void;
  /** Mails to `address`, oldest first. */
  mails(address: string): MailRow[];
  lastMail(address: string): MailRow;
  /** Signs up with password and returns the tokens and user id. */
  signUp(email: string, password?: string): Promise<{ access_token: string; refresh_token: string; user_id: string }>;
}

const KEY_HEADER = {
  client: ['x-stack-publishable-client-key', DEV_KEYS.publishableClientKey],
  server: ['x-stack-secret-server-key', DEV_KEYS.secretServerKey],
  admin: ['x-stack-super-secret-admin-key', DEV_KEYS.superSecretAdminKey],
} as const;

export function createKit(options: MockServerOptions = {}): Kit {
  const app = createMockServer({ passwordHash: FAST_HASH, unknownEmailDelayMs: () => 0, ...options });
  const host = hostOf(app);
  async function call(method: string, path: string, o: CallOptions = {}): Promise<Answer> {
    const headers: Record<string, string> = { ...o.headers };
    const access = o.access === undefined ? 'client' : o.access;
    if (access) {
      headers['x-stack-project-id'] = DEV_KEYS.projectId;
      headers['x-stack-access-type'] = access;
      headers[KEY_HEADER[access][0]] = KEY_HEADER[access][1];
    }
    if (o.accessToken) headers['x-stack-access-token'] = o.accessToken;
    if (o.body !== undefined) headers['content-type'] = 'application/json';
    const res = await app.request(`http://localhost:8102/api/v1${path}`, {
      method,
      headers,
      body: o.body === undefined ? undefined : JSON.stringify(o.body),
    });
    const text = await res.text();
    let body: unknown = text;
    if (res.headers.get('content-type')?.startsWith('application/json')) body = JSON.parse(text);
    return { status: res.status, body, text, headers: res.headers };
  }
  const mails = (address: string) =>
    host.mails.filter((m) => m.to.includes(address)).sort((a, b) => a.date_millis - b.date_millis);
  return {
    app,
    host,
    call,
    setConfig(config) {
      const p = host.projects.get('internal')!;
      host.projects.put({ ...p, config: { ...p.config, ...config } });
    },
    mails,
    lastMail(address) {
      const all = mails(address);
      if (!all.length) throw new Error(`no mail to ${address}`);
      return all[all.length - 1];
    },
    async signUp(email, password = 'correct horse battery') {
      const r = await call('POST', '/auth/password/sign-up', { body: { email, password, verification_callback_url: CALLBACK } });
      if (r.status !== 200) throw new Error(`sign-up failed: ${r.status} ${r.text}`);
      return r.body;
    },
  };
}

/** The 45-char code in a mail's `?code=` link. */
export function codeFromMail(mail: Pick<MailRow, 'text'>): string {
  const m = /[?&]code=([0-9a-z]{45})/.exec(mail.text);
  if (!m) throw new Error(`no code in mail: ${mail.text}`);
  return m[1];
}

/** A known-error body exactly as the wire has it (pretty-printed, code/details/error). */
export function knownBody(code: string, error: string, details?: Record<string, unknown>): string {
  return JSON.stringify(details ? { code, details, error } : { code, error }, null, 2);
}

export const PAGE = 'http://localhost:3000/handler/sign-in';

export interface TestClientOptions {
  /** The page the client runs on (null = no browser page). */
  page?: string | null;
  access?: 'client' | 'server';
  /** Other createClient options (appUrl, logger, navigate…). */
  extra?: Partial<ClientOptions>;
}

/** A real client (kernel + these plugins) talking to the kit's host in-process; records navigations and requests. */
export function createTestClient<const P extends readonly AnyPlugin[]>(kit: Kit, plugins: P, o: TestClientOptions = {}) {
  const navigations: string[] = [];
  const requests: string[] = [];
  const page = o.page === undefined ? PAGE : o.page;
  const client = createClient({
    projectId: DEV_KEYS.projectId,
    ...(o.access === 'server' ? { secretServerKey: DEV_KEYS.secretServerKey } : { publishableClientKey: DEV_KEYS.publishableClientKey }),
    baseUrl: 'http://localhost:8102',
    fetch: (input, init) => {
      requests.push(`${init?.method ?? 'GET'} ${new URL(String(input)).pathname}`);
      return kit.app.request(String(input), init);
    },
    currentUrl: () => page,
    trustedDomains: ['http://localhost:3000'],
    navigate: (url) => void navigations.push(url),
    ...o.extra,
    plugins,
  });
  return { client, navigations, requests };
}
