/**
 * Host benchmark: cold start (spawn → first 200) and GET /users/me throughput with a valid token
 * (req/s, p50, p99; 10 s, 50 keep-alive connections over loopback), next to a bare Hono hello-world on
 * @hono/node-server as the ceiling. Run: `npx tsx harness/bench/host-bench.ts [--seconds 10] [--connections 50]`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const CACHE = `${ROOT}node_modules/.cache/host-bench`;
const DEV = { project: 'internal', pck: 'this-publishable-client-key-is-for-local-development-only' };

const HELLO = `import { serve } from '@hono/node-server';
import { Hono } from 'hono';
const app = new Hono();
app.get('/', (c) => c.text('Hello Hono!'));
app.get('/health', (c) => c.text('ok'));
const port = Number(process.argv[process.argv.indexOf('--port') + 1]);
serve({ fetch: app.fetch, port, hostname: '127.0.0.1' }, (i) => console.log('http://localhost:' + i.port));
`;

interface Target { name: string; args: string[] }

async function freePort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const port = (s.address() as AddressInfo).port;
  await new Promise((r) => s.close(r));
  return port;
}

function get(port: number, path: string, headers: Record<string, string> = {}, agent?: Agent): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers, agent }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end();
  });
}

async function launch(t: Target): Promise<{ child: ChildProcess; port: number; ms: number }> {
  const port = await freePort();
  const start = performance.now();
  const child = spawn(process.execPath, [...t.args, '--port', String(port)], { cwd: ROOT, stdio: 'ignore' });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${t.name} exited with ${child.exitCode}`);
    const status = await get(port, '/health').catch(() => 0);
    if (status === 200) return { child, port, ms: performance.now() - start };
    await new Promise((r) => setTimeout(r, 2));
  }
}

const stop = (c: ChildProcess) => new Promise<void>((r) => (c.exitCode !== null ? r() : (c.once('exit', () => r()), c.kill('SIGTERM'))));
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function coldStart(t: Target, runs: number): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const { child, ms } = await launch(t);
    times.push(ms);
    await stop(child);
  }
  return median(times);
}

interface Load { rps: number; p50: number; p99: number; errors: number; cpuUsPerReq: number | null }

/** utime+stime of a process in µs (Linux /proc; null elsewhere). */
function cpuMicros(pid: number): number | null {
  try {
    const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(f[11]) + Number(f[12])) * 1e6) / 100;
  } catch {
    return null;
  }
}

interface LoadTarget { pid: number; port: number; path: string; headers: Record<string, string> }

/**
 * A bounded closed-loop load generator: `connections` keep-alive sockets, each one request at a time.
 * Targets are measured in alternating 1 s slices, so a busy machine slows both alike.
 */
async function load(targets: LoadTarget[], seconds: number, connections: number): Promise<Load[]> {
  const agents = targets.map(() => new Agent({ keepAlive: true, maxSockets: connections }));
  const acc = targets.map(() => ({ lat: [] as number[], errors: 0, elapsed: 0, cpu: 0 as number | null }));
  const slice = async (i: number, ms: number, record: boolean) => {
    const t = targets[i];
    const deadline = performance.now() + ms;
    const start = performance.now();
    const cpu0 = cpuMicros(t.pid);
    await Promise.all(Array.from({ length: connections }, async () => {
      while (performance.now() < deadline) {
        const t0 = performance.now();
        const status = await get(t.port, t.path, t.headers, agents[i]).catch(() => 0);
        if (!record) continue;
        if (status !== 200) acc[i].errors++;
        acc[i].lat.push(performance.now() - t0);
      }
    }));
    if (!record) return;
    acc[i].elapsed += performance.now() - start;
    const cpu1 = cpuMicros(t.pid);
    acc[i].cpu = cpu0 === null || cpu1 === null || acc[i].cpu === null ? null : acc[i].cpu! + (cpu1 - cpu0);
  };
  for (let i = 0; i < targets.length; i++) await slice(i, 1000, false); // warm-up (JIT, token cache, sockets)
  for (let s = 0; s < seconds; s++) for (let i = 0; i < targets.length; i++) await slice(i, 1000, true);
  agents.forEach((a) => a.destroy());
  return acc.map(({ lat, errors, elapsed, cpu }) => {
    lat.sort((a, b) => a - b);
    return { rps: lat.length / (elapsed / 1000), p50: lat[Math.floor(lat.length * 0.5)], p99: lat[Math.floor(lat.length * 0.99)], errors, cpuUsPerReq: cpu === null ? null : cpu / lat.length };
  });
}

