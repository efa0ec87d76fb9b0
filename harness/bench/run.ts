/**
 * `npm run bench [-- --seconds 5 --connections 50 --sizes 1000,10000,100000 --no-conformance]`:
 * every benchmark in one run, loopback only, each bounded in time; one table printed, then the goals,
 * and everything as JSON in test-output/bench.json.
 * Throughput: autocannon in this process, each server in its own process (server CPU from /proc).
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus } from 'node:os';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { kernelSize, KERNEL_BUDGET_GZIP } from './kernel-size.js';
import { allPluginsSize, ALL_PLUGINS_BUDGET_GZIP } from './plugins-size.js';
import { ALL_VIEWS, FULL_UI_BUDGET_GZIP, LOCALE_BUDGET_GZIP, LOCALE_FOLDERS, LOCALES, measureLocaleSize, measureUiSize, UI_BUDGET_GZIP } from './ui-size.js';
import { runPasswordBench } from './password-bench.js';
import { runThroughput } from './host-bench.js';
import { runScaling, type ScalingRow } from './scaling-bench.js';
import { runConformance, summaryLine } from '../index.js';
import type { WebhooksBenchResult } from './webhooks-bench.js';
import { createMockServer } from '../../mock-server/index.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const argv = process.argv.slice(2);
const arg = (name: string) => {
  const i = argv.indexOf(name);
  return i >= 0 ? argv[i + 1] : undefined;
};
const seconds = Number(arg('--seconds') ?? 5);
const connections = Number(arg('--connections') ?? 50);
const sizes = (arg('--sizes') ?? '1000,10000,100000').split(',').map(Number);
const started = performance.now();
const notes: string[] = [];
const log = (s: string) => console.error(`[bench ${((performance.now() - started) / 1000).toFixed(0).padStart(3)} s] ${s}`);

type Cell = string | number | null | undefined;
interface Row { area: string; what: string; rps?: Cell; p50?: Cell; p99?: Cell; cpu?: Cell; other?: Cell }
const rows: Row[] = [];

async function conformanceTiming(): Promise<{ seconds: number; summary: string }> {
  const app = createMockServer();
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((r) => server.once('listening', () => r()));
  const { port } = server.address() as AddressInfo;
  const t0 = performance.now();
  const report = await runConformance({ baseUrl: `http://127.0.0.1:${port}`, useDevClock: true });
  const s = (performance.now() - t0) / 1000;
  await new Promise<void>((r) => server.close(() => r()));
  return { seconds: s, summary: summaryLine(report) };
}

/** Benches owned elsewhere (token verification, store), run when their file exists. */
async function optionalBench(file: string, fn: string): Promise<unknown> {
  if (!existsSync(fileURLToPath(new URL(file, import.meta.url)))) return null;
  try {
    const mod = (await import(`./${file.replace(/\.ts$/, '.js')}`)) as Record<string, unknown>;
    const run = mod[fn];
    if (typeof run !== 'function') return null;
    // What it prints goes to the notes, so the run still prints one table.
    const printed: string[] = [];
    const log = console.log;
    console.log = (...args: unknown[]) => void printed.push(args.map(String).join(' '));
    try {
      return await (run as () => Promise<unknown>)();
    } finally {
      console.log = log;
      if (printed.length) notes.push(`${file} printed:\n${printed.join('\n')}`);
    }
  } catch (e) {
    notes.push(`${file} failed: ${e instanceof Error ? e.message : e}`);
    return null;
  }
}

/**
 * Adds an optional bench's result to the table: one row per record that has figures (rps, p50, p99, CPU),
 * found at any depth (named by its path); other plain values go to the `other` column; text to the notes.
 */
