/**
 * `npx @tinyauth/sdk init --yes` on a fresh Vite + React (TypeScript) app, as create-vite writes it
 * (fixtures/vite-fresh), then what a newcomer does next: type-check, build, and in Chromium open the
 * protected page, get sent to sign-in, sign up, and land back on the page with their name.
 */
import { cpSync, mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { runOk } from './processes.js';
import { serveStatic } from './static-server.js';

const fixture = fileURLToPath(new URL('./fixtures/vite-fresh', import.meta.url));

/**
 * Makes the app in `dir` with the dependencies `deps` (the package.json a fresh app has), using the already
 * installed `nodeModules` (same packages, installed from the packed tarball) instead of a second install.
 */
export function freshViteApp(dir: string, deps: Record<string, string>, nodeModules: string): void {
  mkdirSync(dir, { recursive: true });
  cpSync(fixture, dir, { recursive: true });
  const scripts = { dev: 'vite', build: 'tsc -p . && vite build' };
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'fresh-vite-app', private: true, type: 'module', scripts, dependencies: deps }, null, 2));
  symlinkSync(nodeModules, join(dir, 'node_modules'), 'dir');
}

export async function runInitAndSignUp(dir: string, hostUrl: string, browser: Browser, tsc: string): Promise<{ initOutput: string; steps: Record<string, number> }> {
  const steps: Record<string, number> = {};
  let t = Date.now();
  const lap = (name: string) => {
    steps[name] = Date.now() - t;
    t = Date.now();
  };
  const init = await runOk(join(dir, 'node_modules/.bin/tinyauth'), ['init', '--yes', '--url', hostUrl], { cwd: dir });
  lap('init');
  await runOk(process.execPath, [tsc, '-p', '.'], { cwd: dir });
  lap('tsc');
  await runOk(join(dir, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], { cwd: dir });
  lap('vite build');
  const server = await serveStatic(join(dir, 'dist'));
  const page = await browser.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const email = `init-${Date.now()}@example.com`;
  try {
    await page.goto(`${server.url}/protected`);
    await page.waitForURL(/\/handler\/sign-in\?after_auth_return_to=/, { timeout: 30_000 });
    await page.getByRole('link', { name: /sign up/i }).first().click();
    await page.getByLabel('Email', { exact: true }).fill(email);
    const passwords = page.locator('input[type=password]');
    await passwords.nth(0).fill('correct horse battery staple');
    await passwords.nth(1).fill('correct horse battery staple');
    await page.getByRole('button', { name: /sign up|create account/i }).first().click();
    await page.getByText(`Signed in as ${email}`).waitFor({ timeout: 30_000 });
    lap('sign-up in Chromium');
    if (!page.url().endsWith('/protected')) throw new Error(`ended at ${page.url()}`);
    if (errors.length) throw new Error(`page errors: ${errors.join('\n')}`);
  } catch (e) {
    throw new Error(`${e instanceof Error ? e.message : e}\nat ${page.url()}\npage errors: ${errors.join('\n')}\nbody: ${(await page.content()).slice(0, 3000)}`);
  } finally {
    await page.close();
    await server.close();
  }
  return { initOutput: init.stdout, steps };
}
