/**
 * TEST-ONLY (imported by this folder's tests, never by index.ts): a fresh in-process host with an injected
 * clock, raw API calls with the dev keys, and users with a password and a TOTP secret.
 */
import type { Hono } from 'hono';
import { createMockServer, hostOf } from '../../mock-server/create-mock-server.js';
import { DEV_KEYS } from '../../mock-server/store/seed.js';
import type { Host } from '../../mock-server/host.js';

export interface Answer {
  status: number;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  text: string;
  headers: Headers;
}

const KEY_HEADER = {
  client: ['x-stack-publishable-client-key', DEV_KEYS.publishableClientKey],
  server: ['x-stack-secret-server-key', DEV_KEYS.secretServerKey],
  admin: ['x-stack-super-secret-admin-key', DEV_KEYS.superSecretAdminKey],
} as const;

export const BASE_URL = 'http://localhost:8102';
/** 20 secret bytes (the RFC 4226 size). */
export const SECRET = new TextEncoder().encode('mfa-test-secret-0020');
export const SECRET_B64 = Buffer.from(SECRET).toString('base64');

export interface MfaKit {
  app: Hono;
  host: Host;
  /** The injected wall clock (ms); move it with `clock.ms = ...`. */
  clock: { ms: number };
  call(method: string, path: string, o?: { body?: unknown; access?: 'client' | 'server' | 'admin'; accessToken?: string }): Promise<Answer>;
  /** A password user (optionally with TOTP) on the internal project; returns its id. */
  user(email: string, password: string, totpSecretB64?: string | null): Promise<string>;
  /** Password sign-in; the raw answer. */
  signIn(email: string, password: string): Promise<Answer>;
}

export function createMfaKit(startMs = Date.UTC(2026, 0, 15, 12, 0, 5)): MfaKit {
  const clock = { ms: startMs };
  const app = createMockServer({ now: () => clock.ms, unknownEmailDelayMs: () => 0, passwordHash: { memoryCost: 1024, timeCost: 1, parallelism: 1 } });
  const host = hostOf(app);
  const call: MfaKit['call'] = async (method, path, o = {}) => {
    const access = o.access ?? 'client';
    const headers: Record<string, string> = {
      'x-stack-project-id': DEV_KEYS.projectId,
      'x-stack-access-type': access,
      [KEY_HEADER[access][0]]: KEY_HEADER[access][1],
    };
    if (o.accessToken) headers['x-stack-access-token'] = o.accessToken;
    if (o.body !== undefined) headers['content-type'] = 'application/json';
    const res = await app.request(`${BASE_URL}/api/v1${path}`, { method, headers, body: o.body === undefined ? undefined : JSON.stringify(o.body) });
    const text = await res.text();
    const body = res.headers.get('content-type')?.startsWith('application/json') ? JSON.parse(text) : text;
    return { status: res.status, body, text, headers: res.headers };
  };
  return {
    app,
    host,
    clock,
    call,
    async user(email, password, totpSecretB64 = SECRET_B64) {
      const res = await app.request(`${BASE_URL}/__dev/users`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password }),
      });
      const { user_id } = (await res.json()) as { user_id: string };
      if (totpSecretB64 !== null) {
        const r = await call('PATCH', `/users/${user_id}`, { access: 'server', body: { totp_secret_base64: totpSecretB64 } });
        if (r.status !== 200) throw new Error(`enable TOTP: ${r.status} ${r.text}`);
      }
      return user_id;
    },
    signIn: (email, password) => call('POST', '/auth/password/sign-in', { body: { email, password } }),
  };
}

/** A known-error body exactly as on the wire. */
export function knownBody(code: string, error: string, details?: Record<string, unknown>): string {
  return JSON.stringify(details ? { code, details, error } : { code, error }, null, 2);
}
