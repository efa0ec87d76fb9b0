/**
 * Bench plumbing: each server under test runs in its own Node process on 127.0.0.1; this process is
 * the load generator (autocannon). Server CPU comes from /proc/<pid>/stat (utime + stime).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { request } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { build } from 'esbuild';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const CACHE = `${ROOT}node_modules/.cache/host-bench`;
export const DEV = {
  project: 'internal',
  pck: 'this-publishable-client-key-is-for-local-development-only',
  ssk: 'this-secret-server-key-is-for-local-development-only',
};

/** The host bundled once (esbuild, packages external), so start-up and profiles skip the tsx loader. */
export async function buildHostBundle(): Promise<string> {
  mkdirSync(CACHE, { recursive: true });
  const outfile = `${CACHE}/cli.mjs`;
  await build({ entryPoints: [`${ROOT}mock-server/cli.ts`], outfile, bundle: true, platform: 'node', format: 'esm', packages: 'external', logLevel: 'error' });
  return outfile;
}

export async function freePort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const port = (s.address() as AddressInfo).port;
  await new Promise((r) => s.close(r));
  return port;
}

function status(port: number, path: string): Promise<number> {
  return new Promise((resolve) => {
    const req = request({ host: '127.0.0.1', port, path }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', () => resolve(0));
    req.end();
  });
}

export interface Launched {
  child: ChildProcess;
  port: number;
  startMs: number;
  /** Resolves with the ms from spawn to the first stdout line matching `re` (bounded: 60 s). */
  line(re: RegExp): Promise<number>;
}

/** Spawns `node <args> --port N` and waits for GET /health → 200 (bounded: 60 s). */
export async function launch(name: string, args: string[], extra: string[] = []): Promise<Launched> {
  const port = await freePort();
  const t0 = performance.now();
  const child = spawn(process.execPath, [...args, '--port', String(port), ...extra], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
  const seen: [string, number][] = [];
  const waiting = new Set<() => void>();
  let buffered = '';
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
    const parts = (buffered + chunk).split('\n');
    buffered = parts.pop()!;
    for (const l of parts) seen.push([l, performance.now() - t0]);
    for (const w of waiting) w();
  });
  const line = (re: RegExp) => new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => (waiting.delete(check), reject(new Error(`${name}: no line matching ${re} within 60 s`))), 60_000);
    const check = () => {
      const hit = seen.find(([l]) => re.test(l));
      if (hit) (clearTimeout(timer), waiting.delete(check), resolve(hit[1]));
    };
    waiting.add(check);
    check();
  });
  while (performance.now() - t0 < 60_000) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}`);
    if ((await status(port, '/health')) === 200) return { child, port, startMs: performance.now() - t0, line };
    await new Promise((r) => setTimeout(r, 2));
  }
  child.kill('SIGKILL');
  throw new Error(`${name} did not answer /health within 60 s`);
}

export const stop = (c: ChildProcess) =>
  new Promise<void>((r) => (c.exitCode !== null ? r() : (c.once('exit', () => r()), c.kill('SIGTERM'))));

/** utime+stime of a process in µs (Linux /proc; null elsewhere). */
export function cpuMicros(pid: number): number | null {
  try {
    const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(f[11]) + Number(f[12])) * 1e6) / 100;
  } catch {
    return null;
  }
}

/** Resident set size of a process in bytes (Linux /proc). */
export function rssBytes(pid: number): number | null {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) * 1024 : null;
  } catch {
    return null;
  }
}

export async function post<T>(port: number, path: string, body: unknown, headers: Record<string, string> = {}): Promise<{ status: number; json: T }> {
  const res = await fetch(`http://127.0.0.1:${port}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  return { status: res.status, json: (await res.json()) as T };
}

export interface DevSession { access_token: string; refresh_token: string; user_id: string }

export async function devUser(port: number, email = 'bench@example.com'): Promise<DevSession> {
  const r = await post<DevSession>(port, '/__dev/users', { project_id: DEV.project, email, display_name: 'Bench User' });
  if (r.status !== 200) throw new Error(`/__dev/users → ${r.status}`);
  return r.json;
}

