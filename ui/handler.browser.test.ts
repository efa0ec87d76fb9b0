/**
 * The handler pages in Debian chromium, light and dark: axe-core (color contrast included) on every page and
 * every account-settings section, the one-card sign-in, human error sentences, client-side checks, and
 * keyboard-only sign-up, sign-in, password reset and MFA. One browser, one host, one page per theme.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { hostOf } from '../mock-server/index.js';
import { totp } from '../plugins/mfa/host/totp.js';
import { axeViolations, hasChromium, launch, signInWithCookies, startPlaygroundHost } from './playground/browser-kit.js';
import { enableEverything, PUBLIC_PAGES, SETTINGS_SECTIONS } from './playground/screenshot-states.js';

type Host = Awaited<ReturnType<typeof startPlaygroundHost>>;
let host: Host;
let browser: Browser;
const pages: Record<'light' | 'dark', Page> = {} as never;
let n = 0;
const email = (tag: string) => `${tag}-${++n}-${Date.now()}@example.com`;

beforeAll(async () => {
  if (!hasChromium) return;
  host = await startPlaygroundHost();
  enableEverything(host.app);
  browser = await launch();
  for (const theme of ['light', 'dark'] as const) {
    pages[theme] = await (await browser.newContext({ colorScheme: theme })).newPage();
  }
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await host?.close();
});

/** Presses Tab (at most 40 times) until the element has focus: it is reachable by keyboard. */
async function tabTo(page: Page, target: Locator) {
  for (let i = 0; i < 40; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('not reachable with Tab');
}
/** A fresh signed-out page (own context) in the light theme. */
const freshPage = async () => (await browser.newContext()).newPage();
const who = (page: Page) => page.getByTestId('who');

describe.skipIf(!hasChromium)('handler pages in chromium', { timeout: 60_000 }, () => {
  for (const theme of ['light', 'dark'] as const) {
    it(`${theme}: every handler page and settings section has 0 axe violations`, async () => {
      const page = pages[theme];
      const failures: string[] = [];
      const check = async (name: string, path: string, ready: () => Promise<unknown>) => {
        await page.goto(host.url + path);
        await ready();
        const v = await axeViolations(page);
        if (v.length) failures.push(`${name}: ${v.join(', ')}`);
      };
      for (const [name, path] of Object.entries(PUBLIC_PAGES)) await check(name, path, () => page.locator('h1').first().waitFor());
      await page.goto(`${host.url}/handler/sign-in`);
      await page.getByRole('tab', { name: 'Email link' }).click();
      failures.push(...(await axeViolations(page)).map((v) => `sign-in, magic-link tab: ${v}`));
      await signInWithCookies(page.context(), host, email(`axe-${theme}`), 'Axe Tester');
      for (const section of SETTINGS_SECTIONS) {
        await check(`settings ${section}`, `/handler/account-settings?section=${section}`, async () => {
          await page.locator('main h2').first().waitFor();
          await page.locator('main [aria-busy=true]').first().waitFor({ state: 'detached' });
        });
      }
      await page.goto(`${host.url}/handler/account-settings?section=danger`);
      await page.getByRole('button', { name: 'Delete account' }).click();
      await page.getByRole('dialog').waitFor();
      failures.push(...(await axeViolations(page)).map((v) => `delete dialog: ${v}`));
      await page.keyboard.press('Escape');
      // hold the sign-out call, so the page is checked before it moves on home
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/v1/auth/sessions/current', async (r) => {
        await held;
        await r.continue();
      });
      await check('sign-out', '/handler/sign-out', () => page.getByRole('heading', { name: 'Signing out…' }).waitFor());
      release();
      await page.waitForURL(`${host.url}/`);
      expect(failures).toEqual([]);
      const bg = await page.evaluate(() => getComputedStyle(document.querySelector('.ta-card')!).backgroundColor);
      expect(bg).toBe(theme === 'dark' ? 'rgb(22, 27, 34)' : 'rgb(255, 255, 255)');
    }, 120_000);
  }

  it('sign-in is one card: brand, provider buttons with icons, "or", one Email field, tabs, links at the bottom', async () => {
    const page = pages.light;
    await page.goto(`${host.url}/handler/sign-in`);
    const card = page.locator('main .ta-card');
    await card.getByRole('heading', { level: 1, name: 'Sign in to your account' }).waitFor();
    await expect(card.locator('.ta-brand').textContent()).resolves.toBe('Stack Dashboard');
    const providers = card.getByRole('button', { name: /^Sign in with (GitHub|Google|Microsoft|Spotify)$/ });
    await expect(providers.count()).resolves.toBe(4);
    for (const button of await providers.all()) await expect(button.locator('svg.ta-icon').count()).resolves.toBe(1);
    await expect(card.getByRole('separator', { name: 'or' }).count()).resolves.toBe(1);
    await expect(card.getByRole('textbox', { name: 'Email' }).count()).resolves.toBe(1);
    await card.getByRole('textbox', { name: 'Email' }).fill('kept@example.com');
    await card.getByRole('tab', { name: 'Email link' }).click();
    await expect(card.getByRole('textbox', { name: 'Email' }).count()).resolves.toBe(1);
    await expect(card.getByRole('textbox', { name: 'Email' }).inputValue()).resolves.toBe('kept@example.com');
    await expect(card.locator('input[type=password]').count()).resolves.toBe(0);
    await card.getByRole('tab', { name: 'Password' }).click();
    await card.locator('input[type=password]').waitFor();
    const box = (await card.boundingBox())!;
    expect(box.width).toBeLessThanOrEqual(420);
    const foot = card.locator('.ta-foot');
    await foot.getByRole('link', { name: 'Sign up' }).waitFor();
    // "Forgot password?" sits under the password field, on the Password tab only
    await card.getByRole('form', { name: 'Sign in' }).getByRole('link', { name: 'Forgot password?' }).waitFor();
    await card.getByRole('tab', { name: 'Email link' }).click();
    await expect(card.getByRole('link', { name: 'Forgot password?' }).count()).resolves.toBe(0);
  });

  it('a wrong password gets a human sentence, attached to the field; bad input is caught before any request', async () => {
    const page = await freshPage();
    const address = email('wrong');
    await host.admin.users.create({ primaryEmail: address, password: 'right password 1', primaryEmailAuthEnabled: true });
    const posts: string[] = [];
    page.on('request', (r) => r.method() === 'POST' && posts.push(new URL(r.url()).pathname));
    await page.goto(`${host.url}/handler/sign-in`);
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByRole('button', { name: 'Sign in', exact: true }).click();
    await form.getByText('Please fill in this field.').first().waitFor();
    await expect.poll(() => form.getByLabel('Email', { exact: true }).evaluate((el) => el === document.activeElement)).toBe(true);
    await form.getByLabel('Email', { exact: true }).fill('not-an-email');
    await form.getByRole('button', { name: 'Sign in', exact: true }).click();
    await form.getByText('Please enter a valid email address.').waitFor();
    expect(posts.filter((p) => p.includes('/auth/'))).toEqual([]);
    await form.getByLabel('Email', { exact: true }).fill(address);
    await form.getByLabel('Password', { exact: true }).fill('wrong password 1');
    await form.getByRole('button', { name: 'Sign in', exact: true }).click();
    const message = form.getByText('Wrong email or password.');
    await message.waitFor();
    await expect(form.getByLabel('Password', { exact: true }).getAttribute('aria-invalid')).resolves.toBe('true');
    expect(await form.textContent()).not.toMatch(/[A-Z]+_[A-Z_]+/);
    await page.context().close();
  });

  it('keyboard only: sign up, then sign in', async () => {
    const page = await freshPage();
    const address = email('kbd-up');
    await page.goto(`${host.url}/handler/sign-up`);
    const form = page.getByRole('form', { name: 'Sign up' });
    await tabTo(page, form.getByLabel('Email', { exact: true }));
    await page.keyboard.type(address);
    await page.keyboard.press('Tab');
    await page.keyboard.type('short');
    // the next stop is the password's show/hide toggle, then the repeat field
    await page.keyboard.press('Tab');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Show password');
    await page.keyboard.press('Tab');
    await page.keyboard.type('short');
    await page.keyboard.press('Enter');
    await form.getByText('Password too short. Minimum length is 8.').waitFor();
    await tabTo(page, form.getByLabel('Password', { exact: true }));
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('keyboard pass 1');
    await tabTo(page, form.getByLabel('Repeat password', { exact: true }));
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('keyboard pass 1');
    await page.keyboard.press('Enter');
    await page.waitForURL(host.url + '/');
    await expect.poll(() => who(page).textContent()).toBe(`Signed in as ${address}`);
    await page.context().clearCookies();

    await page.goto(`${host.url}/handler/sign-in`);
    const signIn = page.getByRole('form', { name: 'Sign in' });
    await tabTo(page, signIn.getByLabel('Email', { exact: true }));
    await page.keyboard.type(address);
    await page.keyboard.press('Tab');
    await page.keyboard.type('keyboard pass 1');
    await page.keyboard.press('Enter');
    await page.waitForURL(host.url + '/');
    await expect.poll(() => who(page).textContent()).toBe(`Signed in as ${address}`);
    await page.context().close();
  });

  it('keyboard only: password reset, and the end page leads on to sign-in', async () => {
    const page = await freshPage();
    const address = email('kbd-reset');
    await host.admin.users.create({ primaryEmail: address, password: 'old password 1', primaryEmailAuthEnabled: true });
    await page.goto(`${host.url}/handler/sign-in`);
    await tabTo(page, page.getByRole('link', { name: 'Forgot password?' }));
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/handler\/forgot-password/);
    await tabTo(page, page.getByLabel('Email', { exact: true }));
    await page.keyboard.type(address);
    await page.keyboard.press('Enter');
    await page.locator('.ta-alert-success').waitFor();
    await page.goto(`${host.url}/mailbox?to=${encodeURIComponent(address)}`);
    const href = await page.locator('a[href*="/handler/password-reset"]').first().getAttribute('href');
    await page.goto(href!);
    await tabTo(page, page.getByLabel('New password', { exact: true }));
    await page.keyboard.type('new password 2');
    await tabTo(page, page.getByLabel('Repeat password', { exact: true }));
    await page.keyboard.type('new password 2');
    await page.keyboard.press('Enter');
    await page.locator('.ta-alert-success').waitFor();
    await tabTo(page, page.getByRole('link', { name: 'Sign in' }));
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/handler\/sign-in/);
    const form = page.getByRole('form', { name: 'Sign in' });
    await tabTo(page, form.getByLabel('Email', { exact: true }));
    await page.keyboard.type(address);
    await page.keyboard.press('Tab');
    await page.keyboard.type('new password 2');
    await page.keyboard.press('Enter');
    await page.waitForURL(host.url + '/');
    await page.context().close();
  });

  it('keyboard only: sign in with MFA (the prompt replaces the card and takes focus)', async () => {
    const page = await freshPage();
    const address = email('kbd-mfa');
    const secret = new Uint8Array(20).fill(7);
    const created = await host.admin.users.create({
      primaryEmail: address, password: 'mfa password 1', primaryEmailAuthEnabled: true, displayName: 'Mia',
    });
    if (created.error) throw created.error;
    // MFA turns on with an update (a secret given on create is stored, MFA stays off).
    const on = await host.admin.users.update(created.data.id, { totpSecretBase64: Buffer.from(secret).toString('base64') });
    if (on.error) throw on.error;
    await page.goto(`${host.url}/handler/sign-in`);
    await tabTo(page, page.getByLabel('Email', { exact: true }));
    await page.keyboard.type(address);
    await page.keyboard.press('Tab');
    await page.keyboard.type('mfa password 1');
    await page.keyboard.press('Enter');
    const field = page.getByLabel('Authentication code');
    await field.waitFor();
    await expect(page.getByRole('textbox', { name: 'Email' }).isVisible()).resolves.toBe(false);
    await expect(field.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await page.keyboard.type('12');
    await page.keyboard.press('Enter');
    await page.getByText('Please enter the 6-digit code.').waitFor();
    const h = hostOf(host.app);
    if (30_000 - (h.now() % 30_000) < 3000) h.advanceClock(30_000 - (h.now() % 30_000) + 1);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(totp(secret, h.now()));
    await page.keyboard.press('Enter');
    await page.waitForURL(host.url + '/');
    await expect.poll(() => who(page).textContent()).toBe('Signed in as Mia');
    await page.context().close();
  });
});
