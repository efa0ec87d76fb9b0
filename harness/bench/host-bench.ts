/**
 * Host throughput: autocannon (this process) against servers in their own processes on 127.0.0.1, the
 * targets measured in 1 s turns, round after round (a busy machine slows them all alike).
 * Two ceilings: a bare Hono hello-world, and a Hono app that answers GET /users/me with exactly the host's
 * bytes and headers, precomputed. Then the host's routes: /users/me, session refresh, /users?limit=100
 * (server key, 1,000 users), /teams?user_id=me and a bad token (the reject path).
 * Run alone: `npx tsx harness/bench/host-bench.ts [--seconds 5] [--connections 50]`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CACHE, buildHostBundle, launch, post, runInterleaved, stop, type Load, type LoadSpec } from './processes.js';

const SERVE = `import { serve } from '@hono/node-server';
import { Hono } from 'hono';
const app = new Hono();
const port = Number(process.argv[process.argv.indexOf('--port') + 1]);
app.get('/health', (c) => c.text('ok'));`;

const HELLO = `${SERVE}
app.get('/', (c) => c.text('Hello Hono!'));
serve({ fetch: app.fetch, port, hostname: '127.0.0.1' });
`;

/** A Hono app answering one precomputed response (status, headers as a plain record, string body). */
const sameBytes = (path: string, status: number, headers: Record<string, string>, body: string) => `${SERVE}
const headers = ${JSON.stringify(headers)};
const body = ${JSON.stringify(body)};
app.get(${JSON.stringify(path)}, () => new Response(body, { status: ${status}, headers }));
serve({ fetch: app.fetch, port, hostname: '127.0.0.1' });
`;

/** Headers Node adds itself (the same for both servers), left out of the copy. */
const TRANSPORT = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);

export interface ThroughputRow extends Load { name: string; startMs: number }

export interface BenchProject { project_id: string; publishable_client_key: string; secret_server_key: string }

export const projectHeaders = (p: BenchProject, type: 'client' | 'server'): Record<string, string> =>
  type === 'client'
    ? { 'x-stack-project-id': p.project_id, 'x-stack-access-type': 'client', 'x-stack-publishable-client-key': p.publishable_client_key }
    : { 'x-stack-project-id': p.project_id, 'x-stack-access-type': 'server', 'x-stack-secret-server-key': p.secret_server_key };

/** A project that creates a personal team on sign-up, with its keys. */
export async function benchProject(port: number): Promise<BenchProject> {
  const r = await post<BenchProject>(port, '/__dev/projects', { display_name: 'Bench', config: { create_team_on_sign_up: true, credential_enabled: true } });
  if (r.status !== 200) throw new Error(`/__dev/projects → ${r.status} ${JSON.stringify(r.json)}`);
  return r.json;
}

/** Seeds `count` users in chunks (each call bounded), each with two channels and a personal team. */
export async function bulkSeed(port: number, projectId: string, count: number, prefix = 'Bulk user'): Promise<void> {
  for (let done = 0; done < count; ) {
    const n = Math.min(25_000, count - done);
    const r = await post<unknown>(port, '/__dev/users/bulk', { project_id: projectId, count: n, prefix });
    if (r.status !== 200) throw new Error(`/__dev/users/bulk → ${r.status} ${JSON.stringify(r.json)}`);
    done += n;
  }
}

/** A token with a valid shape and claims but a wrong signature: the full verification runs and fails. */
export function tamper(token: string): string {
  const [h, p, s] = token.split('.');
  const sig = Buffer.from(s, 'base64url');
  sig[sig.length - 1] ^= 1;
  return `${h}.${p}.${sig.toString('base64url')}`;
}

export async function runThroughput(o: { seconds?: number; connections?: number } = {}): Promise<ThroughputRow[]> {
  const seconds = o.seconds ?? 5;
  const connections = o.connections ?? 50;
  mkdirSync(CACHE, { recursive: true });
  writeFileSync(`${CACHE}/hello.mjs`, HELLO);
  const bundle = await buildHostBundle();
  const host = await launch('host', [bundle]);
  const rows: ThroughputRow[] = [];
  const servers = [host];
  try {
    const project = await benchProject(host.port);
    const pid = project.project_id;
    const s = await post<{ access_token: string; refresh_token: string }>(host.port, '/__dev/users', { project_id: pid, email: 'bench@example.com', display_name: 'Bench User' });
    await bulkSeed(host.port, pid, 1000);
    const me = { ...projectHeaders(project, 'client'), 'x-stack-access-token': s.json.access_token };

    const res = await fetch(`http://127.0.0.1:${host.port}/api/v1/users/me`, { headers: me });
    const headers: Record<string, string> = {};
    res.headers.forEach((v, k) => {
      if (!TRANSPORT.has(k)) headers[k] = v;
    });
    writeFileSync(`${CACHE}/same-bytes.mjs`, sameBytes('/api/v1/users/me', res.status, headers, await res.text()));
    const hello = await launch('hello', [`${CACHE}/hello.mjs`]);
    servers.push(hello);
    const same = await launch('same-bytes', [`${CACHE}/same-bytes.mjs`]);
    servers.push(same);

    const targets: [string, { startMs: number; port: number; child: { pid?: number } }, Omit<LoadSpec, 'port' | 'pid' | 'seconds'>][] = [
      ['ceiling: hono hello-world', hello, { path: '/' }],
      ['ceiling: same bytes as /users/me', same, { path: '/api/v1/users/me', headers: me }], // same request bytes too
      ['GET /users/me', host, { path: '/api/v1/users/me', headers: me }],
      ['POST /auth/sessions/current/refresh', host, { path: '/api/v1/auth/sessions/current/refresh', method: 'POST', headers: { ...projectHeaders(project, 'client'), 'x-stack-refresh-token': s.json.refresh_token } }],
      ['GET /users?limit=100 (server key)', host, { path: '/api/v1/users?limit=100', headers: projectHeaders(project, 'server') }],
      ['GET /teams?user_id=me', host, { path: '/api/v1/teams?user_id=me', headers: me }],
      ['bad token (reject, 401)', host, { path: '/api/v1/users/me', headers: { ...me, 'x-stack-access-token': tamper(s.json.access_token) }, expect: 401 }],
    ];
    const loads = await runInterleaved(targets.map(([, server, spec]) => ({ ...spec, port: server.port, pid: server.child.pid!, seconds, connections })), Math.max(1, Math.round(seconds)));
    targets.forEach(([name, server], i) => rows.push({ name, startMs: server.startMs, ...loads[i] }));
  } finally {
    for (const s of servers) await stop(s.child);
  }
  return rows;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const arg = (name: string) => {
    const i = process.argv.indexOf(name);
    return i > 0 ? Number(process.argv[i + 1]) : undefined;
  };
  for (const r of await runThroughput({ seconds: arg('--seconds'), connections: arg('--connections') })) {
    console.log(`${r.name.padEnd(40)} ${r.rps.toFixed(0).padStart(7)} req/s  p50 ${r.p50} ms  p99 ${r.p99} ms  ${r.cpuUsPerReq?.toFixed(0)} µs CPU/req  non-2xx ${r.non2xx}`);
  }
}