function addForeign(area: string, result: unknown): void {
  if (result === null || result === undefined) return;
  if (typeof result === 'string') return void notes.push(`${area}:\n${result}`);
  const FIGURES = ['rps', 'opsPerSec', 'p50', 'p99', 'cpuUsPerReq', 'cpuUsPerOp'];
  const walk = (r: Record<string, unknown>, path: string) => {
    const num = (...keys: string[]) => keys.map((k) => r[k]).find((v) => typeof v === 'number') as number | undefined;
    const plain = Object.entries(r).filter(([k, v]) => !FIGURES.includes(k) && !['name', 'what', 'label'].includes(k) && (v === null || typeof v !== 'object'));
    const nested = Object.entries(r).filter(([, v]) => v !== null && typeof v === 'object' && !Array.isArray(v));
    const name = String(r.name ?? r.what ?? r.label ?? path);
    if (FIGURES.some((k) => typeof r[k] === 'number') || nested.length === 0) {
      rows.push({
        area, what: name, rps: num('rps', 'opsPerSec'), p50: num('p50'), p99: num('p99'), cpu: num('cpuUsPerReq', 'cpuUsPerOp'),
        other: plain.map(([k, v]) => `${k} ${typeof v === 'number' ? +v.toFixed(3) : String(v)}`).join(', '),
      });
    } else if (plain.length) {
      rows.push({ area, what: name, other: plain.map(([k, v]) => `${k} ${typeof v === 'number' ? +v.toFixed(3) : String(v)}`).join(', ') });
    }
    for (const [k, v] of nested) walk(v as Record<string, unknown>, path ? `${path} ${k}` : k);
  };
  const list = Array.isArray(result) ? result : [result];
  for (const r of list) if (r !== null && typeof r === 'object') walk(r as Record<string, unknown>, '');
}

const kb = (b: number) => `${(b / 1024).toFixed(2)} KB`;

log('bundle sizes');
const size = { kernel: await kernelSize(), allPlugins: await allPluginsSize(), ui: await measureUiSize() };
rows.push({ area: 'size', what: 'kernel createClient (gzip)', other: `${kb(size.kernel.gzip)} (budget ${kb(KERNEL_BUDGET_GZIP)})` });
rows.push({ area: 'size', what: 'kernel + 8 plugins, entry chunk (gzip)', other: `${kb(size.allPlugins.gzip)} (budget ${kb(ALL_PLUGINS_BUDGET_GZIP)})` });
rows.push({ area: 'size', what: 'kernel + 8 plugins, all chunks incl. lazy WebAuthn (gzip)', other: kb(size.allPlugins.totalGzip) });
rows.push({ area: 'size', what: 'ui + password + otp (gzip)', other: `${kb(size.ui.gzip)} (budget ${kb(UI_BUDGET_GZIP)})` });
rows.push({ area: 'size', what: 'full ui, every plugin and view, one file (gzip)', other: `${kb((await measureUiSize(ALL_VIEWS)).gzip)} (budget ${kb(FULL_UI_BUDGET_GZIP)})` });
for (const folder of LOCALE_FOLDERS) {
  const sizes = await Promise.all(LOCALES.map(async (lang) => [lang, await measureLocaleSize(`${folder}/${lang}`)] as const));
  const sorted = [...sizes].sort((a, b) => a[1] - b[1]);
  const [small, large] = [sorted[0]!, sorted[sorted.length - 1]!];
  rows.push({ area: 'size', what: `locale packs ${folder}, nine languages (gzip)`, other: `${kb(small[1])} (${small[0]}) to ${kb(large[1])} (${large[0]}) (budget ${kb(LOCALE_BUDGET_GZIP)} each)` });
}

log(`throughput: autocannon, ${connections} connections, ${seconds} s per target after 1 s warm-up`);
const throughput = await runThroughput({ seconds, connections });
for (const t of throughput) {
  rows.push({ area: 'load', what: t.name, rps: t.rps, p50: t.p50, p99: t.p99, cpu: t.cpuUsPerReq, other: `${t.requests} req${t.non2xx ? `, ${t.non2xx} unexpected status` : ''}${t.errors ? `, ${t.errors} errors` : ''}; start ${t.startMs.toFixed(0)} ms` });
}

log('password sign-in vs argon2id cost');
const password = await runPasswordBench({ requests: 100, hashSamples: 10 });
const signInShare = password.signInPerSec / password.boundPerSec;
rows.push({
  area: 'load', what: 'password sign-in (in-process server)', rps: password.signInPerSec,
  other: `${(signInShare * 100).toFixed(0)} % of cores ÷ hash time = ${password.cores} ÷ ${password.hashMs.toFixed(1)} ms = ${password.boundPerSec.toFixed(0)}/s`,
});

