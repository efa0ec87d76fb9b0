/**
 * `npm run test:next`: the Next.js App Router fixture under `next dev`, the same checks as the consumer
 * test's `next start` run (sign-up in Chromium, server-rendered user, one refresh, sign-out, 404), and no
 * hydration warning. Kept out of `npm test` for time: the dev server compiles every route on first request.
 */
import { mkdirSync, cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe } from 'vitest';
import { build } from '../build.mjs';
import { countingProxy, type CountingProxy } from './counting-proxy.js';
import { initNextApp, NEXT_FRESH_FIXTURE, nextAppChecks, nextCommandEnv, nextDeps } from './next-app.js';
import { freePort, runOk, start, type Started } from './processes.js';

const repo = fileURLToPath(new URL('../..', import.meta.url));
const rootPkg = JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8')) as { dependencies: Record<string, string>; devDependencies: Record<string, string> };
const version = (name: string) => rootPkg.devDependencies[name] ?? rootPkg.dependencies[name] ?? 'latest';

let tmp: string;
let host: Started;
let proxy: CountingProxy;
let dev: Started;
let appUrl: string;
let browser: Browser;

const install = (dir: string, ignoreScripts = false) =>
  runOk('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error', ...(ignoreScripts ? ['--ignore-scripts'] : [])], { cwd: dir, timeoutMs: 240_000 });

beforeAll(async () => {
  tmp = mkdtempSync(join(tmpdir(), 'tinyauth-next-dev-'));
  if (!process.env.TINYAUTH_PACKAGES_BUILT) for (const p of ['sdk', 'host']) build(p);
  const tarballs: Record<string, string> = {};
  for (const p of ['sdk', 'host']) {
    const r = await runOk('npm', ['pack', '--json', '--pack-destination', tmp], { cwd: join(repo, 'packages', p) });
    tarballs[p] = `file:${join(tmp, (JSON.parse(r.stdout) as { filename: string }[])[0]!.filename)}`;
  }
  const app = (name: string, deps: Record<string, string>, from?: string) => {
    const dir = join(tmp, name);
    mkdirSync(dir, { recursive: true });
    if (from) cpSync(from, dir, { recursive: true });
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: `fixture-${name}`, private: true, type: 'module', dependencies: deps }));
    return dir;
  };
  const hostDir = app('host', { '@tinyauth/host': tarballs.host! });
  const nextDir = app('next', nextDeps(tarballs.sdk!, version), NEXT_FRESH_FIXTURE);
  await Promise.all([install(hostDir, true), install(nextDir)]);
  const hostPort = await freePort();
  host = await start(join(hostDir, 'node_modules/.bin/tinyauth-host'), ['--port', String(hostPort)], { cwd: hostDir, url: `http://127.0.0.1:${hostPort}/api/v1` });
  proxy = await countingProxy(`http://127.0.0.1:${hostPort}`);
  await initNextApp(nextDir, proxy.url);
  const port = await freePort();
  appUrl = `http://127.0.0.1:${port}`;
  dev = await start(join(nextDir, 'node_modules/.bin/next'), ['dev', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: nextDir, url: `${appUrl}/handler/sign-in`, env: nextCommandEnv('development'), timeoutMs: 180_000,
  });
  browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}, 600_000);

afterAll(async () => {
  await browser?.close();
  await dev?.stop();
  await proxy?.close();
  await host?.stop();
  if (tmp && !process.env.KEEP_CONSUMER_FIXTURES) rmSync(tmp, { recursive: true, force: true });
});

describe('Next.js App Router under next dev', () => {
  nextAppChecks(() => ({
    browser,
    appUrl,
    refreshes: () => proxy.count('POST /api/v1/auth/oauth/token'),
    serverOutput: () => dev.output(),
    dev: true,
  }));
});
