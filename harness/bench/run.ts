/**
 * `npm run bench`: every benchmark in one run, loopback only, each bounded in time.
 * Sizes (esbuild, minified + gzip), password sign-in vs hash cost, host cold start and throughput
 * next to a bare Hono ceiling, and a full conformance run against a loopback host.
 */
import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { kernelSize, KERNEL_BUDGET_GZIP } from './kernel-size.js';
import { measureUiSize, UI_BUDGET_GZIP } from './ui-size.js';
import { formatPasswordBench, runPasswordBench } from './password-bench.js';
import { runHostBench } from './host-bench.js';
import { runConformance, summaryLine } from '../index.js';
import { createMockServer } from '../../mock-server/index.js';

const line = (title: string) => console.log(`\n== ${title} ${'='.repeat(Math.max(0, 60 - title.length))}`);

async function conformanceTiming(): Promise<string> {
  const app = createMockServer();
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((r) => server.once('listening', () => r()));
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const report = await runConformance({ baseUrl, useDevClock: true });
  const seconds = (performance.now() - started) / 1000;
  await new Promise<void>((r) => server.close(() => r()));
  return `full conformance run over loopback: ${seconds.toFixed(1)} s — ${summaryLine(report)}`;
}

line('bundle sizes (esbuild, minified + gzip)');
const k = await kernelSize();
console.log(`kernel createClient alone: ${k.min} B min, ${k.gzip} B gzip (budget ${KERNEL_BUDGET_GZIP})`);
const u = await measureUiSize();
console.log(`app with ui + password + otp (React external): ${u.min} B min, ${u.gzip} B gzip (budget ${UI_BUDGET_GZIP})`);

line('password sign-in vs argon2id cost');
console.log(formatPasswordBench(await runPasswordBench()));

line('conformance harness');
console.log(await conformanceTiming());

line('host: cold start and GET /users/me throughput');
console.log(await runHostBench());
