/**
 * A full disk, simulated with a file-size limit on a child host (`ulimit -f`, SIGXFSZ ignored so writes
 * fail with EFBIG instead of killing it): writes fail with 500 mid-stream, reads keep working, nothing
 * acknowledged is lost, nothing that failed shows up; once the limit is lifted (space freed) writes
 * succeed again without a restart.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEV_KEYS } from './seed.js';

const CLI = fileURLToPath(new URL('../cli.ts', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'store-full-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const server = { 'x-stack-project-id': 'internal', 'x-stack-access-type': 'server', 'x-stack-secret-server-key': DEV_KEYS.secretServerKey };
const json = { ...server, 'content-type': 'application/json' };
/** File-size limit in KiB: the store's write-ahead log fills it after a few hundred rows (each user write also stores its webhook message). */
const LIMIT_KB = 2048;

function start(limitKb?: number): Promise<{ child: ChildProcess; base: string; log: () => string }> {
  const node = `exec '${process.execPath}' --import tsx '${CLI}' --port 0 --data-dir '${dir}' --no-rate-limit`;
  const script = limitKb ? `trap "" XFSZ; ulimit -S -f ${limitKb}; ${node}` : node;
  const child = spawn('bash', ['-c', script], { stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /http:\/\/localhost:(\d+)/.exec(out);
      if (m) resolve({ child, base: `http://127.0.0.1:${m[1]}`, log: () => out });
    });
    child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
    child.on('exit', (code) => reject(new Error(`host exited (${code}) before listening: ${out}`)));
  });
}

const stop = (child: ChildProcess) => new Promise((r) => (child.once('exit', r), child.kill('SIGKILL')));

async function names(base: string): Promise<Set<string>> {
  const res = await fetch(`${base}/api/v1/users`, { headers: server });
  expect(res.status).toBe(200);
  return new Set(((await res.json()) as { items: { display_name: string }[] }).items.map((u) => u.display_name));
}

describe('disk full', () => {
  it('fails writes with 500, loses nothing acknowledged, and recovers without a restart once space is back', async () => {
    const { child, base } = await start(LIMIT_KB);
    const acknowledged: string[] = [];
    const failed: string[] = [];
    const statuses = new Set<number>();
    const pad = 'x'.repeat(1500);
    const write = async (name: string) => {
      const res = await fetch(`${base}/api/v1/users`, { method: 'POST', headers: json, body: JSON.stringify({ display_name: name, client_metadata: { pad } }) });
      if (res.status === 201) acknowledged.push(name);
      else {
        statuses.add(res.status);
        expect(await res.text()).toBe('Something went wrong. Please make sure the data you entered is correct.');
        failed.push(name);
      }
    };
    // Two writers until 20 writes have failed (bounded).
    for (let i = 0; failed.length < 20 && i < 3000; i += 2) await Promise.all([write(`w${i}`), write(`w${i + 1}`)]);
    expect(failed.length).toBeGreaterThanOrEqual(20);
    expect(acknowledged.length).toBeGreaterThan(50);
    expect([...statuses]).toEqual([500]);
    // Reads keep working and show exactly what is on disk.
    const during = await names(base);
    for (const n of acknowledged) expect(during.has(n), n).toBe(true);
    for (const n of failed) expect(during.has(n), n).toBe(false);
    // Space comes back: lift the limit of the running process.
    execFileSync('prlimit', ['--pid', String(child.pid), '--fsize=unlimited']);
    for (let i = 0; i < 5; i++) await write(`after-${i}`);
    expect(acknowledged.filter((n) => n.startsWith('after-'))).toHaveLength(5);
    await stop(child);
    const again = await start();
    const restarted = await names(again.base);
    const lost = acknowledged.filter((n) => !restarted.has(n));
    expect(lost).toEqual([]);
    for (const n of failed) expect(restarted.has(n), n).toBe(false);
    console.log(`disk full: ${acknowledged.length} acknowledged (5 after space came back), ${failed.length} failed with 500, 0 acknowledged lost, 0 failed visible`);
    await stop(again.child);
  }, 120_000);
});
