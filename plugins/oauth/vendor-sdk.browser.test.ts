/**
 * In Debian chromium: the real vendor SDK (@stackframe/js 2.7.23, bundled for the browser by esbuild) on an
 * app page at http://localhost:{port}; `signInWithOAuth('spotify')` goes through the host's authorize
 * endpoint to a real OpenID Connect issuer (panva's oidc-provider, started here), its login and consent
 * pages, back to the host's callback, and `callOAuthCallback()` exchanges the code: the signed-in user is
 * the issuer's account.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { getRequestListener } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser } from 'playwright-core';
import { build } from 'esbuild';
import { existsSync } from 'node:fs';
import { createMockServer, hostOf } from '../../mock-server/index.js';
import { startTestIssuer, nameOf, type TestIssuer } from './oidc-test-issuer.js';

const CHROMIUM = '/usr/bin/chromium';
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

const listen = async (server: Server) => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
};

/** The app: one HTML page for every path, loading the bundled SDK. */
const ENTRY = `
import { StackClientApp } from '@stackframe/js';
const cfg = window.__CFG__;
const app = new StackClientApp({
  projectId: cfg.projectId, publishableClientKey: cfg.key, baseUrl: cfg.baseUrl, tokenStore: 'cookie', redirectMethod: 'window',
  urls: { oauthCallback: '/handler/oauth-callback', afterSignIn: '/done', afterSignUp: '/done' },
});
const out = document.getElementById('out');
window.signIn = () => app.signInWithOAuth('spotify').catch((e) => { out.textContent = 'error: ' + e.message; });
if (location.pathname === '/handler/oauth-callback') {
  app.callOAuthCallback().catch((e) => { out.textContent = 'callback error: ' + e.message; });
}
if (location.pathname === '/done') {
  app.getUser().then((u) => { out.textContent = u ? 'user: ' + u.primaryEmail + ' / ' + u.displayName : 'no user'; });
}
`;

let browser: Browser | undefined;
let issuer: TestIssuer;
let hostServer: Server;
let appServer: Server;
let appOrigin: string;

beforeAll(async () => {
  if (!existsSync(CHROMIUM)) return;
  const issuerServer = createServer();
  const issuerPort = await listen(issuerServer);
  hostServer = createServer();
  const hostPort = await listen(hostServer);
  const hostOrigin = `http://localhost:${hostPort}`;
  const app = createMockServer({
    passwordHash: { memoryCost: 1024, timeCost: 1, parallelism: 1 },
    oauthProviderUrl: `http://127.0.0.1:${issuerPort}`,
    publicUrl: hostOrigin,
  });
  hostServer.on('request', getRequestListener(app.fetch));
  issuer = await startTestIssuer([hostOrigin], issuerServer);
  const host = hostOf(app);
  const p = host.projects.get('internal')!;
  host.projects.put({ ...p, config: { ...p.config, allow_localhost: true, oauth_providers: [{ id: 'spotify', enabled: true, type: 'shared' }] } });

  const bundle = await build({
    stdin: { contents: ENTRY, resolveDir: fileURLToPath(new URL('.', import.meta.url)), loader: 'js' },
    bundle: true, format: 'esm', platform: 'browser', write: false, logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"production"', 'process.env': '{}' },
  });
  const js = bundle.outputFiles[0].text;
  const { DEV_KEYS } = await import('../../mock-server/store/seed.js');
  const cfg = JSON.stringify({ projectId: DEV_KEYS.projectId, key: DEV_KEYS.publishableClientKey, baseUrl: hostOrigin });
  appServer = createServer((req, res) => {
    if (req.url === '/app.js') {
      res.writeHead(200, { 'content-type': 'text/javascript' }).end(js);
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html' }).end(
      `<!doctype html><html><body><button id="go" onclick="signIn()">Sign in with Spotify</button><p id="out"></p>` +
        `<script>window.__CFG__ = ${cfg};</script><script type="module" src="/app.js"></script></body></html>`,
    );
  });
  appOrigin = `http://localhost:${await listen(appServer)}`;
  browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await Promise.all([issuer?.close(), ...[hostServer, appServer].filter(Boolean).map((s) => new Promise((r) => s.close(r)))]);
});

describe.skipIf(!existsSync(CHROMIUM))('vendor SDK signInWithOAuth against a real OIDC issuer (chromium)', () => {
  it('authorize → issuer login and consent → host callback → callOAuthCallback signs the issuer account in', async () => {
    const page = await browser!.newPage();
    const logs: string[] = [];
    page.on('console', (m) => logs.push(`${m.type()}: ${m.text()}`));
    page.on('pageerror', (e) => logs.push(`pageerror: ${e.message}`));
    page.on('requestfailed', (r) => logs.push(`failed: ${r.method()} ${r.url()} ${r.failure()?.errorText}`));
    const login = `sdk-${Date.now()}@example.com`;
    await page.goto(`${appOrigin}/`);
    await page.waitForFunction(() => typeof (window as unknown as { signIn?: unknown }).signIn === 'function');
    await page.click('#go');
    await page.waitForURL((u) => u.href.startsWith(issuer.url));
    await page.fill('input[name=login]', login);
    await page.fill('input[name=password]', 'any password');
    await page.click('button[type=submit]');
    await page.waitForSelector('input[name=prompt][value=consent]', { state: 'attached' });
    await page.click('button[type=submit]');
    await page.waitForURL(`${appOrigin}/done`, { timeout: 20_000 }).catch(async (e) => {
      throw new Error(`${e.message}\nat ${page.url()} out=${await page.textContent('#out')}\n${logs.join('\n')}`);
    });
    await expect.poll(() => page.textContent('#out'), { timeout: 10_000 }).toBe(`user: ${login} / ${nameOf(login)}`);
    await page.close();
  }, 60_000);
});
