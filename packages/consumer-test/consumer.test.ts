/**
 * The consumer test: packs every workspace package with `npm pack`, installs the tarballs into fresh
 * fixture apps in a temporary directory (outside the repo), and uses them as a new user would: plain Node
 * ESM and CommonJS against a host started from the packed host's bin, a Hono backend, SSR, Vite (build and
 * dev server) and esbuild in Chromium, a Next.js App Router app (`next build`, `next start`, in Chromium),
 * consumer tsc under the strictest flags, and the install sizes.
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, SERVER_ONLY } from '../build.mjs';
import { countingProxy, type CountingProxy } from './counting-proxy.js';
import { firstLoadJs, initNextApp, nextAppChecks, nextCommandEnv, nextDeps } from './next-app.js';
import { freePort, run, runOk, start, type Started } from './processes.js';
import { dirBytes, findFiles, kB, MB } from './sizes.js';
import { serveStatic } from './static-server.js';
import { freshViteApp, runInitAndSignUp } from './init-app.js';
import { codeBlocks } from './code-blocks.js';

const repo = fileURLToPath(new URL('../..', import.meta.url));
const fixtures = fileURLToPath(new URL('./fixtures', import.meta.url));
const bin = (name: string) => join(repo, 'node_modules/.bin', name);
const rootPkg = JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8')) as { dependencies: Record<string, string>; devDependencies: Record<string, string> };
const version = (name: string) => rootPkg.devDependencies[name] ?? rootPkg.dependencies[name] ?? 'latest';

// The source maps carry the TypeScript sources (sourcesContent): about 100 kB of the tarball.
const CLIENT_TARBALL_MAX = 360_000;
const CLIENT_INSTALL_MAX = 3_000_000;

let tmp: string;
const tarballs: Record<string, { file: string; size: number; unpackedSize: number; entryCount: number }> = {};
let host: Started;
let hostUrl: string;
let browser: Browser;
const sizes: Record<string, string> = {};
const timings: Record<string, number> = {};

async function timed<T>(label: string, f: () => Promise<T>): Promise<T> {
  const t = Date.now();
  try {
    return await f();
  } finally {
    timings[label] = Date.now() - t;
  }
}

function writeApp(dir: string, deps: Record<string, string>, from?: string) {
  mkdirSync(dir, { recursive: true });
  if (from) cpSync(join(fixtures, from), dir, { recursive: true });
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: `fixture-${from ?? 'app'}`, private: true, type: 'module', dependencies: deps }, null, 2));
}

/**
 * The host app installs with --ignore-scripts: better-sqlite3 (used only with --data-dir) would otherwise
 * download or compile its native build, which takes minutes offline; the in-memory host never loads it.
 */
const install = (dir: string, ignoreScripts = false) =>
  runOk('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error', ...(ignoreScripts ? ['--ignore-scripts'] : [])], {
    cwd: dir,
    timeoutMs: 240_000,
  });

const tarball = (pkg: string) => `file:${tarballs[pkg]!.file}`;

beforeAll(async () => {
  tmp = mkdtempSync(join(tmpdir(), 'tinyauth-consumer-'));
  // `npm run test:packages` builds once before publint and attw, and says so with TINYAUTH_PACKAGES_BUILT
  if (!process.env.TINYAUTH_PACKAGES_BUILT) {
    await timed('build', async () => {
      for (const p of ['sdk', 'host', 'harness']) build(p);
    });
  }
  await timed('pack', async () => {
    for (const p of ['sdk', 'host', 'harness']) {
      const r = await runOk('npm', ['pack', '--json', '--pack-destination', tmp], { cwd: join(repo, 'packages', p) });
      const [info] = JSON.parse(r.stdout) as { filename: string; size: number; unpackedSize: number; entryCount: number }[];
      tarballs[p] = { file: join(tmp, info!.filename), size: info!.size, unpackedSize: info!.unpackedSize, entryCount: info!.entryCount };
    }
  });
  // react and react-dom, as an app with views has them; wouter left out on purpose (see the missing-peer test)
  writeApp(join(tmp, 'client'), { '@tinyauth/sdk': tarball('sdk'), react: version('react'), 'react-dom': version('react-dom') }, 'node');
  writeApp(join(tmp, 'host'), { '@tinyauth/host': tarball('host') });
  writeApp(join(tmp, 'harness'), { '@tinyauth/harness': tarball('harness') });
  const webDeps: Record<string, string> = { '@tinyauth/sdk': tarball('sdk') };
  for (const d of ['react', 'react-dom', 'wouter', 'vite', '@vitejs/plugin-react', '@types/react', '@types/react-dom', 'hono', '@hono/node-server', 'express', '@types/express', 'svix']) webDeps[d] = version(d);
  writeApp(join(tmp, 'web'), webDeps, 'web');
  // a fresh app as create-next-app writes it; `init` sets it up below (Next.js App Router)
  writeApp(join(tmp, 'next'), nextDeps(tarball('sdk'), version), 'next-fresh');
  await timed('install', () => Promise.all(['client', 'host', 'harness', 'web', 'next'].map((d) => install(join(tmp, d), d === 'host'))));

  const port = await freePort();
  hostUrl = `http://127.0.0.1:${port}`;
  host = await timed('host start', () =>
    start(join(tmp, 'host/node_modules/.bin/tinyauth-host'), ['--port', String(port)], { cwd: join(tmp, 'host'), url: `${hostUrl}/api/v1` }),
  );
  browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}, 420_000);

