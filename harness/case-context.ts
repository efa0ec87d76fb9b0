/** What a case gets: the isolated project, raw API access, flows, mailbox and (maybe) a dev clock. */
import type { RawRequest, Res, Send } from './http.js';
import type { Mailbox } from './mailbox/types.js';
import { CaseOutcome } from './expect.js';

/** Credentials of one project the harness works in. */
export interface ProjectCreds {
  id: string;
  displayName: string;
  publishableClientKey: string;
  secretServerKey: string;
  superSecretAdminKey: string;
}

export type As = 'client' | 'server' | 'admin' | 'none';

export interface Session {
  userId: string;
  accessToken: string;
  refreshToken: string;
}

export interface ApiOptions {
  /** Access type; keys of `project` are sent accordingly. @default 'none' */
  as?: As;
  project?: ProjectCreds;
  /** Sends x-stack-access-token / x-stack-refresh-token from this session. */
  session?: Partial<Session>;
  /** Sends x-stack-admin-access-token and no key. */
  adminAccessToken?: string;
  json?: unknown;
  form?: Record<string, string>;
  /** Raw body with `contentType`. */
  body?: string | Uint8Array;
  contentType?: string;
  query?: Record<string, string>;
  /** Extra headers; they win over the computed ones. */
  headers?: Record<string, string>;
}

export interface DevClock {
  advance(ms: number): Promise<void>;
  /** The host's current time in ms (its clock may run ahead of ours). */
  now(): Promise<number>;
}

export interface RunEnv {
  send: Send;
  internal: ProjectCreds;
  mailbox?: Mailbox;
  /** Present only when the run may move the host's clock (useDevClock). */
  clock?: DevClock;
  /** Raw requests to the Svix-compatible webhooks API (paths start with /api/v1), when the host has one. */
  svix?: Send;
  /** The host's current time in ms (dev clock, else our clock corrected by the skew seen in token iat). */
  hostNow(): Promise<number>;
  /** Creates an extra isolated project (deleted at the end of the run). */
  newProject(config?: Record<string, unknown>): Promise<ProjectCreds>;
  /** Signs up another user on the internal project (deleted at the end of the run when possible). */
  newInternalUser(): Promise<Session & { email: string }>;
  /** Access token of the internal owner user (for admin access). */
  ownerAccessToken(): Promise<string>;
  callbackUrl: string;
  untrustedCallbackUrl: string;
}

let counter = 0;

export function randomId(len = 10): string {
  const alphabet = '0123456789abcdefghjkmnpqrstvwxyz';
  const bytes = crypto.getRandomValues(new Uint8Array(len));
  return Array.from(bytes, (b) => alphabet[b % 32]).join('');
}

export function buildRequest(method: string, path: string, o: ApiOptions, fallback: ProjectCreds): RawRequest {
  const project = o.project ?? fallback;
  const headers: Record<string, string> = {};
  const as = o.as ?? 'none';
  if (as !== 'none') {
    headers['x-stack-project-id'] = project.id;
    headers['x-stack-access-type'] = as;
    if (o.adminAccessToken) headers['x-stack-admin-access-token'] = o.adminAccessToken;
    else if (as === 'client') headers['x-stack-publishable-client-key'] = project.publishableClientKey;
    else if (as === 'server') headers['x-stack-secret-server-key'] = project.secretServerKey;
    else headers['x-stack-super-secret-admin-key'] = project.superSecretAdminKey;
  }
  if (o.session?.accessToken) headers['x-stack-access-token'] = o.session.accessToken;
  if (o.session?.refreshToken) headers['x-stack-refresh-token'] = o.session.refreshToken;
  let body: string | Uint8Array | undefined;
  if (o.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(o.json);
  } else if (o.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded;charset=UTF-8';
    body = new URLSearchParams(o.form).toString();
  } else if (o.body !== undefined) {
    if (o.contentType) headers['content-type'] = o.contentType;
    body = o.body;
  }
  const qs = o.query ? `?${new URLSearchParams(o.query).toString()}` : '';
  return { method, path: `/api/v1${path}${qs}`, headers: { ...headers, ...o.headers }, body };
}

export class CaseContext {
  constructor(
    readonly env: RunEnv,
    readonly project: ProjectCreds,
  ) {}

  get mailbox(): Mailbox | undefined {
    return this.env.mailbox;
  }

  get clock(): DevClock | undefined {
    return this.env.clock;
  }

  get svix(): Send | undefined {
    return this.env.svix;
  }

  /** The host's time (TOTP, expiry times): its clock may differ from ours. */
  hostNow(): Promise<number> {
    return this.env.hostNow();
  }

  get callbackUrl(): string {
    return this.env.callbackUrl;
  }

  get untrustedCallbackUrl(): string {
    return this.env.untrustedCallbackUrl;
  }

  /** `path` is relative to /api/v1 (use '' for the root). */
  api(method: string, path: string, o: ApiOptions = {}): Promise<Res> {
    return this.env.send(buildRequest(method, path, o, this.project));
  }

  raw(req: RawRequest): Promise<Res> {
    return this.env.send(req);
  }

  /** A fresh address on a strict-looking domain; the mailbox name is the local part. */
  email(tag = 'u'): string {
    counter += 1;
    return `${tag}-${randomId(8)}${counter}@conformance.example.com`;
  }

  uid(): string {
    return randomId(10);
  }

  newProject(config?: Record<string, unknown>): Promise<ProjectCreds> {
    return this.env.newProject(config);
  }

  /** Ends the case as 'info' with a note (values that may differ between hosts). */
  info(note: string): never {
    throw new CaseOutcome('info', note);
  }

  skip(reason: string): never {
    throw new CaseOutcome('skip', reason);
  }
}
