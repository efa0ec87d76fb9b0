/**
 * The Next.js App Router app and its checks, shared by the consumer test (`next build` + `next start`) and
 * `npm run test:next` (`next dev`): a fresh app as create-next-app writes it (fixtures/next-fresh), installed
 * from the packed tarballs, set up by the packed `init --yes`, plus the test-only pages of fixtures/next
 * (a home page with a client component, a route handler, a server action).
 */
import { cpSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { runOk } from './processes.js';

export interface NextAppContext {
  browser: Browser;
  /** The app's origin, e.g. http://127.0.0.1:PORT. */
  appUrl: string;
  /** Refresh requests the API host has had so far. */
  refreshes(): number;
  /** What the Next server printed so far. */
  serverOutput(): string;
  /** Called once the user has signed up and sees their name on the protected page. */
  signedUp?(): void;
  /** Under `next dev`: the ui's hints for the developer go to the browser console. */
  dev?: boolean;
}

/**
 * The environment of the `next` commands. NODE_ENV as a user's shell has it for that command: vitest's
 * NODE_ENV=test would make Next skip the `.env.local` that init writes.
 */
export const nextCommandEnv = (nodeEnv: 'production' | 'development') => ({ NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: nodeEnv });

export const NEXT_FRESH_FIXTURE = fileURLToPath(new URL('./fixtures/next-fresh', import.meta.url));

/**
 * Runs the installed `init --yes` in the fresh app `dir` against the API host `apiUrl`, then copies the
 * test-only files over it. Returns what init printed.
 */
export async function initNextApp(dir: string, apiUrl: string): Promise<string> {
  const init = await runOk(join(dir, 'node_modules/.bin/tinyauth'), ['init', '--yes', '--url', apiUrl], { cwd: dir });
  cpSync(fileURLToPath(new URL('./fixtures/next', import.meta.url)), dir, { recursive: true });
  return init.stdout;
}

/** The fixture app's dependencies: the packed client, Next.js 15 and React; TypeScript 5 for Next's type check. */
export const nextDeps = (sdkTarball: string, version: (name: string) => string): Record<string, string> => ({
  '@tinyauth/sdk': sdkTarball,
  next: version('next'),
  react: version('react'),
  'react-dom': version('react-dom'),
  wouter: version('wouter'),
  '@types/react': version('@types/react'),
  '@types/node': version('@types/node'),
  typescript: '^5',
});

/** The "First Load JS" column of `next build`'s route table, per route. */
export function firstLoadJs(buildOutput: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of buildOutput.matchAll(/^[┌├└]\s+\S+\s+(\/\S*)\s+([\d.]+ k?B)\s+([\d.]+ k?B)\s*$/gm)) out[m[1]!] = m[3]!;
  return out;
}

const HANDLER_PAGES = [
  'sign-in', 'sign-up', 'sign-out', 'email-verification', 'password-reset', 'forgot-password', 'oauth-callback',
  'magic-link-callback', 'account-settings', 'error', 'team-invitation',
];

