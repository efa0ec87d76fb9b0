/**
 * The handler pages' round-2 flows in Debian chromium: the locale switch, the one-time-code boxes (pasted
 * code submits itself), the magic-link confirmation, the user button menu by keyboard, and the signed-in card.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { hostOf } from '../mock-server/index.js';
import { hasChromium, launch, signInWithCookies, startPlaygroundHost } from './playground/browser-kit.js';

type Host = Awaited<ReturnType<typeof startPlaygroundHost>>;
let host: Host;
let browser: Browser;
let n = 0;
const email = (what: string) => `round2-${what}-${++n}-${Date.now()}@example.com`;

beforeAll(async () => {
  if (!hasChromium) return;
  host = await startPlaygroundHost();
  browser = await launch();
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await host?.close();
});

/** The 6-character code of the last sign-in mail to `to`. */
function mailedOtp(to: string): string {
  const mails = hostOf(host.app).mails.filter((m) => m.to.includes(to));
  return /^([A-Z0-9]{6})$/m.exec(mails[mails.length - 1]!.text)![1]!;
}

describe.skipIf(!hasChromium)('handler pages, round 2, in chromium', { timeout: 60_000 }, () => {
  it('?lang=de shows the pages in German; the tab title follows the page', async () => {
    const page = await (await browser.newContext()).newPage();
    await page.goto(`${host.url}/handler/sign-in?lang=de`);
    await page.getByRole('heading', { level: 1, name: 'Bei deinem Konto anmelden' }).waitFor();
    await expect.poll(() => page.title()).toMatch(/^Bei deinem Konto anmelden · /);
    await page.context().close();
  });

  it('a pasted one-time code fills the boxes and signs in by itself', async () => {
    const page = await (await browser.newContext()).newPage();
    const address = email('code');
    await page.goto(`${host.url}/handler/sign-in`);
    await page.getByRole('tab', { name: 'Email link' }).click();
    await page.getByLabel('Email', { exact: true }).fill(address);
    await page.getByRole('button', { name: 'Send sign-in link' }).click();
    await page.getByText('Check your inbox').waitFor();
    const code = page.getByLabel('Code', { exact: true });
    await code.focus();
    // a paste of five characters fills five boxes (upper-cased); the sixth completes the code, which is sent at once
    await page.keyboard.insertText(mailedOtp(address).slice(0, 5).toLowerCase());
    await expect.poll(() => page.locator('.ta-code span').allTextContents()).toEqual([...mailedOtp(address).slice(0, 5).split(''), '']);
    await page.keyboard.insertText(mailedOtp(address).slice(5));
    await page.waitForURL(host.url + '/');
    await page.context().close();
  });

  it('the magic link asks before signing in; the user button menu works by keyboard; signed in, sign-in shows the card', async () => {
    const page = await (await browser.newContext()).newPage();
    const address = email('link');
    await page.goto(`${host.url}/handler/sign-in`);
    await page.getByRole('tab', { name: 'Email link' }).click();
    await page.getByLabel('Email', { exact: true }).fill(address);
    await page.getByRole('button', { name: 'Send sign-in link' }).click();
    await page.getByText('Check your inbox').waitFor();
    const mails = hostOf(host.app).mails.filter((m) => m.to.includes(address));
    const link = /(http\S*magic-link-callback\S*)/.exec(mails[mails.length - 1]!.text)![1]!;
    await page.goto(link);
    await page.getByRole('heading', { level: 1, name: /^Sign in to .+ with this link\?$/ }).waitFor();
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(host.url + '/');

    const menuButton = page.getByRole('button', { name: 'Account menu' });
    await menuButton.focus();
    await page.keyboard.press('ArrowDown');
    const menu = page.getByRole('menu', { name: 'Account menu' });
    await menu.getByText(address).waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Account settings');
    await page.keyboard.press('End');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Sign out');
    await page.keyboard.press('Escape');
    await expect(menu.count()).resolves.toBe(0);

    await page.goto(`${host.url}/handler/sign-in`);
    await page.getByRole('heading', { level: 1, name: 'You are already signed in.' }).waitFor();
    await page.getByRole('link', { name: 'Sign out' }).waitFor();
    await page.context().close();
  });

  it('on a phone, account settings is a list of sections; one opens with a way back', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await signInWithCookies(context, host, email('phone'), 'Pat');
    const page = await context.newPage();
    await page.goto(`${host.url}/handler/account-settings`);
    const nav = page.getByRole('navigation', { name: 'Account settings' });
    await nav.getByRole('link', { name: 'Security' }).click();
    await page.getByRole('heading', { level: 2, name: 'Security' }).waitFor();
    await expect(nav.isVisible()).resolves.toBe(false);
    await page.locator('a.ta-back').click();
    await nav.getByRole('link', { name: 'Danger zone' }).or(nav.getByRole('link', { name: 'Emails' })).first().waitFor();
    await expect(page.getByRole('heading', { level: 2 }).count()).resolves.toBe(0);
    await context.close();
  });
});
