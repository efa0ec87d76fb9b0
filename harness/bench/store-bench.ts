/**
 * Store benchmark: the host in memory against the host with --data-dir (SQLite, one transaction per
 * request, group commit, synchronous=FULL), in the same run, in turns so machine load hits both alike.
 * - session refresh (writes the user's last_active_at): autocannon, 50 connections;
 * - sign-up: POST /auth/password/sign-up with a new e-mail each (password hashing dominates);
 * - user creation with an e-mail (server API, no password: the store's share of a write request).
 * Goal: refresh with --data-dir at ≥ 50 % of in-memory req/s.
 * Run alone: `npx tsx harness/bench/store-bench.ts [--seconds 4]`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildHostBundle, clientHeaders, devUser, launch, runInterleaved, serverHeaders, stop, type Launched, type Load } from './processes.js';

export interface WriteLoad {
  rps: number;
  requests: number;
  failed: number;
}

export interface StoreBenchResult {
  seconds: number;
  refresh: { memory: Load; dataDir: Load; ratio: number };
  signUp: { memory: WriteLoad; dataDir: WriteLoad; ratio: number };
  createUser: { memory: WriteLoad; dataDir: WriteLoad; ratio: number };
  goalMet: boolean;
}

/** `workers` concurrent loops of POSTs with unique bodies for `seconds`. */
async function writeLoad(port: number, path: string, headers: Record<string, string>, body: (i: number) => unknown, seconds: number, workers: number): Promise<WriteLoad> {
  let next = 0;
  let ok = 0;
  let failed = 0;
  const end = performance.now() + seconds * 1000;
  const t0 = performance.now();
  await Promise.all(Array.from({ length: workers }, async () => {
    while (performance.now() < end) {
      const i = next++;
      const res = await fetch(`http://127.0.0.1:${port}/api/v1${path}`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body(i)) });
      await res.arrayBuffer();
      if (res.status < 300) ok++;
      else failed++;
    }
  }));
  return { rps: ok / ((performance.now() - t0) / 1000), requests: ok + failed, failed };
}

const tag = Math.random().toString(36).slice(2, 8);

export async function runStoreBench(options: { seconds?: number } = {}): Promise<StoreBenchResult> {
  const seconds = options.seconds ?? 4;
  const bundle = await buildHostBundle();
  const dir = mkdtempSync(join(tmpdir(), 'store-bench-'));
  const hosts: Launched[] = [];
  try {
    const mem = await launch('in-memory host', [bundle], ['--no-rate-limit']);
    hosts.push(mem);
    const disk = await launch('data-dir host', [bundle], ['--no-rate-limit', '--data-dir', join(dir, 'data')]);
    hosts.push(disk);
    const refreshSpec = async (h: Launched) => {
      const s = await devUser(h.port);
      return { port: h.port, pid: h.child.pid!, path: '/api/v1/auth/sessions/current/refresh', method: 'POST' as const, headers: { ...clientHeaders(), 'x-stack-refresh-token': s.refresh_token }, seconds };
    };
    const [rm, rd] = await runInterleaved([await refreshSpec(mem), await refreshSpec(disk)], 2);
    const write = async (path: string, headers: Record<string, string>, body: (h: number, i: number) => unknown, workers: number) => {
      const out: WriteLoad[][] = [[], []];
      for (let round = 0; round < 2; round++) {
        for (const [k, h] of [mem, disk].entries()) out[k].push(await writeLoad(h.port, path, headers, (i) => body(round * 2 + k, i), seconds / 2, workers));
      }
      const sum = (ls: WriteLoad[]): WriteLoad => ({ rps: ls.reduce((n, l) => n + l.rps, 0) / ls.length, requests: ls.reduce((n, l) => n + l.requests, 0), failed: ls.reduce((n, l) => n + l.failed, 0) });
      return { memory: sum(out[0]), dataDir: sum(out[1]) };
    };
    const signUp = await write('/auth/password/sign-up', clientHeaders(), (h, i) => ({ email: `su-${tag}-${h}-${i}@example.com`, password: 'correct horse battery', verification_callback_url: 'http://localhost:3000/handler/email-verification' }), 4);
    const createUser = await write('/users', serverHeaders(), (h, i) => ({ primary_email: `cu-${tag}-${h}-${i}@example.com`, display_name: `User ${i}` }), 16);
    const ratio = (a: { rps: number }, b: { rps: number }) => (a.rps ? b.rps / a.rps : 0);
    const refresh = { memory: rm, dataDir: rd, ratio: ratio(rm, rd) };
    return {
      seconds,
      refresh,
      signUp: { ...signUp, ratio: ratio(signUp.memory, signUp.dataDir) },
      createUser: { ...createUser, ratio: ratio(createUser.memory, createUser.dataDir) },
      goalMet: refresh.ratio >= 0.5,
    };
  } finally {
    for (const h of hosts) await stop(h.child);
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const i = process.argv.indexOf('--seconds');
  const r = await runStoreBench({ seconds: i > 0 ? Number(process.argv[i + 1]) : undefined });
  const f = (n: number) => n.toFixed(0);
  const pct = (n: number) => `${(n * 100).toFixed(0)} %`;
  console.log(`session refresh: in memory ${f(r.refresh.memory.rps)} req/s (p99 ${r.refresh.memory.p99} ms), --data-dir ${f(r.refresh.dataDir.rps)} req/s (p99 ${r.refresh.dataDir.p99} ms) = ${pct(r.refresh.ratio)} (goal ≥ 50 %: ${r.goalMet ? 'met' : 'NOT met'})`);
  console.log(`password sign-up: in memory ${r.signUp.memory.rps.toFixed(1)} req/s, --data-dir ${r.signUp.dataDir.rps.toFixed(1)} req/s = ${pct(r.signUp.ratio)}`);
  console.log(`user create (server, e-mail): in memory ${f(r.createUser.memory.rps)} req/s, --data-dir ${f(r.createUser.dataDir.rps)} req/s = ${pct(r.createUser.ratio)}`);
  const bad = r.refresh.memory.non2xx + r.refresh.dataDir.non2xx + r.signUp.memory.failed + r.signUp.dataDir.failed + r.createUser.memory.failed + r.createUser.dataDir.failed;
  if (bad) console.log(`non-2xx answers: ${bad}`);
}
