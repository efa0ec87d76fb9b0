/**
 * Store scaling measurement: memory per user and the time to open a seeded data directory.
 * For each N, in fresh child processes (so RSS is not shared between sizes):
 * - memory: the host in memory, N users seeded through POST /__dev/users/bulk (each with a personal team
 *   and two contact channels), then the first page of GET /users, a `query` search and GET /users/me, so
 *   the list order and search text are built too; prints RSS and heap per user (after a full GC);
 * - data dir: the same seeding into a fresh --data-dir (and again without personal teams: 3 rows per user
 *   instead of 6), then a new process opens it after the seeding's clean stop, timing the host creation
 *   (store open: the seal's hash and quick_check), the first requests (tables mapped and rows read on first
 *   use), the time until the warm-up has every row in memory, and RSS and heap per user of the restarted
 *   host; then the store alone, sealed and as after a kill (quick_check and every row's CRC and id).
 * Requests go through app.fetch in-process (no port is opened). Bounded: sizes are fixed, max 200,000.
 * Run: `npx tsx harness/bench/store-scale.ts [10000 100000]`.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createMockServer, hostOf } from '../../mock-server/create-mock-server.js';
import { Db } from '../../mock-server/store/db.js';
import { STORE_FILE } from '../../mock-server/store/open-store.js';
import { sealPath } from '../../mock-server/store/seal.js';

type App = ReturnType<typeof createMockServer>;
interface Project { project_id: string; publishable_client_key: string; secret_server_key: string }

const gc = (globalThis as { gc?: () => void }).gc ?? (() => {});
const settle = () => {
  for (let i = 0; i < 3; i++) gc();
  return process.memoryUsage();
};

async function call<T>(app: App, method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<T> {
  const res = await app.fetch(new Request(`http://127.0.0.1${path}`, { method, headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers }, body: body === undefined ? undefined : JSON.stringify(body) }));
  const text = await res.text();
  if (res.status !== 200) throw new Error(`${method} ${path} → ${res.status} ${text.slice(0, 200)}`);
  return JSON.parse(text) as T;
}

/** `teams`: each user also gets a personal team (membership and grant): 6 rows per user instead of 3. */
async function seed(app: App, n: number, teams = true): Promise<Project> {
  const p = await call<Project>(app, 'POST', '/__dev/projects', { display_name: 'Scale', config: { create_team_on_sign_up: teams, credential_enabled: true } });
  for (let done = 0; done < n; done += 25_000) await call(app, 'POST', '/__dev/users/bulk', { project_id: p.project_id, count: Math.min(25_000, n - done), prefix: 'Bulk user' });
  return p;
}

/** Builds what a running host keeps for lists, search and /users/me. */
async function touch(app: App, p: Project): Promise<void> {
  const server = { 'x-stack-project-id': p.project_id, 'x-stack-access-type': 'server', 'x-stack-secret-server-key': p.secret_server_key };
  await call(app, 'GET', '/api/v1/users?limit=100', undefined, server);
  await call(app, 'GET', '/api/v1/users?limit=100&query=bulk-user-4242', undefined, server);
  const s = await call<{ access_token: string }>(app, 'POST', '/__dev/users', { project_id: p.project_id, email: 'me@scale.example', display_name: 'Me' });
  await call(app, 'GET', '/api/v1/users/me', undefined, { 'x-stack-project-id': p.project_id, 'x-stack-access-type': 'client', 'x-stack-publishable-client-key': p.publishable_client_key, 'x-stack-access-token': s.access_token });
}

const quiet = { unknownEmailDelayMs: () => 0 };

