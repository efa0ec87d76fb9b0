/**
 * How the host's cost grows with data: for 1k, 10k and 100k users (each with a personal team and two
 * contact channels, seeded through /__dev/users/bulk) the start time with --data-dir, RSS, and sequential
 * p50/p99 of GET /users/me, GET /users?limit=100 (first page and a page deep in the cursor chain),
 * GET /users?query=… and password sign-up. Run alone: `npx tsx harness/bench/scaling-bench.ts [--sizes 1000,10000]`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchProject, bulkSeed, projectHeaders, type BenchProject } from './host-bench.js';
import { buildHostBundle, launch, post, rssBytes, sequential, stop, type Launched } from './processes.js';

export interface Latency { p50: number; p99: number }

export interface ScalingRow {
  users: number;
  /** Spawn → first 200 from /health with the seeded --data-dir; null when only in memory. */
  startMs: number | null;
  /** Spawn → the host's line saying every row of the data directory is in memory (measurements start then). */
  warmMs: number | null;
  store: 'data-dir' | 'memory';
  rssBytes: number | null;
  me: Latency;
  firstPage: Latency;
  deepPage: Latency;
  query: Latency;
  signUp: Latency;
}

const PREFIX = 'Bulk user';
const slug = 'bulk-user';

async function seeded(bundle: string, users: number, note: (s: string) => void): Promise<{ host: Launched; project: BenchProject; token: string; store: ScalingRow['store']; startMs: number | null; dir: string | null }> {
  const dir = mkdtempSync(join(tmpdir(), 'host-scale-'));
  const seed = async (h: Launched) => {
    const project = await benchProject(h.port);
    await bulkSeed(h.port, project.project_id, users, PREFIX);
    const s = await post<{ access_token: string }>(h.port, '/__dev/users', { project_id: project.project_id, email: 'me@bench.example', display_name: 'Me' });
    return { project, token: s.json.access_token };
  };
  try {
    const first = await launch('host (seeding)', [bundle], ['--data-dir', dir]);
    let data;
    try {
      data = await seed(first);
    } finally {
      await stop(first.child);
    }
    const host = await launch('host (restart)', [bundle], ['--data-dir', dir]);
    return { host, ...data, store: 'data-dir', startMs: host.startMs, dir };
  } catch (e) {
    rmSync(dir, { recursive: true, force: true });
    note(`--data-dir failed (${e instanceof Error ? e.message : e}); measured in memory`);
    const host = await launch('host (memory)', [bundle]);
    return { host, ...(await seed(host)), store: 'memory', startMs: null, dir: null };
  }
}

export async function runScaling(o: { sizes?: number[]; samples?: number; note?: (s: string) => void } = {}): Promise<ScalingRow[]> {
  const sizes = o.sizes ?? [1_000, 10_000, 100_000];
  const n = o.samples ?? 100;
  const note = o.note ?? ((s: string) => console.log(s));
  const bundle = await buildHostBundle();
  const rows: ScalingRow[] = [];
  for (const users of sizes) {
    const { host, project, token, store, startMs, dir } = await seeded(bundle, users, note);
    try {
      // Latencies are the warm host's: rows of a data directory are read into memory after start.
      const warmMs = store === 'data-dir' ? await host.line(/data directory read into memory/) : null;
      const port = host.port;
      const server = projectHeaders(project, 'server');
      const me = { ...projectHeaders(project, 'client'), 'x-stack-access-token': token };
      // A cursor 200 users before the end (of users + 1), so the deep page is a full page of 100 too.
      const tail = await (await fetch(`http://127.0.0.1:${port}/api/v1/users?desc=true&limit=200`, { headers: server })).json() as { pagination: { next_cursor: string } };
      const deep = tail.pagination.next_cursor;
      const middle = `${slug}-${Math.floor(users / 2)}@example.com`;
      const row: ScalingRow = {
        users,
        startMs,
        warmMs,
        store,
        rssBytes: null,
        me: await sequential(port, () => ({ path: '/api/v1/users/me', headers: me }), n * 2),
        firstPage: await sequential(port, () => ({ path: '/api/v1/users?limit=100', headers: server }), n),
        deepPage: await sequential(port, () => ({ path: `/api/v1/users?limit=100&cursor=${deep}`, headers: server }), n),
        query: await sequential(port, () => ({ path: `/api/v1/users?query=${encodeURIComponent(middle)}`, headers: server }), Math.max(20, n / 2)),
        signUp: await sequential(port, (i) => ({
          path: '/api/v1/auth/password/sign-up',
          method: 'POST',
          headers: { ...projectHeaders(project, 'client'), 'content-type': 'application/json' },
          body: JSON.stringify({ email: `signup-${i}@bench.example`, password: 'bench password 1', verification_callback_url: 'http://localhost:3000/v' }),
        }), 12),
      };
      row.rssBytes = rssBytes(host.child.pid!);
      rows.push(row);
    } finally {
      await stop(host.child);
      if (dir) rmSync(dir, { recursive: true, force: true });
    }
  }
  return rows;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const i = process.argv.indexOf('--sizes');
  const sizes = i > 0 ? process.argv[i + 1].split(',').map(Number) : undefined;
  for (const r of await runScaling({ sizes })) console.log(JSON.stringify(r));
}
