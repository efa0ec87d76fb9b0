/**
 * Crash safety of --data-dir: a child host is SIGKILLed while a stream of writes is in flight, 20 times.
 * Every write whose response arrived (acknowledged) must be there after the restart.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEV_KEYS } from './store/seed.js';

const ROUNDS = 20;
const CLI = fileURLToPath(new URL('./cli.ts', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'host-crash-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const server = { 'x-stack-project-id': 'internal', 'x-stack-access-type': 'server', 'x-stack-secret-server-key': DEV_KEYS.secretServerKey };
const json = { ...server, 'content-type': 'application/json' };

function start(): Promise<{ child: ChildProcess; base: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', CLI, '--port', '0', '--data-dir', dir], { stdio: ['ignore', 'pipe', 'pipe'] });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /http:\/\/localhost:(\d+)/.exec(out);
      if (m) resolve({ child, base: `http://127.0.0.1:${m[1]}` });
    });
    child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
    child.on('exit', (code) => reject(new Error(`host exited (${code}) before listening: ${out}`)));
  });
}

async function listIds(base: string): Promise<Set<string>> {
  const res = await fetch(`${base}/api/v1/users`, { headers: server });
  const body = (await res.json()) as { items: { id: string }[] };
  if (!body.items) throw new Error(`list failed: ${res.status} ${JSON.stringify(body)}`);
  return new Set(body.items.map((u) => u.id));
}

describe('crash safety', () => {
  it(`loses no acknowledged write across ${ROUNDS} SIGKILLs`, async () => {
    const acknowledged: string[] = [];
    let { child, base } = await start();
    for (let round = 0; round < ROUNDS; round++) {
      let stop = false;
      const writer = async (w: number) => {
        for (let i = 0; !stop; i++) {
          try {
            const res = await fetch(`${base}/api/v1/users`, { method: 'POST', headers: json, body: JSON.stringify({ display_name: `r${round}-w${w}-${i}`, client_metadata: { round } }) });
            if (res.status === 201) acknowledged.push(((await res.json()) as { id: string }).id);
            else throw new Error(`unexpected ${res.status}`);
          } catch (e) {
            if (!stop) throw e;
          }
        }
      };
      const writers = [0, 1, 2, 3].map((w) => writer(w).catch(() => undefined));
      await new Promise((r) => setTimeout(r, 60 + ((round * 37) % 90)));
      stop = true;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGKILL');
      await exited;
      await Promise.all(writers);
      ({ child, base } = await start());
      const present = await listIds(base);
      const lost = acknowledged.filter((id) => !present.has(id));
      expect(lost, `round ${round}`).toEqual([]);
    }
    expect(acknowledged.length).toBeGreaterThan(ROUNDS * 4);
    child.kill('SIGTERM');
  }, 90_000);
});
