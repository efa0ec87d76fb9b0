/**
 * Test helpers for the teams plugin: a fresh host, users with real sessions (rows in host.users plus a signed
 * access token from core/sessions), a second project with the new-project defaults, and a raw API caller.
 */
import type { Hono } from 'hono';
import { createMockServer, hostOf } from '../../mock-server/create-mock-server.js';
import { issueSession } from '../../mock-server/core/sessions.js';
import type { Host } from '../../mock-server/host.js';
import { DEV_KEYS, defaultConfig, seedDefaultPermissions } from '../../mock-server/store/seed.js';
import type { ProjectConfig, UserRow } from '../../mock-server/store/entities.js';

export type As = 'client' | 'server' | 'admin';

export interface CallOptions {
  as?: As;
  token?: string | null;
  body?: unknown;
  query?: Record<string, string>;
  projectId?: string;
}

/** A host answer; the body defaults to `any` so tests can read fields of known wire shapes directly. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export interface Answer<T = any> {
  status: number;
  body: T;
  text: string;
  headers: Headers;
}

export interface TestUser {
  id: string;
  token: string;
  refreshToken: string;
}

export const keysOf = (projectId: string) =>
  projectId === 'internal'
    ? { client: DEV_KEYS.publishableClientKey, server: DEV_KEYS.secretServerKey, admin: DEV_KEYS.superSecretAdminKey }
    : { client: `pck-${projectId}`, server: `ssk-${projectId}`, admin: `ssak-${projectId}` };

const KEY_HEADER = { client: 'x-stack-publishable-client-key', server: 'x-stack-secret-server-key', admin: 'x-stack-super-secret-admin-key' } as const;

export function setupHost(options: Parameters<typeof createMockServer>[0] = {}) {
  const app: Hono = createMockServer(options);
  const host: Host = hostOf(app);

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async function call<T = any>(method: string, path: string, o: CallOptions = {}): Promise<Answer<T>> {
    const projectId = o.projectId ?? 'internal';
    const as = o.as ?? 'client';
    const headers: Record<string, string> = {
      'x-stack-project-id': projectId,
      'x-stack-access-type': as,
      [KEY_HEADER[as]]: keysOf(projectId)[as],
    };
    if (o.token) headers['x-stack-access-token'] = o.token;
    if (o.body !== undefined) headers['content-type'] = 'application/json';
    const qs = o.query ? `?${new URLSearchParams(o.query)}` : '';
    const res = await app.request(`http://localhost/api/v1${path}${qs}`, {
      method,
      headers,
      body: o.body === undefined ? undefined : JSON.stringify(o.body),
    });
    const text = await res.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      /* text body */
    }
    return { status: res.status, body: body as T, text, headers: res.headers };
  }

  /** A project with new-project defaults (member/admin permission definitions) and its own keys. */
  function createProject(config: Partial<ProjectConfig> = {}): string {
    const id = host.ids.uuid();
    host.projects.put({
      id, display_name: `Project ${id.slice(0, 4)}`, description: '', created_at_millis: host.now(), is_production_mode: false,
      config: { ...defaultConfig(host.ids.uuid()), ...config },
    });
    const k = keysOf(id);
    host.apiKeys.put({
      id: host.ids.uuid(), project_id: id, description: 'test', publishable_client_key: k.client, secret_server_key: k.server,
      super_secret_admin_key: k.admin, created_at_millis: host.now(), expires_at_millis: Date.UTC(2099, 11, 31),
    });
    seedDefaultPermissions(host, id);
    return id;
  }

  async function createUser(fields: Partial<UserRow> & { email?: string; projectId?: string } = {}): Promise<TestUser> {
    const { email, projectId = 'internal', ...rest } = fields;
    const now = host.now();
    const user: UserRow = {
      id: host.ids.uuid(), project_id: projectId, display_name: null, profile_image_url: null, signed_up_at_millis: now,
      last_active_at_millis: now, client_metadata: null, client_read_only_metadata: null, server_metadata: null,
      password_hash: null, otp_auth_enabled: false, totp_secret_base64: null, selected_team_id: null, oauth_providers: [], ...rest,
    };
    host.users.put(user);
    if (email) {
      host.contactChannels.put({
        id: host.ids.uuid(), project_id: projectId, user_id: user.id, type: 'email', value: email, is_verified: true,
        is_primary: true, used_for_auth: true, created_at_millis: now,
      });
    }
    const s = await issueSession(host, projectId, user.id);
    return { id: user.id, token: s.access_token, refreshToken: s.refresh_token };
  }

  /** A new access token for an existing user (e.g. after the clock moved past the old one's expiry). */
  async function signIn(user: TestUser, projectId = host.users.get(user.id)?.project_id ?? 'internal'): Promise<TestUser> {
    const s = await issueSession(host, projectId, user.id);
    return { id: user.id, token: s.access_token, refreshToken: s.refresh_token };
  }

  return { app, host, call, createProject, createUser, signIn };
}

export type HostKit = ReturnType<typeof setupHost>;

/** The `code` query parameter of the last link in the newest mail to `to`. */
export function codeFromMail(host: Host, to: string): { code: string; link: string } {
  const mail = host.mails.filter((m) => m.to.includes(to)).at(-1);
  if (!mail) throw new Error(`no mail to ${to}`);
  const link = /https?:\/\/\S*[?&]code=[a-z0-9]+\S*/.exec(mail.text)?.[0];
  if (!link) throw new Error(`no code link in mail to ${to}`);
  return { code: new URL(link).searchParams.get('code') as string, link };
}
