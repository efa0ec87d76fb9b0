import { afterAll, describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createMockServer, hostOf } from '../create-mock-server.js';
import { PUBLIC_DEV_SECRET } from '../tokens/project-keys.js';
import { parseArgs } from '../cli.js';
import { checkSigningSecret } from './startup-checks.js';
import { SECRET_FILE } from './server-secret.js';

const CLI = fileURLToPath(new URL('../cli.ts', import.meta.url));
const dirs: string[] = [];
const tempDir = () => {
  const d = mkdtempSync(join(tmpdir(), 'startup-checks-'));
  dirs.push(d);
  return d;
};
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

describe('signing secret at start-up (round 2, item 7)', () => {
  it('the CLI refuses the publicly known development secret from STACK_SERVER_SECRET, says why, and exits 1', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', CLI, '--port', '0'], { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, STACK_SERVER_SECRET: PUBLIC_DEV_SECRET } });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      if (out.includes('listening')) child.kill(); // it started: the check is missing
    });
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', (c) => resolve(c)));
    expect(out).not.toContain('listening');
    expect(code).toBe(1);
    expect(err).toContain('refusing to start: --secret (or STACK_SERVER_SECRET) is the publicly known development secret: anyone can forge access and admin tokens');
    expect(err).toContain('--insecure-known-secret');
  }, 60_000);

  it('refuses the known value and a secret file under 32 bytes unless --insecure-known-secret is given', () => {
    expect(parseArgs(['--insecure-known-secret'], {}).insecureKnownSecret).toBe(true);
    expect(parseArgs([], {}).insecureKnownSecret).toBe(false);
    expect(() => checkSigningSecret({ secret: PUBLIC_DEV_SECRET, insecureKnownSecret: false })).toThrow(/publicly known development secret/);
    expect(checkSigningSecret({ secret: PUBLIC_DEV_SECRET, insecureKnownSecret: true })).toMatch(/^\[host\] WARNING \(--insecure-known-secret\)/);
    expect(checkSigningSecret({ secret: 'a secret of my own', insecureKnownSecret: false })).toBeNull();

    const short = tempDir();
    writeFileSync(join(short, SECRET_FILE), 'abc123\n', { mode: 0o600 });
    expect(() => checkSigningSecret({ dataDir: short, insecureKnownSecret: false })).toThrow(/holds a secret of 6 bytes, too short to be secret \(at least 32\)/);
    expect(checkSigningSecret({ dataDir: short, insecureKnownSecret: true })).not.toBeNull();
    const known = tempDir();
    writeFileSync(join(known, SECRET_FILE), `${PUBLIC_DEV_SECRET}\n`, { mode: 0o600 });
    expect(() => checkSigningSecret({ dataDir: known, insecureKnownSecret: false })).toThrow(/holds the publicly known development secret/);
    // A missing file (first start) and a generated one pass.
    const fresh = tempDir();
    expect(checkSigningSecret({ dataDir: fresh, insecureKnownSecret: false })).toBeNull();
    createMockServer({ passwordHash: { memoryCost: 8, timeCost: 1, parallelism: 1 }, dataDir: fresh });
    expect(checkSigningSecret({ dataDir: fresh, insecureKnownSecret: false })).toBeNull();
  });
});

describe('data directory modes (round 2, item 8)', () => {
  it('a data directory open to everyone (0777) and a readable secret file (0644) are tightened to 0700 and 0600', () => {
    const dir = join(tempDir(), 'state');
    const first = createMockServer({ passwordHash: { memoryCost: 8, timeCost: 1, parallelism: 1 }, dataDir: dir });
    hostOf(first).db.close();
    chmodSync(dir, 0o777);
    chmodSync(join(dir, SECRET_FILE), 0o644);
    const again = createMockServer({ passwordHash: { memoryCost: 8, timeCost: 1, parallelism: 1 }, dataDir: dir });
    expect((statSync(dir).mode & 0o777).toString(8)).toBe('700');
    expect((statSync(join(dir, SECRET_FILE)).mode & 0o777).toString(8)).toBe('600');
    hostOf(again).db.close();
  });
});