async function child(kind: string, n: number, dir: string): Promise<unknown> {
  if (kind === 'memory') {
    const app = createMockServer(quiet);
    const before = settle();
    const p = await seed(app, n);
    await touch(app, p);
    const after = settle();
    return { rssPerUser: (after.rss - before.rss) / n, heapPerUser: (after.heapUsed - before.heapUsed) / n, rssMB: after.rss / 2 ** 20 };
  }
  if (kind === 'seed' || kind === 'seed-plain') {
    const app = createMockServer({ ...quiet, dataDir: dir });
    const p = await seed(app, n, kind === 'seed');
    hostOf(app).db.close();
    writeFileSync(join(dir, 'scale-project.json'), JSON.stringify(p));
    return {};
  }
  // open: the whole host on the seeded directory (RSS and heap from a fresh process), then the store alone.
  const before = settle();
  const t1 = performance.now();
  const app = createMockServer({ ...quiet, dataDir: dir });
  const hostMs = performance.now() - t1;
  const t2 = performance.now();
  await touch(app, JSON.parse(readFileSync(join(dir, 'scale-project.json'), 'utf8')) as Project);
  const touchMs = performance.now() - t2;
  await hostOf(app).db.warm();
  const warmMs = performance.now() - t1;
  const after = settle();
  hostOf(app).db.close();
  // The store alone: after the clean stop just made (sealed), then as after a kill (no seal: every row checked).
  const openStore = () => {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    const db = new Db(dir);
    db.open();
    const ms = performance.now() - t0;
    const cpu = process.cpuUsage(c0);
    const by = db.sqlite()!.startCheck;
    db.close();
    return { ms, cpuMs: (cpu.user + cpu.system) / 1000, by };
  };
  const sealed = openStore();
  rmSync(sealPath(join(dir, STORE_FILE)));
  const full = openStore();
  if (sealed.by !== 'seal' || full.by !== 'rows') throw new Error(`unexpected start-up checks: ${sealed.by}, ${full.by}`);
  return { storeMs: sealed.ms, storeCpuMs: sealed.cpuMs, fullMs: full.ms, hostMs, touchMs, warmMs, rssPerUser: (after.rss - before.rss) / n, heapPerUser: (after.heapUsed - before.heapUsed) / n, rssMB: after.rss / 2 ** 20 };
}

function run(kind: string, n: number, dir = ''): Record<string, number> {
  const r = spawnSync(process.execPath, [...process.execArgv, '--expose-gc', fileURLToPath(import.meta.url), '--child', kind, String(n), dir], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], timeout: 300_000 });
  const line = r.stdout.trim().split('\n').pop() ?? '';
  if (r.status !== 0 || !line.startsWith('{')) throw new Error(`${kind} ${n} failed (${r.status ?? r.signal}): ${r.stdout}`);
  return JSON.parse(line);
}

const kb = (b: number) => `${(b / 1024).toFixed(2)} KB`;

if (process.argv[2] === '--child') {
  console.log(JSON.stringify(await child(process.argv[3], Number(process.argv[4]), process.argv[5])));
} else {
  const sizes = process.argv.slice(2).map(Number).filter((n) => Number.isInteger(n) && n > 0 && n <= 200_000);
  for (const n of sizes.length ? sizes : [10_000, 100_000]) {
    const mem = run('memory', n);
    console.log(`${n} users: memory ${kb(mem.rssPerUser)} RSS/user (${kb(mem.heapPerUser)} heap/user, ${mem.rssMB.toFixed(0)} MB)`);
    for (const shape of ['seed', 'seed-plain']) {
      const dir = mkdtempSync(join(tmpdir(), 'store-scale-'));
      try {
        run(shape, n, dir);
        const open = run('open', n, dir);
        const rows = shape === 'seed' ? '6 rows/user: team, 2 channels' : '3 rows/user: 2 channels';
        console.log(`  data dir (${rows}): host ready ${open.hostMs.toFixed(0)} ms after a clean stop (store open ${open.storeMs.toFixed(0)} ms, ${open.storeCpuMs.toFixed(0)} ms CPU; after a kill, every row checked: ${open.fullMs.toFixed(0)} ms); first list+search+sign-up+/users/me ${open.touchMs.toFixed(0)} ms; every row in memory after ${open.warmMs.toFixed(0)} ms; ${kb(open.rssPerUser)} RSS/user (${kb(open.heapPerUser)} heap/user, ${open.rssMB.toFixed(0)} MB)`);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    }
  }
}