afterAll(async () => {
  await browser?.close();
  await host?.stop();
  console.log(
    [
      'consumer test sizes:',
      ...Object.entries(sizes).map(([k, v]) => `  ${k.padEnd(44)} ${v}`),
      'consumer test timings:',
      ...Object.entries(timings).map(([k, v]) => `  ${k.padEnd(44)} ${(v / 1000).toFixed(1)} s`),
    ].join('\n'),
  );
  if (tmp && !process.env.KEEP_CONSUMER_FIXTURES) rmSync(tmp, { recursive: true, force: true });
});

describe('sizes', () => {
  it('the client tarball is at most 360 kB (source maps with their sources included) and ships only what runs', () => {
    const t = tarballs.sdk!;
    sizes['client tarball (@tinyauth/sdk)'] = `${kB(t.size)} (${t.entryCount} files, ${kB(t.unpackedSize)} unpacked)`;
    sizes['host tarball (@tinyauth/host)'] = `${kB(tarballs.host!.size)} (${tarballs.host!.entryCount} files)`;
    sizes['harness tarball (@tinyauth/harness)'] = `${kB(tarballs.harness!.size)} (${tarballs.harness!.entryCount} files)`;
    expect(t.size).toBeLessThanOrEqual(CLIENT_TARBALL_MAX);
    for (const p of ['sdk', 'host', 'harness']) {
      const files = findFiles(join(tmp, p === 'sdk' ? 'client' : p, 'node_modules/@tinyauth', p), /./);
      expect(files.filter((f) => /\.test(-d)?\.|test-kit|\/bench\/|\/\.ci\/|fixtures|\.tsx?$/.test(f) && !f.endsWith('.d.ts'))).toEqual([]);
    }
  });

  it('the client install (react aside) is at most 3 MB, with no native module and no server dependency', () => {
    const nm = join(tmp, 'client/node_modules');
    const bytes = dirBytes(nm, ['react', 'react-dom', 'scheduler']);
    sizes['client install, react aside'] = MB(bytes);
    sizes['host install (better-sqlite3 not compiled)'] = MB(dirBytes(join(tmp, 'host/node_modules')));
    sizes['harness install'] = MB(dirBytes(join(tmp, 'harness/node_modules')));
    expect(bytes).toBeLessThanOrEqual(CLIENT_INSTALL_MAX);
    expect(findFiles(nm, /\.node$/)).toEqual([]);
    expect(SERVER_ONLY.filter((name) => existsSync(join(nm, name)))).toEqual([]);
  });
});