log(`scaling: ${sizes.join(', ')} users`);
const scaling = await runScaling({ sizes, note: (s) => notes.push(s) });
const ms = (l: { p50: number; p99: number }) => [l.p50, l.p99] as const;
for (const s of scaling) {
  const area = `${s.users / 1000}k users`;
  rows.push({ area, what: 'start with --data-dir (ready; all rows in memory); RSS', other: `${s.startMs === null ? `n/a (${s.store})` : `${s.startMs.toFixed(0)} ms; ${s.warmMs?.toFixed(0) ?? '?'} ms`}; RSS ${s.rssBytes === null ? '?' : `${(s.rssBytes / 2 ** 20).toFixed(0)} MB`}` });
  for (const [what, l] of [['GET /users/me', s.me], ['GET /users?limit=100 first page', s.firstPage], ['GET /users?limit=100 deep page', s.deepPage], ['GET /users?query=… (one match)', s.query], ['password sign-up', s.signUp]] as const) {
    const [p50, p99] = ms(l);
    rows.push({ area, what: `${what} (sequential)`, p50, p99 });
  }
}

log('optional benches (verify, store)');
const verify = await optionalBench('verify-bench.ts', 'runVerifyBench');
addForeign('verify', verify);
const store = await optionalBench('store-bench.ts', 'runStoreBench');
addForeign('store', store);

log('webhooks: password sign-ups with 0 and 3 endpoints (one answers in 2 s)');
const webhooks = (await optionalBench('webhooks-bench.ts', 'runWebhooksBench')) as WebhooksBenchResult | null;
for (const r of webhooks ? [webhooks.none, webhooks.three] : []) rows.push({ area: 'webhooks', what: r.name, rps: r.rps, other: `${r.signUps} sign-ups${r.failed ? `, ${r.failed} failed` : ''}` });

let conformance: { seconds: number; summary: string } | null = null;
if (!argv.includes('--no-conformance')) {
  log('conformance harness over loopback');
  conformance = await conformanceTiming();
  rows.push({ area: 'harness', what: 'full conformance run', other: `${conformance.seconds.toFixed(1)} s — ${conformance.summary}` });
}

// ---- the one table ----
const fmt = (v: Cell, d = 0) => (typeof v === 'number' ? (Number.isFinite(v) ? v.toFixed(d) : '–') : v ?? '');
const table = [
  ['area', 'measurement', 'req/s', 'p50 ms', 'p99 ms', 'CPU µs/req', 'other'],
  ...rows.map((r) => [r.area, r.what, fmt(r.rps), fmt(r.p50, 2), fmt(r.p99, 2), fmt(r.cpu), fmt(r.other)]),
];
const widths = table[0].map((_, i) => Math.max(...table.map((r) => String(r[i]).length)));
const line = (r: Cell[]) => `| ${r.map((c, i) => (i >= 2 && i <= 5 ? String(c).padStart(widths[i]) : String(c).padEnd(widths[i]))).join(' | ')} |`;
const cores = availableParallelism();
console.log(`\nBenchmarks — ${new Date().toISOString().slice(0, 10)}, ${cores} cores (${cpus()[0]?.model ?? '?'}), Node ${process.version}; autocannon ${connections} connections, ${seconds} s per target; scaling latencies sequential`);
console.log(line(table[0]));
console.log(`|${widths.map((w, i) => (i >= 2 && i <= 5 ? `${'-'.repeat(w + 1)}:` : '-'.repeat(w + 2))).join('|')}|`);
for (const r of table.slice(1)) console.log(line(r));

