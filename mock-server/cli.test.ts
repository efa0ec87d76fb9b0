import { describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { Hono } from 'hono';
import { mountPlayground, parseArgs } from './cli.js';

const CLI = fileURLToPath(new URL('./cli.ts', import.meta.url));

describe('cli', () => {
  it('parses flags, PORT and defaults', () => {
    expect(parseArgs([], {})).toEqual({ port: 8102, devRoutes: true, playground: false });
    expect(parseArgs(['--port', '9000', '--data-dir=/tmp/x', '--smtp-url', 'smtp://127.0.0.1:2500', '--no-dev-routes', '--playground'], {}))
      .toEqual({ port: 9000, dataDir: '/tmp/x', smtpUrl: 'smtp://127.0.0.1:2500', devRoutes: false, playground: true });
    expect(parseArgs([], { PORT: '7000' }).port).toBe(7000);
    expect(() => parseArgs(['--nope'], {})).toThrow('unknown option --nope');
    expect(() => parseArgs(['--port', 'x'], {})).toThrow('invalid port');
  });

  it('starts on loopback, prints URL, keys and mailbox, honours --no-dev-routes, exits cleanly on SIGTERM', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', CLI, '--port', '0', '--no-dev-routes'], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    const base = await new Promise<string>((resolve, reject) => {
      child.stdout.on('data', (d: Buffer) => {
        out += d.toString();
        const m = /listening on (http:\/\/localhost:\d+)/.exec(out);
        if (m && out.includes('dev surface')) resolve(m[1].replace('localhost', '127.0.0.1'));
      });
      child.on('exit', (code) => reject(new Error(`exited ${code}: ${out}`)));
    });
    expect(out).toContain('project id:             internal');
    expect(out).toContain('this-publishable-client-key-is-for-local-development-only');
    expect(out).toContain('this-secret-server-key-is-for-local-development-only');
    expect(out).toContain('this-super-secret-admin-key-is-for-local-development-only');
    expect(out).toMatch(/dev mailbox: +http:\/\/localhost:\d+\/mailbox/);
    expect(out).toContain('dev surface:            off');
    expect((await fetch(`${base}/health`)).status).toBe(200);
    expect((await fetch(`${base}/__dev/clock`)).status).toBe(404);
    const exit = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
    child.kill('SIGTERM');
    expect(await exit).toBe(0);
  });

  it('serves the playground bundle at / and /handler/*', async () => {
    const app = new Hono();
    await mountPlayground(app);
    const index = await app.request('/handler/sign-in');
    expect(index.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await index.text();
    if (html.includes('/playground.js')) {
      const js = await app.request('/playground.js');
      expect(js.status).toBe(200);
      expect((await js.text()).length).toBeGreaterThan(1000);
      expect(await (await app.request('/')).text()).toBe(html);
    } else {
      expect(html).toContain('Local API host');
    }
  }, 60_000);
});
