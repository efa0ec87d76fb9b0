/**
 * `tsx harness/bench/password-bench.ts`:
 * 1. the raw cost of one argon2id verification at the host's default (OWASP minimum: 19 MiB, t=2, p=1);
 * 2. password sign-in throughput over loopback (HTTP to 127.0.0.1, the host with its default cost), next to the
 *    bound it should approach: cores ÷ hash time (each sign-in is one verification on the libuv thread pool);
 * 3. the gzip size of kernel + password() + otp() + contactChannels() (budget ≤ 9 KB gzip).
 */
import { Agent, createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { getRequestListener } from '@hono/node-server';
import { hash, verify } from '@node-rs/argon2';
import { createMockServer } from '../../mock-server/create-mock-server.js';
import { DEV_KEYS } from '../../mock-server/store/seed.js';
import { measureSize } from './measure-size.js';

export const OWASP_ARGON2ID = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
export const PLUGINS_BUDGET_GZIP = 9 * 1024;

export const PLUGINS_ENTRY = `
import { createClient, memoryTokenStore } from './kernel/index';
import { password } from './plugins/password/index';
import { otp } from './plugins/otp/index';
import { contactChannels } from './plugins/contact-channels/index';
export const client = createClient({ projectId: 'p', tokenStore: memoryTokenStore(), plugins: [password(), otp(), contactChannels()] });
`;

export interface PasswordBenchResult {
  cores: number;
  /** Mean wall time of one argon2id verification, sequential, ms. */
  hashMs: number;
  /** Mean CPU time (all threads of this process) of one verification, ms: robust to other load on the machine. */
  hashCpuMs: number;
  /** CPU time per sign-in request (server and in-process client together), ms. */
  signInCpuMs: number;
  /** cores ÷ hash time, req/s. */
  boundPerSec: number;
  /** Verifications per second with as many in flight as the sign-in run (same machine, same moment). */
  parallelHashPerSec: number;
  signInPerSec: number;
  signInRequests: number;
  concurrency: number;
  size: { min: number; gzip: number; budget: number };
}

const cpuMs = (u: NodeJS.CpuUsage) => (u.user + u.system) / 1000;

async function hashCost(samples: number): Promise<{ wall: number; cpu: number }> {
  const stored = await hash('bench password 1', OWASP_ARGON2ID);
  await verify(stored, 'bench password 1'); // warm-up
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  for (let i = 0; i < samples; i++) await verify(stored, 'bench password 1');
  return { wall: (performance.now() - t0) / samples, cpu: cpuMs(process.cpuUsage(c0)) / samples };
}

async function parallelHashes(requests: number, concurrency: number): Promise<number> {
  const stored = await hash('bench password 1', OWASP_ARGON2ID);
  let next = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next++ < requests) await verify(stored, 'bench password 1');
    }),
  );
  return requests / ((performance.now() - t0) / 1000);
}

async function signInThroughput(requests: number, concurrency: number): Promise<{ perSec: number; cpu: number }> {
  const app = createMockServer({ unknownEmailDelayMs: () => 0 }); // default (OWASP) hash cost
  const server = createServer(getRequestListener(app.fetch));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`;
  const headers = {
    'content-type': 'application/json',
    'x-stack-project-id': DEV_KEYS.projectId,
    'x-stack-access-type': 'client',
    'x-stack-publishable-client-key': DEV_KEYS.publishableClientKey,
  };
  const creds = { email: 'bench@example.com', password: 'bench password 1' };
  // node:http with keep-alive: the load generator shares the process, so it must stay light (fetch costs ~1 ms/request).
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const post = (path: string, body: unknown) =>
    new Promise<void>((resolve, reject) => {
      const req = request(base + path, { method: 'POST', headers, agent }, (res) => {
        res.resume();
        res.on('end', () => (res.statusCode === 200 ? resolve() : reject(new Error(`${path}: ${res.statusCode}`))));
      });
      req.on('error', reject);
      req.end(JSON.stringify(body));
    });
  try {
    await post('/auth/password/sign-up', { ...creds, verification_callback_url: 'http://localhost:3000/v' });
    for (let i = 0; i < concurrency; i++) await post('/auth/password/sign-in', creds); // warm-up
    let next = 0;
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next++ < requests) await post('/auth/password/sign-in', creds);
      }),
    );
    return { perSec: requests / ((performance.now() - t0) / 1000), cpu: cpuMs(process.cpuUsage(c0)) / requests };
  } finally {
    agent.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

export async function runPasswordBench(o: { requests?: number; hashSamples?: number } = {}): Promise<PasswordBenchResult> {
  const cores = availableParallelism();
  const concurrency = cores * 4;
  const h = await hashCost(o.hashSamples ?? 20);
  const requests = o.requests ?? 200;
  const parallelHashPerSec = await parallelHashes(requests, concurrency);
  const s = await signInThroughput(requests, concurrency);
  const size = await measureSize(PLUGINS_ENTRY);
  return {
    cores,
    hashMs: h.wall,
    hashCpuMs: h.cpu,
    signInCpuMs: s.cpu,
    boundPerSec: cores / (h.wall / 1000),
    signInPerSec: s.perSec,
    parallelHashPerSec,
    signInRequests: requests,
    concurrency,
    size: { ...size, budget: PLUGINS_BUDGET_GZIP },
  };
}

export function formatPasswordBench(r: PasswordBenchResult): string {
  const pct = ((r.signInPerSec / r.boundPerSec) * 100).toFixed(0);
  return [
    `argon2id verify (m=19 MiB, t=2, p=1): ${r.hashMs.toFixed(1)} ms per hash, sequential (${r.hashCpuMs.toFixed(1)} ms CPU)`,
    `password sign-in over loopback: ${r.signInPerSec.toFixed(1)} req/s (${r.signInRequests} requests, ${r.concurrency} in flight)`,
    `bound cores ÷ hash time: ${r.cores} ÷ ${(r.hashMs / 1000).toFixed(4)} s = ${r.boundPerSec.toFixed(1)} req/s → sign-in reaches ${pct}%`,
    `raw verifications, ${r.concurrency} in flight: ${r.parallelHashPerSec.toFixed(1)} /s → sign-in reaches ${((r.signInPerSec / r.parallelHashPerSec) * 100).toFixed(0)}% of it`,
    `CPU per sign-in request: ${r.signInCpuMs.toFixed(1)} ms = hash + ${(r.signInCpuMs - r.hashCpuMs).toFixed(1)} ms (HTTP, JSON, ES256 token, client)`,
    `CPU view (steadier on a busy machine): cores ÷ CPU per sign-in = ${(r.cores / (r.signInCpuMs / 1000)).toFixed(1)} req/s vs cores ÷ hash CPU = ${(r.cores / (r.hashCpuMs / 1000)).toFixed(1)} req/s (${((r.hashCpuMs / r.signInCpuMs) * 100).toFixed(0)}%)`,
    `kernel + password() + otp() + contactChannels(): ${r.size.min} bytes min, ${r.size.gzip} bytes gzip (budget ${r.size.budget})`,
  ].join('\n');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const r = await runPasswordBench();
  console.log(formatPasswordBench(r));
  if (r.size.gzip > r.size.budget) {
    console.error(`over budget: ${r.size.gzip} > ${r.size.budget} bytes gzip`);
    process.exitCode = 1;
  }
}