/** Browser console errors and warnings (hydration mismatches among them) and page errors. */
function watch(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => {
    // the fixture has no favicon: Chromium's request for it answers 404
    if (m.location().url.endsWith('/favicon.ico')) return;
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  return problems;
}

const cookieHeader = (cookies: { name: string; value: string }[]) => cookies.map((c) => `${c.name}=${c.value}`).join('; ');
const setCookies = (r: Response) => r.headers.getSetCookie().map((c) => c.split(';')[0]!);

export function nextAppChecks(get: () => NextAppContext) {
  const email = `next-${Date.now()}@example.com`;
  let context: BrowserContext;
  let page: Page;
  let problems: string[];
  let signedIn: { name: string; value: string }[];

  it('every handler page answers 200, /handler goes to sign-in, /handler/nope answers 404', async () => {
    const { appUrl } = get();
    for (const p of HANDLER_PAGES) expect([p, (await fetch(`${appUrl}/handler/${p}`)).status]).toEqual([p, 200]);
    const root = await fetch(`${appUrl}/handler`, { redirect: 'manual' });
    expect(root.headers.get('location')).toMatch(/\/handler\/sign-in$/);
    expect((await fetch(`${appUrl}/handler/nope`)).status).toBe(404);
  });

  it('/handler/nope draws the "Page not found" card (init\'s not-found.tsx); why goes to the console under next dev only', async () => {
    const { browser, appUrl, dev } = get();
    const lost = await browser.newPage();
    const said: string[] = [];
    lost.on('console', (m) => void said.push(m.text()));
    const r = await lost.goto(`${appUrl}/handler/nope`);
    expect(r!.status()).toBe(404);
    await lost.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    expect(await lost.getByRole('link', { name: 'Back to the app' }).getAttribute('href')).toBe('/');
    expect(await lost.content()).not.toContain('no loaded plugin');
    const hint = '[tinyauth] ui: no loaded plugin serves the handler page /nope';
    if (dev) await expect.poll(() => said).toContain(hint);
    else expect(said.filter((t) => t.includes('[tinyauth]'))).toEqual([]);
    await lost.close();
  });

  it('signs up on /handler/sign-up in Chromium and lands on the protected page (written by init) with the name', async () => {
    const { browser, appUrl, signedUp } = get();
    context = await browser.newContext();
    page = await context.newPage();
    problems = watch(page);
    await page.goto(`${appUrl}/handler/sign-up?after_auth_return_to=${encodeURIComponent('/protected')}`);
    const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Sign up', exact: true }) }).first();
    await form.getByLabel('Email', { exact: true }).fill(email);
    for (const field of await form.locator('input[type=password]').all()) await field.fill('correct horse battery');
    await form.getByRole('button', { name: 'Sign up', exact: true }).click();
    await page.waitForURL(`${appUrl}/protected`, { timeout: 30_000 });
    await page.getByText(`Signed in as ${email}`).waitFor({ timeout: 30_000 });
    signedUp?.();
    signedIn = await context.cookies();
    expect(signedIn.map((c) => c.name)).toEqual(expect.arrayContaining(['stack-refresh-local', 'stack-access']));
  });

  it('the server renders the user: the protected page, and a client component with no "loading" first', async () => {
    const { appUrl } = get();
    const html = await (await fetch(`${appUrl}/protected`, { headers: { cookie: cookieHeader(signedIn) } })).text();
    expect(html).toContain(`Signed in as <b>${email}</b>`);
    const home = await (await fetch(`${appUrl}/`, { headers: { cookie: cookieHeader(signedIn) } })).text();
    expect(home).toContain(`Hello ${email}`);
    expect(home).not.toContain('loading…');
  });

  it('a server action changes the display name through getClient()', async () => {
    await page.goto(`${get().appUrl}/protected/rename`);
    await page.getByLabel('Display name').fill('Ada');
    await page.getByRole('button', { name: 'Rename' }).click();
    await expect.poll(() => page.getByTestId('name').textContent(), { timeout: 20_000 }).toBe('Ada');
  });

  it('with the access cookie gone, the middleware refreshes once and the page still renders for the user', async () => {
    const { appUrl, refreshes } = get();
    const refreshOnly = signedIn.filter((c) => c.name !== 'stack-access');
    const before = refreshes();
    const r = await fetch(`${appUrl}/protected`, { headers: { cookie: cookieHeader(refreshOnly) }, redirect: 'manual' });
    expect(r.status).toBe(200);
    expect(await r.text()).toContain('Signed in as <b>Ada</b>');
    expect(refreshes() - before).toBe(1);
    const fresh = setCookies(r);
    expect(fresh.find((c) => c.startsWith('stack-access='))).toMatch(/^stack-access=%5B%22/);
    const refresh = signedIn.find((c) => c.name === 'stack-refresh-local')!;
    expect(fresh).toContain(`stack-refresh-local=${refresh.value}`);
  });

  it('a route handler calling getUser() twice refreshes once and writes the new access cookie', async () => {
    const { appUrl, refreshes } = get();
    const before = refreshes();
    const r = await fetch(`${appUrl}/api/me`, { headers: { cookie: cookieHeader(signedIn.filter((c) => c.name !== 'stack-access')) } });
    expect(await r.json()).toEqual({ email, same: true });
    expect(refreshes() - before).toBe(1);
    expect(setCookies(r).some((c) => /^stack-access=%5B%22/.test(c))).toBe(true);
  });

  it('after signing out, the protected page redirects to sign-in with the return path', async () => {
    const { appUrl } = get();
    await page.goto(`${appUrl}/handler/sign-out`);
    await page.waitForURL(`${appUrl}/`, { timeout: 30_000 });
    await page.goto(`${appUrl}/protected`);
    await page.waitForURL(/\/handler\/sign-in\?after_auth_return_to=%2Fprotected$/);
    await page.getByLabel('Email', { exact: true }).first().waitFor();
    await context.close();
  });

  it('no hydration warning or page error in the browser, no error in the server log', () => {
    expect(problems).toEqual([]);
    // Next marks errors with ⨯ and warnings with ⚠ (request lines such as "GET /handler/error 200" are not)
    expect(get().serverOutput()).not.toMatch(/⨯|⚠|error:|warn/i);
  });
}
