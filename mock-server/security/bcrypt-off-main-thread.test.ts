import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import bcrypt from 'bcryptjs';
import { createMockServer, hostOf } from '../create-mock-server.js';
import { verifyPassword } from '../core/passwords.js';
import { DEV_KEYS } from '../store/seed.js';

const FIXTURE = fileURLToPath(new URL('./fixtures/bcrypt-host.ts', import.meta.url));

let child: ChildProcessWithoutNullStreams;
let base: string;
beforeAll(async () => {
  child = spawn(process.execPath, ['--import', 'tsx', FIXTURE], { stdio: ['pipe', 'pipe', 'pipe'] });
  base = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /port (\d+)\n/.exec(out);
      if (m) resolve(`http://127.0.0.1:${m[1]}`);
    });
    child.once('exit', (c) => reject(new Error(`host exited ${c}`)));
  });
}, 60_000);
afterAll(() => {
  child.kill();
});

const signIn = (password: string) =>
  fetch(`${base}/api/v1/auth/password/sign-in`, {
    method: 'POST',
    headers: { 'x-stack-project-id': 'internal', 'x-stack-access-type': 'client', 'x-stack-publishable-client-key': DEV_KEYS.publishableClientKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'slow@example.com', password }),
  });

describe('bcrypt checks off the main thread (round 2, item 4)', () => {
  it('during 4 parallel wrong sign-ins against a cost-16 hash, GET /api/v1 keeps a p50 under 50 ms', async () => {
    const quiet: number[] = [];
    for (let i = 0; i < 20; i++) {
      const start = performance.now();
      await (await fetch(`${base}/api/v1`)).text();
      quiet.push(performance.now() - start);
    }
    const quietP50 = quiet.sort((a, b) => a - b)[10];
    let answered = 0;
    const flood = [1, 2, 3, 4].map((i) => signIn(`wrong ${i}`).then(() => answered++, () => undefined));
    void flood;
    await new Promise((r) => setTimeout(r, 300)); // the four checks are running (each takes seconds)
    const times: number[] = [];
    for (let i = 0; i < 20; i++) {
      const start = performance.now();
      const res = await fetch(`${base}/api/v1`);
      await res.text();
      times.push(performance.now() - start);
      expect(res.status).toBe(200);
    }
    const p50 = times.sort((a, b) => a - b)[10];
    console.log(`GET /api/v1 before: p50 ${quietP50.toFixed(1)} ms; during 4 cost-16 bcrypt checks: p50 ${p50.toFixed(1)} ms, max ${times[19].toFixed(1)} ms; sign-ins answered meanwhile: ${answered}`);
    expect(answered).toBe(0); // the checks were still running while we measured
    // Under 50 ms on a quiet machine (about 1 ms each way). On a machine so busy that even the quiet p50 is
    // slow, within twice it plus 50 ms: checks on the main thread stall each request behind them (400+ ms).
    expect(p50).toBeLessThan(Math.max(50, quietP50 * 2 + 50));
  }, 60_000);

  it('the worker-thread check gives the same answers as bcrypt itself', async () => {
    const host = hostOf(createMockServer({ passwordHash: { memoryCost: 8, timeCost: 1, parallelism: 1 } }));
    const hash = bcrypt.hashSync('right password', 4);
    expect(await verifyPassword(host, hash, 'right password')).toBe(true);
    expect(await verifyPassword(host, hash, 'wrong password')).toBe(false);
    expect(await verifyPassword(host, hash.replace('$2b$', '$2y$'), 'right password')).toBe(true);
  });
});