// ---- goals ----
const byName = (n: string) => throughput.find((t) => t.name === n)!;
const me = byName('GET /users/me');
const same = byName('ceiling: same bytes as /users/me');
const refresh = byName('POST /auth/sessions/current/refresh');
const first = scaling[0];
const last = scaling[scaling.length - 1];
const growth = (pick: (s: ScalingRow) => { p50: number }) => pick(last).p50 / pick(first).p50;
const rssPerUser = first && last && last !== first && first.rssBytes !== null && last.rssBytes !== null ? (last.rssBytes - first.rssBytes) / (last.users - first.users) : null;
const goals = [
  { goal: '/users/me CPU/req ≤ 1.5× same-bytes app', value: (me.cpuUsPerReq ?? NaN) / (same.cpuUsPerReq ?? NaN), limit: 1.5, le: true, unit: '×' },
  { goal: '/users/me req/s ≥ 60 % of same-bytes app', value: (me.rps / same.rps) * 100, limit: 60, le: false, unit: ' %' },
  { goal: 'refresh ≥ 5,000 req/s', value: refresh.rps, limit: 5000, le: false, unit: ' req/s' },
  { goal: `/users/me p50 growth ${first.users / 1000}k→${last.users / 1000}k ≤ 2×`, value: growth((s) => s.me), limit: 2, le: true, unit: '×' },
  { goal: `first page p50 growth ${first.users / 1000}k→${last.users / 1000}k ≤ 2×`, value: growth((s) => s.firstPage), limit: 2, le: true, unit: '×' },
  { goal: `deep page p50 growth ${first.users / 1000}k→${last.users / 1000}k ≤ 2×`, value: growth((s) => s.deepPage), limit: 2, le: true, unit: '×' },
  { goal: `query p50 growth ${first.users / 1000}k→${last.users / 1000}k (reported)`, value: growth((s) => s.query), limit: Infinity, le: true, unit: '×' },
  { goal: `deep page ÷ first page p50 at ${last.users / 1000}k (same cost: ≤ 1.25)`, value: last.deepPage.p50 / last.firstPage.p50, limit: 1.25, le: true, unit: '×' },
  { goal: `query p50 at ${last.users / 1000}k < 20 ms`, value: last.query.p50, limit: 20, le: true, unit: ' ms' },
  { goal: 'RSS growth per user (team + 2 channels) ≤ 3 KB', value: rssPerUser === null ? NaN : rssPerUser / 1024, limit: 3, le: true, unit: ' KB' },
  { goal: 'kernel ≤ 5 KB gzip', value: size.kernel.gzip / 1024, limit: 5, le: true, unit: ' KB' },
  { goal: 'kernel + 8 plugins ≤ 15 KB gzip (entry chunk)', value: size.allPlugins.gzip / 1024, limit: 15, le: true, unit: ' KB' },
  { goal: 'ui + password + otp ≤ 22 KB gzip', value: size.ui.gzip / 1024, limit: 22, le: true, unit: ' KB' },
  { goal: 'sign-up with 3 webhook endpoints (one slow) ≥ 90 % of none', value: webhooks ? webhooks.ratio * 100 : NaN, limit: 90, le: false, unit: ' %' },
  { goal: 'password sign-in share of cores ÷ hash time (reported)', value: signInShare * 100, limit: -Infinity, le: false, unit: ' %' },
].map((g) => ({ ...g, met: Number.isFinite(g.value) ? (g.le ? g.value <= g.limit : g.value >= g.limit) : null }));
console.log('\nGoals');
for (const g of goals) console.log(`  ${g.met === null ? '?' : g.met ? '✓' : '✗'} ${g.goal}: ${Number.isFinite(g.value) ? g.value.toFixed(2) : 'n/a'}${g.unit}`);
if (notes.length) console.log(`\nNotes\n${notes.map((n) => `  - ${n}`).join('\n')}`);

const out = `${ROOT}test-output/bench.json`;
mkdirSync(`${ROOT}test-output`, { recursive: true });
writeFileSync(out, `${JSON.stringify({ date: new Date().toISOString(), cores, cpu: cpus()[0]?.model, node: process.version, seconds, connections, size, throughput, password, scaling, verify, store, webhooks, conformance, goals, notes, totalSeconds: (performance.now() - started) / 1000 }, null, 2)}\n`);
console.log(`\nJSON: ${out} (${((performance.now() - started) / 1000).toFixed(0)} s in all)`);
