/**
 * The store flags of the CLI: --export, --import (once per data directory) and a damaged file refusing start-up.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { execFile, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync, writeFileSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { createMockServer, hostOf } from '../create-mock-server.js';
import { STORE_FILE } from './open-store.js';
import { sealPath } from './seal.js';
import { nodeBundle } from '../testing/node-bundle.js';

const CLI = fileURLToPath(new URL('../cli.ts', import.meta.url));
const root = mkdtempSync(join(tmpdir(), 'store-cli-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
/** The CLI bundled once: each start skips the tsx loader. */
const bundled = nodeBundle(CLI);
const run = async (args: string[]) => promisify(execFile)(process.execPath, [await bundled, ...args], { encoding: 'utf8' });

/** Starts the CLI, waits for its banner, returns its output so far, then stops it with `signal`. */
async function startOnce(args: string[], signal: NodeJS.Signals = 'SIGTERM'): Promise<string> {
  const child = spawn(process.execPath, [await bundled, '--port', '0', ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  return new Promise((resolve, reject) => {
    let out = '';
    const on = (d: Buffer) => {
      out += d.toString();
      if (/listening on/.test(out)) {
        child.once('exit', () => resolve(out));
        child.kill(signal);
      }
    };
    child.stdout!.on('data', on);
    child.stderr!.on('data', on);
    child.on('exit', (code) => code !== 0 && code !== null && reject(Object.assign(new Error(out), { code })));
  });
}

describe('store CLI flags', () => {
  it('--export writes the data directory; --import loads it into another one, once', async () => {
    const a = join(root, 'a');
    const app = createMockServer({ dataDir: a });
    const res = await app.request('/api/v1/users', { method: 'POST', headers: { 'x-stack-project-id': 'internal', 'x-stack-access-type': 'server', 'x-stack-secret-server-key': 'this-secret-server-key-is-for-local-development-only', 'content-type': 'application/json' }, body: '{"display_name":"exported"}' });
    const { id } = (await res.json()) as { id: string };
    hostOf(app).db.close();
    const file = join(root, 'export.ndjson');
    const exported = await run(['--data-dir', a, '--export', file]);
    expect(exported.stdout).toMatch(/exported \d+ row\(s\)/);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8')).toContain(id);
    const b = join(root, 'b');
    expect(await startOnce(['--data-dir', b, '--import', file])).toMatch(/imported \d+ row\(s\)/);
    expect(await startOnce(['--data-dir', b, '--import', file])).toMatch(/not imported again/);
    const check = createMockServer({ dataDir: b });
    expect(hostOf(check).users.get(id)?.display_name).toBe('exported');
    hostOf(check).db.close();
    await expect(run(['--export', file])).rejects.toMatchObject({ stderr: expect.stringMatching(/--export needs --data-dir/) });
  }, 60_000);

  it('a stop by signal seals the data file and the next start says it skipped the row check; after a kill it checks every row', async () => {
    const dir = join(root, 'sealed');
    expect(await startOnce(['--data-dir', dir])).toMatch(/every row checked/);
    expect(existsSync(sealPath(join(dir, STORE_FILE)))).toBe(true);
    expect(await startOnce(['--data-dir', dir], 'SIGKILL')).toMatch(/opened in \d+ ms: unchanged since its last clean stop/);
    expect(existsSync(sealPath(join(dir, STORE_FILE)))).toBe(false);
    expect(await startOnce(['--data-dir', dir])).toMatch(/opened in \d+ ms: every row checked/);
  }, 60_000);

  it('a damaged store file stops start-up with exit 1 and a message naming the file; --repair starts', async () => {
    const dir = join(root, 'damaged');
    hostOf(createMockServer({ dataDir: dir })).db.close();
    const file = join(dir, STORE_FILE);
    // Overwrite the last page (rows of the last table written) with garbage.
    const size = statSync(file).size;
    const buf = readFileSync(file);
    buf.fill(0x41, size - 4096 + 100, size - 100);
    writeFileSync(file, buf);
    const refused = await startOnce(['--data-dir', dir]).then(() => null, (e: Error & { code: number }) => e);
    expect(refused?.code).toBe(1);
    expect(refused?.message).toContain(file);
    expect(refused?.message).toMatch(/--repair/);
    expect(await startOnce(['--data-dir', dir, '--repair'])).toMatch(/repaired .*host\.sqlite/);
  }, 60_000);
});
