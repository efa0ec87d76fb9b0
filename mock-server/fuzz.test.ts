/**
 * Fuzz: for every route the host implements (listRoutes), 1,000 generated bad requests
 * (wrong types, bad JSON/UTF-8, odd content types, multi-MB bodies, garbage/duplicated headers,
 * bad path params, wrong methods). No response may have a status ≥ 500. Seeded, so failures reproduce.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createMockServer, hostOf, listRoutes } from './create-mock-server.js';
import { FAST_HASH } from './testing/test-host.js';
import type { Hono } from 'hono';

const PER_ROUTE = 1000;

function rng(seed: number) {
  let s = seed >>> 0;
  const next = () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let x = Math.imul(s ^ (s >>> 15), 1 | s);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(xs: readonly T[]): T => xs[int(xs.length)];
  return { next, int, pick, chance: (p: number) => next() < p };
}
type Rng = ReturnType<typeof rng>;

// Multi-MB bodies are allocated once and sent a few times per route (every 333rd request); > 16 MiB has its own test.
const BIG = new Uint8Array(2_500_000).fill(0x20);
const HUGE = new Uint8Array(17 * 1024 * 1024).fill(0x20);
const LONG = 'z'.repeat(1_000_001);

const FIELDS = ['display_name', 'primary_email', 'password', 'password_hash', 'user_id', 'email', 'code', 'callback_url', 'config', 'team_id', 'description',
  'client_metadata', 'server_metadata', 'selected_team_id', 'profile_image_url', 'expires_in_millis', 'grant_type', 'refresh_token', 'client_id', 'client_secret',
  'totp_secret_base64', 'otp_auth_enabled', 'revoked', 'domains', 'oauth_providers', 'email_config', 'value', 'type', 'used_for_auth', 'is_primary', 'creator_user_id',
  'feature_name', 'clientVersion', 'old_password', 'new_password', 'nonce', '__proto__', 'constructor', 'toString', 'hasOwnProperty'];
const STRINGS = ['', ' ', 'me', 'null', 'true', '0', '-1', 'a@b', 'x@example.com', 'http://localhost:3000/cb', 'javascript:alert(1)', '../../etc/passwd',
  '3f2504e0-4f89-41d3-9a0c-0305e82c3301', '%E0%A4%A', '\u0000', '\ud800', '😀'.repeat(50), 'a'.repeat(71), 'x'.repeat(45), 'data:image/png;base64,AAAA', '$argon2id$v=19$m=8,t=1,p=1$AAAA$BBBB', '$2b$04$' + 'a'.repeat(53)];

function value(r: Rng, depth = 0): unknown {
  switch (r.int(depth > 2 ? 6 : 9)) {
    case 0: return null;
    case 1: return r.chance(0.5);
    case 2: return r.pick([0, -1, 1.5, 1e308, -1e308, 31708800001, Number.MAX_SAFE_INTEGER, 65536]);
    case 3: case 4: return r.pick(STRINGS);
    case 5: return r.chance(0.01) ? LONG : 'q'.repeat(r.int(300));
    case 6: return Array.from({ length: r.int(4) }, () => value(r, depth + 1));
    default: return obj(r, depth + 1);
  }
}
function obj(r: Rng, depth: number): Record<string, unknown> {
  const o: Record<string, unknown> = {};
  for (let i = r.int(5); i > 0; i--) o[r.pick(FIELDS)] = value(r, depth);
  return o;
}

interface Ctx { projectId: string; keys: Record<string, string>; token: string; expired: string; internalToken: string }

function headers(r: Rng, c: Ctx): Headers {
  const h = new Headers();
  const set = (k: string, v: string) => (r.chance(0.1) ? h.append(k, v) : h.set(k, v));
  if (r.chance(0.85)) set('x-stack-access-type', r.pick(['client', 'server', 'admin', 'client', 'server', 'admin', '', 'root', 'CLIENT']));
  if (r.chance(0.85)) set('x-stack-project-id', r.pick([c.projectId, c.projectId, 'internal', 'nope', '', '3f2504e0-4f89-41d3-9a0c-0305e82c3301']));
  for (const [name, key] of Object.entries(c.keys)) if (r.chance(0.5)) set(name, r.pick([key, key, '', 'wrong', 'x'.repeat(5000)]));
  if (r.chance(0.5)) set('x-stack-access-token', r.pick([c.token, c.token, c.expired, c.internalToken, 'garbage', 'a.b.c', 'eyJhbGciOiJub25lIn0.eyJhdWQiOiJ4In0.']));
  if (r.chance(0.3)) set('x-stack-refresh-token', r.pick(['', 'x'.repeat(45), 'abc']));
  if (r.chance(0.2)) set('x-stack-admin-access-token', r.pick([c.internalToken, c.token, 'garbage', '']));
  if (r.chance(0.1)) set('x-stack-override-error-status', 'true');
  if (r.chance(0.1)) set('authorization', r.pick(['Basic Og==', 'Basic !!!', `Basic ${Buffer.from(`${c.projectId}:x`).toString('base64')}`, 'Bearer x']));
  if (r.chance(0.1)) set('accept', 'text/html');
  if (r.chance(0.1)) set('content-length', r.pick(['0', '999999999999', '-1', 'abc']));
  return h;
}

function body(r: Rng, h: Headers, i: number): BodyInit | undefined {
  const kind = r.int(12);
  const type = (t: string) => h.set('content-type', t);
  if (i % 333 === 7) return (type(r.pick(['application/json', 'text/plain', 'application/octet-stream'])), BIG);
  switch (kind) {
    case 0: return undefined;
    case 1: type('application/json'); return r.pick(['', '{', 'nul', '[]', '"x"', '1', '{"a":}', '\u0000']);
    case 2: type('application/json'); return new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]);
    case 3: type('application/x-www-form-urlencoded'); return r.pick(['a=1&b=%ZZ', 'grant_type=refresh_token&refresh_token=x', '%%%', '=&=&']);
    case 4: type(r.pick(['text/plain', 'application/octet-stream', 'multipart/form-data; boundary=x', 'image/png', 'application/json; charset=latin1'])); return 'hello';
    case 5: type('application/json'); return JSON.stringify(value(r));
    case 6: return undefined;
    default: type(r.pick(['application/json', 'application/JSON', 'application/json; charset=utf-8'])); return JSON.stringify(obj(r, 0));
  }
}

function path(r: Rng, template: string): string {
  let p = template.replace(/:[a-z_]+/g, () => r.pick(['me', '3f2504e0-4f89-41d3-9a0c-0305e82c3301', 'x', '%E0%A4%A', '%00', '..', 'a'.repeat(500), '%2F', '😀', 'internal', '$update_team']));
  if (r.chance(0.05)) p += '/';
  if (r.chance(0.3)) p += `?${r.pick(['limit=-1', 'limit=abc', 'cursor=x', 'desc=maybe', 'user_id=me', 'team_id=x', 'x=%ZZ', 'query=' + 'q'.repeat(2000), 'a=1&a=2', 'recursive=yes'])}`;
  return p;
}

let app: Hono;
let ctx: Ctx;
beforeAll(async () => {
  app = createMockServer({ passwordHash: FAST_HASH, unknownEmailDelayMs: () => 0, devRoutes: true });
  const proj = await (await app.request('/__dev/projects', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ config: { magic_link_enabled: true, passkey_enabled: true, client_team_creation_enabled: true, client_user_deletion_enabled: true } }) })).json();
  const u = await (await app.request('/__dev/users', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ project_id: proj.project_id, email: 'fuzz@example.com', password: 'password1' }) })).json();
  const internal = await (await app.request('/__dev/users', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ project_id: 'internal', server_metadata: { managedProjectIds: [proj.project_id] } }) })).json();
  const host = hostOf(app);
  host.advanceClock(-3_600_000);
  const expired = await host.tokens.sign(proj.project_id, u.user_id);
  host.advanceClock(3_600_000);
  ctx = {
    projectId: proj.project_id,
    keys: { 'x-stack-publishable-client-key': proj.publishable_client_key, 'x-stack-secret-server-key': proj.secret_server_key, 'x-stack-super-secret-admin-key': proj.super_secret_admin_key },
    token: u.access_token,
    expired,
    internalToken: internal.access_token,
  };
});

describe('body-size limit', () => {
  it('answers 413 text for bodies over 16 MiB, declared or not', async () => {
    for (const p of ['/api/v1/users', '/api/v1/auth/oauth/token', '/api/v1/check-feature-support']) {
      const res = await app.request(`http://localhost:8102${p}`, { method: 'POST', headers: { 'content-type': 'application/json', ...ctx.keys, 'x-stack-access-type': 'server', 'x-stack-project-id': ctx.projectId }, body: HUGE });
      expect([res.status, await res.text()]).toEqual([413, 'Request body too large']);
    }
    const declared = await app.request('http://localhost:8102/api/v1/users', { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': String(HUGE.length) }, body: '{}' });
    expect(declared.status).toBe(413);
  });
});

describe('fuzz: no request yields a 5xx', () => {
  const routes = listRoutes(createMockServer({ devRoutes: false }));
  it('covers every implemented route', () => {
    expect(routes.length).toBeGreaterThan(20);
  });
  for (const route of routes) {
    it(`${route.method} ${route.path}`, async () => {
      const r = rng([...route.method + route.path].reduce((a, c) => (a * 31 + c.charCodeAt(0)) | 0, 7));
      const failures: string[] = [];
      for (let i = 0; i < PER_ROUTE; i++) {
        const h = headers(r, ctx);
        const method = r.chance(0.9) ? route.method : r.pick(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD', 'PROPFIND']);
        const b = method === 'GET' || method === 'HEAD' ? undefined : body(r, h, i);
        const url = `http://localhost:8102${path(r, route.path)}`;
        let status: number;
        try {
          const res = await app.request(url, { method, headers: h, body: b });
          status = res.status;
          await res.arrayBuffer();
        } catch (e) {
          failures.push(`#${i} ${method} ${url} threw ${e instanceof Error ? e.message : e}`);
          continue;
        }
        if (status >= 500) failures.push(`#${i} ${method} ${url} → ${status} headers=${JSON.stringify([...h])}`);
      }
      expect(failures.slice(0, 5)).toEqual([]);
    });
  }
});

describe('fuzz: dev surface and mailbox', () => {
  const PATHS = ['/__dev/reset', '/__dev/clock', '/__dev/clock/advance', '/__dev/projects', '/__dev/users', '/__dev/projects/:id/export', '/__dev/projects/import', '/__dev/nope',
    '/mailbox', '/mailbox/api/v1/mailbox/:name', '/mailbox/api/v1/mailbox/:name/:id', '/.well-known/jwks.json', '/health', '/', '/nope'];
  it('never answers ≥ 500 (300 requests per path)', async () => {
    const failures: string[] = [];
    for (const template of PATHS) {
      const r = rng(template.length * 7919);
      for (let i = 0; i < 300; i++) {
        const h = headers(r, ctx);
        const method = r.pick(['GET', 'POST', 'DELETE', 'PUT', 'HEAD', 'OPTIONS']);
        const b = method === 'GET' || method === 'HEAD' ? undefined : body(r, h, i);
        let p = path(r, template);
        // keep state-wiping calls from emptying the fixture mid-run
        if (p.startsWith('/__dev/reset')) p = '/__dev/reset?dry=1';
        const res = await app.request(`http://localhost:8102${p}`, { method, headers: h, body: p === '/__dev/reset?dry=1' && b !== undefined ? JSON.stringify({ project_id: 'nope' }) : b });
        await res.arrayBuffer();
        if (res.status >= 500) failures.push(`${method} ${p} → ${res.status}`);
      }
    }
    expect(failures.slice(0, 5)).toEqual([]);
  });
});
