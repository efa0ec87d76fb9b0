import { describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { Hono } from 'hono';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { exposureWarning, FLAGS, HELP, mountPlayground, parseArgs } from './cli.js';
import { LOCAL_KEYS } from './store/seed.js';
import { nodeBundle } from './testing/node-bundle.js';

const CLI = fileURLToPath(new URL('./cli.ts', import.meta.url));
/** The CLI bundled once: each start skips the tsx loader. */
const bundled = nodeBundle(CLI);

/** Runs the CLI to its exit (for flags that exit on their own). */
async function run(args: string[]): Promise<{ code: number | null; out: string; err: string }> {
  const child = spawn(process.execPath, [await bundled, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (err += d.toString()));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, out, err })));
}

describe('cli', () => {
  it('parses flags, PORT, STACK_SERVER_SECRET and defaults', () => {
    expect(parseArgs([], {})).toMatchObject({ port: 8102, host: '127.0.0.1', devRoutes: true, playground: false, allowedHosts: [], rateLimit: true, help: false });
    expect(parseArgs([], {}).secret).toBeUndefined();
    expect(parseArgs([], {}).projectName).toBeUndefined();
    expect(parseArgs(['--project-name', 'Acme Notes'], {}).projectName).toBe('Acme Notes');
    expect(() => parseArgs(['--project-name'], {})).toThrow('--project-name needs a value');
    expect(parseArgs(['--port', '9000', '--data-dir=/tmp/x', '--smtp-url', 'smtp://127.0.0.1:2500', '--no-dev-routes', '--playground'], {}))
      .toMatchObject({ port: 9000, dataDir: '/tmp/x', smtpUrl: 'smtp://127.0.0.1:2500', devRoutes: false, playground: true });
    expect(parseArgs(['--secret', 's1', '--allowed-host', 'a.test', '--allowed-host=b.test', '--host', '10.0.0.5', '--no-rate-limit', '--public-url', 'http://localhost:9000'], {}))
      .toMatchObject({ secret: 's1', allowedHosts: ['a.test', 'b.test'], host: '10.0.0.5', rateLimit: false, publicUrl: 'http://localhost:9000' });
    expect(parseArgs([], { STACK_SERVER_SECRET: 'from-env' }).secret).toBe('from-env');
    expect(parseArgs(['--secret', 'flag'], { STACK_SERVER_SECRET: 'from-env' }).secret).toBe('flag');
    expect(parseArgs([], { PORT: '7000' }).port).toBe(7000);
    expect(() => parseArgs(['--nope'], {})).toThrow('unknown option --nope');
    expect(() => parseArgs(['--port', 'x'], {})).toThrow('invalid port');
    expect(() => parseArgs(['--secret'], {})).toThrow('--secret needs a value');
    expect(() => parseArgs(['--public-url', 'javascript:x'], {})).toThrow('invalid --public-url');
  });

  it('--help lists every flag the parser knows and exits 0', async () => {
    const flags = Object.keys(FLAGS).map((f) => `--${f}`);
    expect(flags.length).toBeGreaterThan(8);
    for (const f of flags) expect(HELP).toContain(f);
    const { code, out } = await run(['--help']);
    expect(code).toBe(0);
    expect(out).toBe(HELP);
  });

  it('an unknown flag, or a flag without its value, prints the message and the usage and exits 2', async () => {
    const unknown = await run(['--nope']);
    expect(unknown.code).toBe(2);
    expect(unknown.out).toBe('');
    expect(unknown.err).toBe(`unknown option --nope (see --help)\n\n${HELP}`);
    const missing = await run(['--port']);
    expect(missing.code).toBe(2);
    expect(missing.err).toBe(`--port needs a value (see --help)\n\n${HELP}`);
  });

  it('a port in use says which port and how to pick another; --host 0.0.0.0 warns loudly first', async () => {
    const blocker = createServer();
    await new Promise<void>((r) => blocker.listen(0, '127.0.0.1', r));
    const port = (blocker.address() as AddressInfo).port;
    try {
      const taken = await run(['--port', String(port), '--no-dev-routes']);
      expect(taken.code).toBe(1);
      expect(taken.err).toContain(`port ${port} on 127.0.0.1 is already in use. Pick another with --port N`);
      // The wildcard bind fails on the same port, so nothing listens beyond loopback; the warning comes first.
      const wild = await run(['--host', '0.0.0.0', '--port', String(port)]);
      expect(wild.err).toContain('WARNING: --host 0.0.0.0 makes this host reachable from every network');
      expect(wild.err).toContain('--no-dev-routes');
      expect(wild.code).toBe(1);
    } finally {
      blocker.close();
    }
    expect(exposureWarning('127.0.0.1')).toBeNull();
    expect(exposureWarning('localhost')).toBeNull();
  });

  it('starts on 127.0.0.1, prints URL, keys, state and dev features, honours --no-dev-routes, exits cleanly on SIGTERM', async () => {
    const child = spawn(process.execPath, [await bundled, '--port', '0', '--no-dev-routes', '--project-name', 'Acme Notes'], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    const base = await new Promise<string>((resolve, reject) => {
      child.stdout.on('data', (d: Buffer) => {
        out += d.toString();
        const m = /listening on (http:\/\/localhost:\d+)/.exec(out);
        if (m && out.includes('Svix-compatible')) resolve(m[1].replace('localhost', '127.0.0.1'));
      });
      child.on('exit', (code) => reject(new Error(`exited ${code}: ${out}`)));
    });
    expect(out).toContain('project id:             local  ("Acme Notes": use this one.');
    expect(out).toContain(`publishable client key: ${LOCAL_KEYS.publishableClientKey}`);
    expect(out).toContain('project id:             internal  (seeded as the hosted API seeds it');
    expect(out).toContain('this-publishable-client-key-is-for-local-development-only');
    expect(out).toContain('this-secret-server-key-is-for-local-development-only');
    expect(out).toContain('this-super-secret-admin-key-is-for-local-development-only');
    expect(out).toContain('state:                  in memory');
    expect(out).toContain('dev features:           off');
    expect(out).toContain('dev surface:            off');
    expect(out).toContain('signing secret:         random for this process');
    expect(out).toMatch(/bound to 127\.0\.0\.1:\d+/);
    expect(out).not.toContain('/mailbox');
    // The webhooks API is not part of the dev surface; the /webhooks page is.
    expect(out).toMatch(/\[host\] Svix-compatible webhooks API: http:\/\/localhost:\d+\/svix /);
    expect((await fetch(`${base}/svix/api/v1/health`)).status).toBe(204);
    expect((await fetch(`${base}/webhooks`)).status).toBe(404);
    expect((await fetch(`${base}/health`)).status).toBe(200);
    const local = await fetch(`${base}/api/v1/projects/current`, {
      headers: { 'x-stack-project-id': 'local', 'x-stack-access-type': 'client', 'x-stack-publishable-client-key': LOCAL_KEYS.publishableClientKey },
    });
    expect(((await local.json()) as { display_name: string }).display_name).toBe('Acme Notes');
    expect((await fetch(`${base}/__dev/clock`)).status).toBe(404);
    expect((await fetch(`${base}/mailbox/api/v1/mailbox/x`)).status).toBe(404);
    const home = await fetch(`${base}/`);
    expect(home.headers.get('x-frame-options')).toBe('DENY');
    expect(await home.text()).not.toContain('/mailbox');
    const exit = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
    child.kill('SIGTERM');
    expect(await exit).toBe(0);
  });

  it('serves the playground bundle at / and /handler/*', async () => {
    const app = new Hono();
    await mountPlayground(app, LOCAL_KEYS);
    const index = await app.request('/handler/sign-in');
    expect(index.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await index.text();
    expect((await app.request('/favicon.ico')).headers.get('content-type')).toBe('image/svg+xml');
    const src = /<script type="module" src="(\/assets\/playground-[\w-]+\.js)">/.exec(html)?.[1];
    if (src) {
      // The page names the project the playground uses.
      expect(html).toContain(`<meta name="tinyauth-project-id" content="local"><meta name="tinyauth-publishable-client-key" content="${LOCAL_KEYS.publishableClientKey}">`);
      expect(index.headers.get('cache-control')).toBe('no-cache');
      const js = await app.request(src, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(js.status).toBe(200);
      expect(js.headers.get('content-encoding')).toBe('br');
      expect(js.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const compressed = Number(js.headers.get('content-length'));
      const plain = await (await app.request('/playground.js')).text();
      expect(plain.length).toBeGreaterThan(1000);
      console.log(`playground bundle: ${plain.length} B, ${compressed} B brotli`);
      expect(compressed).toBeLessThan(plain.length / 3);
      expect((await app.request('/assets/playground-old.js')).status).toBe(404);
      expect(await (await app.request('/')).text()).toBe(html);
    } else {
      expect(html).toContain('Local API host');
    }
  }, 60_000);
});
