/**
 * `npx tsx harness/bench/cpu-profile.ts [--seconds 8] [--out DIR] [--refresh]`: a V8 CPU profile (`--cpu-prof`)
 * of the bundled host while autocannon drives GET /users/me (or the session refresh), then the top self-time
 * entries of that profile.
 */
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildHostBundle, clientHeaders, devUser, launch, meHeaders, runAutocannon, stop } from './processes.js';

interface ProfileNode { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; hitCount?: number }
interface CpuProfile { nodes: ProfileNode[]; startTime: number; endTime: number; samples: number[]; timeDeltas: number[] }

export interface SelfTime { name: string; ms: number; share: number }

/** Self time per function (name + file + line), largest first; `(idle)` is left out of the shares. */
export function topSelfTime(profile: CpuProfile, n = 5): SelfTime[] {
  const byNode = new Map<number, ProfileNode>(profile.nodes.map((x) => [x.id, x]));
  const ms = new Map<string, number>();
  for (let i = 0; i < profile.samples.length; i++) {
    const node = byNode.get(profile.samples[i]);
    if (!node) continue;
    const f = node.callFrame;
    if (f.functionName === '(idle)') continue;
    const file = f.url ? f.url.slice(f.url.lastIndexOf('/') + 1) : '';
    const key = `${f.functionName || '(anonymous)'}${file ? ` ${file}:${f.lineNumber + 1}` : ''}`;
    ms.set(key, (ms.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  }
  const total = [...ms.values()].reduce((a, b) => a + b, 0);
  return [...ms.entries()].sort((a, b) => b[1] - a[1]).slice(0, n).map(([name, t]) => ({ name, ms: t, share: t / total }));
}

export async function profileUsersMe(o: { seconds?: number; outDir: string; refresh?: boolean }): Promise<{ file: string; top: SelfTime[]; rps: number }> {
  mkdirSync(o.outDir, { recursive: true });
  const before = new Set(readdirSync(o.outDir));
  const bundle = await buildHostBundle();
  const h = await launch('host', [`--cpu-prof`, `--cpu-prof-dir=${o.outDir}`, bundle]);
  const s = await devUser(h.port);
  const target = o.refresh
    ? { path: '/api/v1/auth/sessions/current/refresh', method: 'POST' as const, headers: { ...clientHeaders(), 'x-stack-refresh-token': s.refresh_token } }
    : { path: '/api/v1/users/me', headers: meHeaders(s.access_token) };
  const r = await runAutocannon({ port: h.port, ...target, seconds: o.seconds ?? 8, pid: h.child.pid! });
  await stop(h.child);
  const file = readdirSync(o.outDir).find((f) => f.endsWith('.cpuprofile') && !before.has(f));
  if (!file) throw new Error('no .cpuprofile written');
  const profile = JSON.parse(readFileSync(join(o.outDir, file), 'utf8')) as CpuProfile;
  return { file: join(o.outDir, file), top: topSelfTime(profile, 5), rps: r.rps };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const arg = (name: string) => {
    const i = process.argv.indexOf(name);
    return i > 0 ? process.argv[i + 1] : undefined;
  };
  const r = await profileUsersMe({ seconds: Number(arg('--seconds') ?? 8), outDir: arg('--out') ?? 'test-output/profiles', refresh: process.argv.includes('--refresh') });
  console.log(`${r.file} (${r.rps.toFixed(0)} req/s under the profiler)`);
  for (const t of r.top) console.log(`${(t.share * 100).toFixed(1).padStart(5)} %  ${t.ms.toFixed(0).padStart(6)} ms  ${t.name}`);
}
