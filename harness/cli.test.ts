/** The CLI against a loopback host: progress, tables, summary line, exit codes, JSON/JUnit files. */
import { describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createMockServer } from '../mock-server/index.js';
import { nodeBundle } from '../mock-server/testing/node-bundle.js';

/** The CLI bundled once: each run skips the tsx loader. */
const bundled = nodeBundle(join(import.meta.dirname, 'cli.ts'));

async function run(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const file = await bundled;
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [file, ...args], { cwd: join(import.meta.dirname, '..') });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

async function listen(fetch: (req: Request) => Response | Promise<Response>): Promise<{ url: string; close: () => void }> {
  return new Promise((resolve) => {
    const server = serve({ fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => {
      resolve({ url: `http://127.0.0.1:${info.port}`, close: () => server.close() });
    });
  });
}

describe('conformance CLI', { timeout: 120_000 }, () => {
  it('--help lists the flags and exits 0', async () => {
    const r = await run(['--help']);
    expect(r.code).toBe(0);
    for (const flag of ['--base-url', '--only', '--skip', '--json', '--junit', '--mailbox-url', '--smtp-port', '--dev-clock', '--list']) {
      expect(r.stdout).toContain(flag);
    }
  });

  it('an unknown flag prints the message and the usage and exits 2, like the host', async () => {
    const r = await run(['--nope']);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    const [first, blank, usage] = r.stderr.split('\n');
    expect(first).toMatch(/^tinyauth-conformance: Unknown option '--nope'/);
    expect(blank).toBe('');
    expect(usage).toMatch(/^Usage: tinyauth-conformance \[options\]/);
    expect(r.stderr).toContain('--base-url URL');
    const missing = await run(['--json']);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/^tinyauth-conformance: Option '--json <value>' argument missing/);
  });

  it('a base URL ending in /api/v1, or a server that is not an auth host: exit 2 with a hint, no cases run', async () => {
    const other = await listen(() => new Response('<html>not an auth host</html>', { status: 200 }));
    try {
      const a = await run(['--base-url', `${other.url}/api/v1`]);
      expect(a.code).toBe(2);
      expect(a.stderr.trim()).toBe(`tinyauth-conformance: --base-url ${other.url}/api/v1 ends in /api/v1: pass the host's origin without it (--base-url ${other.url}); the harness adds /api/v1`);
      const b = await run(['--base-url', other.url]);
      expect(b.code).toBe(2);
      expect(b.stdout).toBe('');
      expect(b.stderr.trim()).toMatch(/answers, but not as a Stack Auth API host \(GET .*\/api\/v1 gave 200, not the API's welcome text\)/);
    } finally {
      other.close();
    }
  });

  it('fails fast with one line and exit 2 when no host answers', async () => {
    const gone = await listen(() => new Response('x'));
    gone.close();
    const r = await run(['--base-url', gone.url]);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr.trim().split('\n')).toEqual([`tinyauth-conformance: no host answers at ${gone.url} (ECONNREFUSED); start the host or pass --base-url`]);
  });


  it('passes against the mock host and writes JSON and JUnit', async () => {
    const app = createMockServer({ passwordHash: { memoryCost: 1024, timeCost: 1, parallelism: 1 } });
    const host = await listen((req) => app.fetch(req));
    const dir = mkdtempSync(join(tmpdir(), 'conformance-'));
    try {
      const r = await run(['--base-url', host.url, '--dev-clock', '--only', 'envelope,tokens', '--json', join(dir, 'r.json'), '--junit', join(dir, 'r.xml')]);
      expect(r.code, r.stdout + r.stderr).toBe(0);
      const lines = r.stdout.trim().split('\n');
      expect(lines.at(-1)).toMatch(/^\d+ passed, 0 failed, 0 skipped$/);
      expect(r.stdout).toMatch(/^envelope \(\d+ pass\)$/m);
      const json = JSON.parse(readFileSync(join(dir, 'r.json'), 'utf8'));
      expect(json.failed).toBe(0);
      expect(readFileSync(join(dir, 'r.xml'), 'utf8')).toContain('<testsuite name="tokens"');
    } finally {
      host.close();
    }
  });

  it('exits 1 and shows expected vs actual and the request when a case fails', async () => {
    const app = createMockServer();
    const host = await listen(async (req) => {
      const res = await app.fetch(req);
      if (new URL(req.url).pathname !== '/health') return res;
      return new Response('{"status":"down"}', { status: 200, headers: { 'content-type': 'application/json; charset=utf-8' } });
    });
    try {
      const r = await run(['--base-url', host.url, '--only', 'envelope']);
      expect(r.code).toBe(1);
      expect(r.stdout).toContain('✗ envelope/health-ok');
      expect(r.stdout).toContain('"status": "ok"');
      expect(r.stdout).toContain('"status": "down"');
      expect(r.stdout).toContain(`request: GET ${host.url}/health`);
      expect(r.stdout.trim().split('\n').at(-1)).toMatch(/^\d+ passed, 1 failed, 0 skipped$/);
    } finally {
      host.close();
    }
  });
});