describe('plain Node', () => {
  const node = (file: string) => run(process.execPath, [file], { cwd: join(tmp, 'client'), env: { TINYAUTH_URL: hostUrl } });

  it('ESM: the server side creates a user, lists users and creates a session against the packed host', async () => {
    const r = await node('server.mjs');
    expect(r.stderr).toBe('');
    expect(JSON.parse(r.stdout)).toMatchObject({ userId: expect.any(String), listed: true, accessToken: true });
  });

  it('CommonJS: the same through require()', async () => {
    const r = await node('server.cjs');
    expect(r.code, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ userId: expect.any(String), listed: true, accessToken: true });
  });

  it('every client entry imports with no DOM and touches no window, document or storage at import time', async () => {
    cpSync(join(fixtures, 'node/import-all.mjs'), join(tmp, 'web/import-all.mjs'));
    const r = await run(process.execPath, ['import-all.mjs'], { cwd: join(tmp, 'web') });
    expect(r.code, r.stderr).toBe(0);
    const out = JSON.parse(r.stdout) as { subpaths: string[]; failed: Record<string, string>; touched: string[] };
    expect(out.subpaths).toEqual(expect.arrayContaining(['.', './kernel', './ui', './plugins/password', './plugins/password/views', './plugins/server/hono', './next']));
    // this app has no Next.js: its subpath names the missing peer; the Next.js app imports it (below)
    expect(out.failed).toEqual({ './next': expect.stringMatching(/Cannot find package 'next'/) });
    expect(out.touched).toEqual([]);
    cpSync(join(fixtures, 'node/import-all.mjs'), join(tmp, 'next/import-all.mjs'));
    const inNext = await run(process.execPath, ['import-all.mjs'], { cwd: join(tmp, 'next') });
    expect(inNext.code, inNext.stderr).toBe(0);
    const nextOut = JSON.parse(inNext.stdout) as { failed: Record<string, string>; touched: string[] };
    expect(nextOut.failed['./next']).toBeUndefined();
    expect(nextOut.touched).toEqual([]);
  });

  it('a missing optional peer (wouter, for ui) fails naming the package to install', async () => {
    const r = await run(process.execPath, ['-e', "import('@tinyauth/sdk/ui').catch((e) => { console.error(e.message); process.exit(3); })"], { cwd: join(tmp, 'client') });
    expect(r.code).toBe(3);
    expect(r.stderr).toMatch(/Cannot find package 'wouter'/);
  });
});

describe('recipes', () => {
  it('Hono backend: the middleware verifies a session token from the packed host', async () => {
    const r = await run(process.execPath, ['backend.mjs'], { cwd: join(tmp, 'web'), env: { TINYAUTH_URL: hostUrl } });
    expect(r.code, r.stderr).toBe(0);
    const out = JSON.parse(r.stdout) as { userId: string; me: { userId: string }; anonymousStatus: number };
    expect(out.me.userId).toBe(out.userId);
    expect(out.anonymousStatus).toBe(401);
  });

  it('SSR: renderToString of the sign-in page in Node', async () => {
    const r = await run(process.execPath, ['ssr.mjs'], { cwd: join(tmp, 'web'), env: { TINYAUTH_URL: hostUrl } });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/<form/i);
    expect(r.stdout).toMatch(/type="email"/);
    expect(r.stdout).toMatch(/Sign in/);
  });
});

// the two configurations check at once: each is one tsc process
describe.concurrent('types', () => {
  it.each(['bundler', 'node16'])('consumer tsc passes with strict, exactOptionalPropertyTypes, noUncheckedIndexedAccess, skipLibCheck false (%s)', async (mode) => {
    const r = await run(process.execPath, [join(repo, 'node_modules/typescript/bin/tsc'), '-p', `tsconfig.${mode}.json`], { cwd: join(tmp, 'web') });
    expect(r.stdout + r.stderr).toBe('');
    expect(r.code).toBe(0);
  });
});

