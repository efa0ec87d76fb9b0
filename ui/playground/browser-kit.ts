/**
 * TEST-ONLY: the playground served next to a fresh mock host on 127.0.0.1 (port 0), Debian's
 * chromium through playwright-core, axe-core, screenshots to test-output/ and session cookies.
 */
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { chromium } from 'playwright-core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { createClient, serverUsers } from '../../kernel/index.js';
import { createMockServer, DEV_KEYS } from '../../mock-server/index.js';
import { buildPlayground } from './build.js';
import { mountPlayground } from './serve-playground.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const CHROMIUM = '/usr/bin/chromium';
export const hasChromium = existsSync(CHROMIUM);
export const hasViews = (folder: string) => existsSync(join(root, 'plugins', folder, 'views.tsx'));
export const SHOTS = join(root, 'test-output', 'ui');
const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** `now`: the host's clock (default `Date.now`); `minify`: a smaller bundle that loads faster (default off). */
export async function startPlaygroundHost(options: { now?: () => number; minify?: boolean } = {}) {
  const app = createMockServer({ passwordHash: { memoryCost: 1024, timeCost: 1, parallelism: 1 }, unknownEmailDelayMs: () => 0, now: options.now });
  mountPlayground(app, await buildPlayground({ minify: options.minify ?? false }));
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  const address = server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const admin = createClient({ projectId: DEV_KEYS.projectId, secretServerKey: DEV_KEYS.secretServerKey, baseUrl: url, plugins: [serverUsers()] });
  const close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return { app, url, admin, close };
}

export async function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
}

let axeCode: string | undefined;
const axeSource = () => (axeCode ??= readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8'));

/** axe-core violations on the page (ids and the first offending node), after it settles. */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource()); // not a <script> tag: the host's pages forbid inline scripts (CSP)
  const result = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: { id: string; nodes: { target: unknown }[] }[] }> } }).axe;
    return (await axe.run(document, { resultTypes: ['violations'] })).violations.map((v) => `${v.id} ${JSON.stringify(v.nodes[0]?.target)}`);
  });
  return result;
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
}

/** Signs a new user in by setting the cookie store's cookies from a server-made session. */
export async function signInWithCookies(context: BrowserContext, host: Awaited<ReturnType<typeof startPlaygroundHost>>, email: string, displayName = 'Cookie User') {
  const user = await host.admin.users.create({ primaryEmail: email, displayName, primaryEmailAuthEnabled: true });
  if (user.error) throw user.error;
  const tokens = await host.admin.createSession(user.data.id);
  if (tokens.error) throw tokens.error;
  const { refreshToken, accessToken } = tokens.data;
  await context.addCookies([
    { name: `stack-refresh-${DEV_KEYS.projectId}`, value: encodeURIComponent(refreshToken!), url: host.url },
    { name: 'stack-access', value: encodeURIComponent(JSON.stringify([refreshToken, accessToken])), url: host.url },
  ]);
  return user.data;
}