/** Median ms a fresh Node process spends importing `pkg` (to attribute start-up cost). */
async function devSession(port: number): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${port}/__dev/users`, { method: 'POST', body: JSON.stringify({ project_id: DEV.project, email: 'bench@example.com' }) });
  return ((await res.json()) as { access_token: string }).access_token;
}

export async function runHostBench(opts: { seconds?: number; connections?: number; runs?: number } = {}): Promise<string> {
  const seconds = opts.seconds ?? 10;
  const connections = opts.connections ?? 50;
  const runs = opts.runs ?? 5;
  mkdirSync(CACHE, { recursive: true });
  writeFileSync(`${CACHE}/hello.mjs`, HELLO);
  await build({ entryPoints: [`${ROOT}mock-server/cli.ts`], outfile: `${CACHE}/cli.mjs`, bundle: true, platform: 'node', format: 'esm', packages: 'external', logLevel: 'error' });
  const host = { tsx: { name: 'host (tsx)', args: ['--import', 'tsx', 'mock-server/cli.ts'] }, node: { name: 'host (bundled)', args: [`${CACHE}/cli.mjs`] } };
  const hello = { tsx: { name: 'hello (tsx)', args: ['--import', 'tsx', `${CACHE}/hello.mjs`] }, node: { name: 'hello (node)', args: [`${CACHE}/hello.mjs`] } };

  // Cold starts alternate host and ceiling, so both see the same machine load.
  const cold = { hostTsx: [] as number[], helloTsx: [] as number[], hostNode: [] as number[], helloNode: [] as number[] };
  for (let i = 0; i < runs; i++) {
    cold.hostNode.push(await coldStart(host.node, 1));
    cold.helloNode.push(await coldStart(hello.node, 1));
    cold.hostTsx.push(await coldStart(host.tsx, 1));
    cold.helloTsx.push(await coldStart(hello.tsx, 1));
  }
  const c0 = { hostNode: median(cold.hostNode), helloNode: median(cold.helloNode), hostTsx: median(cold.hostTsx), helloTsx: median(cold.helloTsx) };

  const h = await launch(host.node);
  const c = await launch(hello.node);
  const token = await devSession(h.port);
  const meHeaders = { 'x-stack-project-id': DEV.project, 'x-stack-access-type': 'client', 'x-stack-publishable-client-key': DEV.pck, 'x-stack-access-token': token };
  const [me, ceiling] = await load([
    { pid: h.child.pid!, port: h.port, path: '/api/v1/users/me', headers: meHeaders },
    { pid: c.child.pid!, port: c.port, path: '/', headers: {} },
  ], seconds, connections);
  await stop(h.child);
  await stop(c.child);

  const f = (n: number, d = 0) => n.toFixed(d).padStart(9);
  const pct = (a: number, b: number) => `${((a / b) * 100).toFixed(0)} %`;
  return [
    `Host benchmark (loopback, ${connections} connections, ${seconds} s per run after 1 s warm-up; cold start = median of ${runs})`,
    '',
    '| target                        | cold start ms | req/s     | p50 ms    | p99 ms    | server CPU µs/req | errors |',
    '|-------------------------------|---------------|-----------|-----------|-----------|-------------------|--------|',
    `| host GET /users/me (bundled)  | ${f(c0.hostNode)}     | ${f(me.rps)} | ${f(me.p50, 2)} | ${f(me.p99, 2)} | ${f(me.cpuUsPerReq ?? NaN)}         | ${me.errors} |`,
    `| hono hello-world (ceiling)    | ${f(c0.helloNode)}     | ${f(ceiling.rps)} | ${f(ceiling.p50, 2)} | ${f(ceiling.p99, 2)} | ${f(ceiling.cpuUsPerReq ?? NaN)}         | ${ceiling.errors} |`,
    `| host via tsx (npm run host)   | ${f(c0.hostTsx)}     |           |           |           |                   |        |`,
    `| hello-world via tsx           | ${f(c0.helloTsx)}     |           |           |           |                   |        |`,
    '',
    `GET /users/me throughput: ${pct(me.rps, ceiling.rps)} of ceiling (goal ≥ 50 %)`,
    `cold start: ${(c0.hostNode / c0.helloNode).toFixed(2)}× ceiling bundled, ${(c0.hostTsx / c0.helloTsx).toFixed(2)}× via tsx (goal ≤ 2×)`,
  ].join('\n');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const arg = (name: string) => {
    const i = process.argv.indexOf(name);
    return i > 0 ? Number(process.argv[i + 1]) : undefined;
  };
  runHostBench({ seconds: arg('--seconds'), connections: arg('--connections'), runs: arg('--runs') }).then(
    (table) => console.log(table),
    (e) => {
      console.error(e);
      process.exit(1);
    },
  );
}