export const devSession = async (port: number) => (await devUser(port)).access_token;

export const clientHeaders = (): Record<string, string> => ({
  'x-stack-project-id': DEV.project,
  'x-stack-access-type': 'client',
  'x-stack-publishable-client-key': DEV.pck,
});
export const serverHeaders = (): Record<string, string> => ({
  'x-stack-project-id': DEV.project,
  'x-stack-access-type': 'server',
  'x-stack-secret-server-key': DEV.ssk,
});
export const meHeaders = (token: string) => ({ ...clientHeaders(), 'x-stack-access-token': token });

export interface Load {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  non2xx: number;
  errors: number;
  /** Server CPU (all threads) per request, µs. */
  cpuUsPerReq: number | null;
}

export interface LoadSpec {
  port: number;
  pid: number;
  path: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  seconds: number;
  connections?: number;
  /** Accepted status (the reject path expects 401). @default 200 */
  expect?: number;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** autocannon against one server; 1 s warm-up first (JIT, caches, sockets), not counted. */
export async function runAutocannon(s: LoadSpec): Promise<Load> {
  return (await runInterleaved([s], 1))[0];
}

/**
 * autocannon against several targets in turns: `rounds` rounds of `seconds / rounds` each per target, so
 * a machine whose load changes slows every target alike (after a 1 s warm-up each, not counted).
 * req/s and CPU/request are totals over all turns; p50 and p99 are the medians of the turns' values.
 */
export async function runInterleaved(specs: LoadSpec[], rounds: number): Promise<Load[]> {
  const base = (s: LoadSpec) => ({ url: `http://127.0.0.1:${s.port}${s.path}`, method: s.method ?? 'GET', headers: s.headers, body: s.body, connections: s.connections ?? 50 });
  for (const s of specs) await autocannon({ ...base(s), duration: 1 });
  const acc = specs.map(() => ({ requests: 0, good: 0, errors: 0, seconds: 0, cpu: 0 as number | null, p50: [] as number[], p99: [] as number[] }));
  for (let round = 0; round < rounds; round++) {
    for (let i = 0; i < specs.length; i++) {
      const s = specs[i];
      const a = acc[i];
      const c0 = cpuMicros(s.pid);
      const r = await autocannon({ ...base(s), duration: Math.max(1, s.seconds / rounds) });
      const c1 = cpuMicros(s.pid);
      const codes = r.statusCodeStats as unknown as Record<string, { count: number }>;
      a.requests += r.requests.total;
      a.good += Number(codes[String(s.expect ?? 200)]?.count ?? 0);
      a.errors += r.errors;
      a.seconds += r.duration;
      a.cpu = c0 === null || c1 === null || a.cpu === null ? null : a.cpu + (c1 - c0);
      a.p50.push(r.latency.p50);
      a.p99.push(r.latency.p99);
    }
  }
  return acc.map((a) => ({
    rps: a.requests / a.seconds,
    p50: median(a.p50),
    p99: median(a.p99),
    requests: a.requests,
    non2xx: a.requests - a.good,
    errors: a.errors,
    cpuUsPerReq: a.cpu === null || a.requests === 0 ? null : a.cpu / a.requests,
  }));
}

/** Sequential latency of one request, repeated: p50/p99 in ms (a single client, no queueing). */
export async function sequential(port: number, make: (i: number) => { path: string; method?: string; headers?: Record<string, string>; body?: string }, n: number): Promise<{ p50: number; p99: number }> {
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const r = make(i);
    const t0 = performance.now();
    const res = await fetch(`http://127.0.0.1:${port}${r.path}`, { method: r.method ?? 'GET', headers: r.headers, body: r.body });
    await res.arrayBuffer();
    const dt = performance.now() - t0;
    if (res.status >= 300) throw new Error(`${r.method ?? 'GET'} ${r.path} → ${res.status}`);
    if (i >= Math.min(5, n - 1)) times.push(dt); // the first few warm the JIT
  }
  times.sort((a, b) => a - b);
  return { p50: times[Math.floor(times.length * 0.5)], p99: times[Math.min(times.length - 1, Math.floor(times.length * 0.99))] };
}