describe('in Chromium', () => {
  /** Opens `url` and waits for the sign-in form: an e-mail field and a "Sign in" button. */
  async function expectSignInForm(url: string) {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    try {
      await page.goto(url);
      const email = page.getByLabel(/e-?mail/i).first();
      await email.waitFor({ timeout: 30_000 });
      await page.getByRole('button', { name: /sign in/i }).first().waitFor({ timeout: 10_000 });
      expect(await email.isEditable()).toBe(true);
      expect(errors).toEqual([]);
    } catch (e) {
      throw new Error(`${url}: ${e instanceof Error ? e.message : e}\npage errors: ${errors.join('\n')}\nbody: ${(await page.content()).slice(0, 2000)}`);
    } finally {
      await page.close();
    }
  }

  it('Vite build, with only the React plugin, serves /handler/sign-in', async () => {
    const web = join(tmp, 'web');
    await timed('vite build', () => runOk(join(web, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], { cwd: web, env: { VITE_TINYAUTH_URL: hostUrl } }));
    const server = await serveStatic(join(web, 'dist'));
    try {
      await expectSignInForm(`${server.url}/handler/sign-in`);
    } finally {
      await server.close();
    }
  });

  it('Vite dev server, with only the React plugin, serves /handler/sign-in', async () => {
    const web = join(tmp, 'web');
    const port = await freePort();
    const dev = await start(join(web, 'node_modules/.bin/vite'), ['--host', '127.0.0.1', '--port', String(port), '--strictPort'], {
      cwd: web, url: `http://127.0.0.1:${port}/`, env: { VITE_TINYAUTH_URL: hostUrl },
    });
    try {
      await timed('vite dev first page', () => expectSignInForm(`http://127.0.0.1:${port}/handler/sign-in`));
    } finally {
      await dev.stop();
    }
  });

  it('esbuild with default options (--bundle --format=esm, no JSX flags) renders the sign-in view', async () => {
    const web = join(tmp, 'web');
    const out = join(web, 'esbuild-out');
    await runOk(bin('esbuild'), ['esbuild-entry.js', '--bundle', '--format=esm', `--outfile=${join(out, 'app.js')}`, '--log-level=warning'], { cwd: web });
    writeFileSync(
      join(out, 'index.html'),
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>esbuild</title></head><body><div id="root"></div>` +
        `<script>globalThis.TINYAUTH_URL = ${JSON.stringify(hostUrl)};</script><script type="module" src="/app.js"></script></body></html>`,
    );
    const server = await serveStatic(out);
    try {
      await expectSignInForm(`${server.url}/handler/sign-in`);
    } finally {
      await server.close();
    }
  });
});

describe('init', () => {
  it('npx @tinyauth/sdk init --yes on a fresh Vite + React app: it type-checks, builds, and a user signs up and sees their name on /protected', async () => {
    const dir = join(tmp, 'init-vite');
    const deps: Record<string, string> = { '@tinyauth/sdk': tarball('sdk') };
    for (const d of ['react', 'react-dom', 'vite', '@vitejs/plugin-react', '@types/react', '@types/react-dom']) deps[d] = version(d);
    freshViteApp(dir, deps, join(tmp, 'web/node_modules'));
    const t = Date.now();
    const { initOutput, steps } = await runInitAndSignUp(dir, hostUrl, browser, join(repo, 'node_modules/typescript/bin/tsc'));
    timings['init → sign-up in Chromium (Vite), total'] = Date.now() - t;
    for (const [k, v] of Object.entries(steps)) timings[`  init (Vite): ${k}`] = v;
    expect(initOutput).toContain('changed src/main.tsx: the app wrapped in <AuthRoot>');
    expect(initOutput).toContain('Next: npm install wouter && npm run dev');
  });
});

describe('README and docs code blocks', () => {
  const docs = (dir: string): string[] =>
    readdirSync(join(repo, dir), { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? (['host', 'api', '.vitepress', 'screenshots'].includes(e.name) ? [] : docs(`${dir}/${e.name}`)) : e.name.endsWith('.md') ? [`${dir}/${e.name}`] : [],
    );
  const readmes = ['README.md', 'packages/sdk/README.md', 'packages/host/README.md', 'packages/harness/README.md', ...docs('docs')];

  it('every TypeScript block of the READMEs and docs type-checks against the packed packages, and the scripts run against the packed host', async () => {
    const web = join(tmp, 'web');
    let count = 0;
    let nextBlocks = 0;
    const scripts: { source: string; file: string }[] = [];
    for (const md of readmes) {
      const { blocks, fragments } = codeBlocks(join(repo, md), md);
      expect(fragments, `${md}: blocks without a "// file:" line`).toEqual([]);
      const dir = join(web, 'blocks', md.replace(/[/.]/g, '-'));
      const names = blocks.map((b) => b.file);
      expect(new Set(names).size, `${md}: file names repeat`).toBe(names.length);
      for (const b of blocks) {
        // Next.js blocks go into the Next.js fixture app, whose `next build` (below) type-checks them.
        const into = b.code.includes("'@tinyauth/sdk/next'") ? join(tmp, 'next', 'blocks', md.replace(/[/.]/g, '-')) : dir;
        if (into !== dir) nextBlocks++;
        mkdirSync(join(into, b.file, '..'), { recursive: true });
        writeFileSync(join(into, b.file), b.code);
        if (b.run) scripts.push({ source: b.source, file: join(dir, b.file) });
        count++;
      }
    }
    writeFileSync(
      join(web, 'tsconfig.blocks.json'),
      JSON.stringify({
        extends: './tsconfig.bundler.json',
        // the harness is installed in its own fixture app
        compilerOptions: { types: ['node', 'vite/client'], paths: { '@tinyauth/harness': ['../harness/node_modules/@tinyauth/harness/dist/harness/index.d.ts'] } },
        include: ['blocks'],
      }),
    );
    const checked = await run(process.execPath, [join(repo, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.blocks.json'], { cwd: web });
    expect(checked.stdout + checked.stderr).toBe('');
    for (const s of scripts) {
      const out = s.file.replace(/\.tsx?$/, '.mjs');
      await runOk(bin('esbuild'), [s.file, '--format=esm', '--platform=node', '--jsx=automatic', `--outfile=${out}`, '--log-level=warning'], { cwd: web });
      writeFileSync(out, readFileSync(out, 'utf8').replaceAll('http://localhost:8102', hostUrl));
      const r = await run(process.execPath, [out], { cwd: web });
      expect(r.code, `${s.source}\n${r.stdout}\n${r.stderr}`).toBe(0);
    }
    sizes['README and docs code blocks'] = `${count} type-checked (${nextBlocks} of them by next build), ${scripts.length} run against the host`;
    expect(scripts.length).toBeGreaterThanOrEqual(4);
  });
});

describe('Next.js App Router, set up by init --yes (next build, next start)', () => {
  let proxy: CountingProxy;
  let app: Started;
  let appUrl: string;
  let buildOutput: string;
  let initOutput: string;
  let initStart: number;

  beforeAll(async () => {
    const dir = join(tmp, 'next');
    // the API host behind a proxy that counts the refresh requests
    proxy = await countingProxy(hostUrl);
    initStart = Date.now();
    initOutput = await timed('init (Next.js)', () => initNextApp(dir, proxy.url));
    const built = await timed('next build', () => runOk(join(dir, 'node_modules/.bin/next'), ['build'], { cwd: dir, env: nextCommandEnv('production'), timeoutMs: 300_000 }));
    buildOutput = built.stdout + built.stderr;
    for (const [route, size] of Object.entries(firstLoadJs(buildOutput))) sizes[`next build first-load JS ${route}`] = size;
    const port = await freePort();
    appUrl = `http://127.0.0.1:${port}`;
    app = await timed('next start', () =>
      start(join(dir, 'node_modules/.bin/next'), ['start', '-p', String(port), '-H', '127.0.0.1'], { cwd: dir, url: `${appUrl}/handler/sign-in`, env: nextCommandEnv('production') }),
    );
  }, 420_000);

  afterAll(async () => {
    await app?.stop();
    await proxy?.close();
  });

  it('init --yes on the fresh app wrote the handler pages, middleware, protected page and .env.local, and wrapped the layout', () => {
    for (const f of ['app/handler/[[...path]]/page.tsx', 'app/protected/page.tsx', 'middleware.ts', '.env.local']) expect(initOutput).toContain(`created ${f}`);
    expect(initOutput).toContain('changed app/layout.tsx: the app wrapped in <AuthProvider>');
    expect(initOutput).toContain('Next: npm run dev');
  });

  it('next build passes with no error or warning (no edge-runtime warning for the middleware)', () => {
    // Next prints "⚠ No build cache found" when a CI variable is set and .next/cache is empty: that is about
    // the CI machine, not the app, so it is the one line left out.
    const lines = buildOutput.split('\n').filter((line) => !/No build cache found/.test(line));
    expect(lines.join('\n')).not.toMatch(/warn|error|⚠/i);
    expect(Object.keys(firstLoadJs(buildOutput))).toEqual(expect.arrayContaining(['/handler/[[...path]]', '/protected']));
  });

  nextAppChecks(() => ({
    browser,
    appUrl,
    refreshes: () => proxy.count('POST /api/v1/auth/oauth/token'),
    serverOutput: () => app.output(),
    signedUp: () => {
      timings['init → sign-up in Chromium (Next.js), total'] = Date.now() - initStart;
    },
  }));
});

describe('host data directory', () => {
  it('the packed host bin keeps state in --data-dir across a restart', async () => {
    // better-sqlite3 is compiled in the repository already (same version): use that build instead of
    // compiling it again in the fixture
    const native = join(tmp, 'host/node_modules/better-sqlite3');
    rmSync(native, { recursive: true, force: true });
    symlinkSync(join(repo, 'node_modules/better-sqlite3'), native, 'dir');
    const dataDir = join(tmp, 'host-data');
    const startHost = async () => {
      const port = await freePort();
      const url = `http://127.0.0.1:${port}`;
      const h = await start(join(tmp, 'host/node_modules/.bin/tinyauth-host'), ['--port', String(port), '--data-dir', dataDir], { cwd: join(tmp, 'host'), url: `${url}/api/v1` });
      return { h, url };
    };
    const first = await startHost();
    let userId: string;
    try {
      expect(first.h.output()).toContain(dataDir);
      const r = await run(process.execPath, ['server.mjs'], { cwd: join(tmp, 'client'), env: { TINYAUTH_URL: first.url } });
      expect(r.code, r.stderr).toBe(0);
      userId = (JSON.parse(r.stdout) as { userId: string }).userId;
    } finally {
      await first.h.stop();
    }
    const second = await startHost();
    try {
      const res = await fetch(`${second.url}/api/v1/users/${userId}`, {
        headers: {
          'x-stack-project-id': 'internal',
          'x-stack-access-type': 'server',
          'x-stack-secret-server-key': 'this-secret-server-key-is-for-local-development-only',
        },
      });
      expect(res.status).toBe(200);
      expect(((await res.json()) as { id: string }).id).toBe(userId);
    } finally {
      await second.h.stop();
    }
  });
});

describe('command lines', () => {
  it('the host and harness bins answer --help with their flags and exit 0', async () => {
    const h = await run(join(tmp, 'host/node_modules/.bin/tinyauth-host'), ['--help'], { cwd: join(tmp, 'host') });
    expect(h.code, h.stderr).toBe(0);
    expect(h.stdout).toMatch(/--port/);
    const c = await run(join(tmp, 'harness/node_modules/.bin/tinyauth-conformance'), ['--help'], { cwd: join(tmp, 'harness') });
    expect(c.code, c.stderr).toBe(0);
    expect(c.stdout).toMatch(/--base-url/);
  });

  it('the host bin says at start-up where its state is (in memory here)', () => {
    expect(host.output()).toMatch(/in memory/);
  });

  it('the host bin on a port already in use names the port and how to pick another', async () => {
    const busy = createServer();
    await new Promise<void>((resolve) => busy.listen(0, '127.0.0.1', resolve));
    const { port } = busy.address() as AddressInfo;
    try {
      const r = await run(join(tmp, 'host/node_modules/.bin/tinyauth-host'), ['--port', String(port)], { cwd: join(tmp, 'host'), timeoutMs: 30_000 });
      expect(r.code).not.toBe(0);
      expect(r.stderr).toContain(String(port));
      expect(r.stderr).toMatch(/--port/);
    } finally {
      await new Promise((resolve) => busy.close(resolve));
    }
  });

  it('the harness against a host that does not answer fails fast: one line, exit 2', async () => {
    const port = await freePort();
    const r = await run(join(tmp, 'harness/node_modules/.bin/tinyauth-conformance'), ['--base-url', `http://127.0.0.1:${port}`], { cwd: join(tmp, 'harness'), timeoutMs: 30_000 });
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toContain(`127.0.0.1:${port}`);
    expect(r.ms).toBeLessThan(15_000);
  });

  it('the packed harness checks the packed host (users area)', async () => {
    const r = await run(join(tmp, 'harness/node_modules/.bin/tinyauth-conformance'), ['--base-url', hostUrl, '--only', 'users'], { cwd: join(tmp, 'harness'), timeoutMs: 120_000 });
    expect(r.code, r.stdout + r.stderr).toBe(0);
    expect(r.stdout).toMatch(/\d+ passed, 0 failed/);
  });
});
