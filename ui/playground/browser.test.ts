import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { hasChromium, hasViews, screenshot, signInWithCookies } from './browser-kit.js';
import { useBrowserHost } from './use-browser-host.js';

const kit = useBrowserHost();
let n = 0;
const email = (tag: string) => `${tag}-${++n}-${Date.now()}@example.com`;
const withPassword = hasViews('password');
const withOtp = hasViews('otp');
const fresh = () => kit.fresh();
const who = (page: Page) => page.getByTestId('who');

/** Tabs (at most 40 times) until the element is focused, proving it is reachable by keyboard. */
async function tabTo(page: Page, locator: ReturnType<Page['locator']>) {
  for (let i = 0; i < 40; i++) {
    if (await locator.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('not reachable with Tab');
}

async function fillPasswordForm(page: Page, address: string, password: string, button: string) {
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: button, exact: true }) }).first();
  await form.getByLabel('Email', { exact: true }).fill(address);
  for (const field of await form.locator('input[type=password]').all()) await field.fill(password);
  await form.getByRole('button', { name: button, exact: true }).click();
}

describe.skipIf(!hasChromium)('playground in chromium', { timeout: 60_000 }, () => {
  it('refuses an untrusted after_auth_return_to with the error page', async () => {
    const page = await fresh();
    await page.goto(`${kit.host.url}/handler/sign-in?after_auth_return_to=${encodeURIComponent('https://evil.example/')}`);
    await page.waitForURL(/\/handler\/error\?code=REDIRECT_URL_NOT_TRUSTED$/);
    await expect(page.getByRole('alert').textContent()).resolves.toBe('Redirect URL is not trusted');
    await screenshot(page, 'untrusted-return-url');
  });

  it('account settings: changes the display name', async () => {
    const page = await fresh();
    const address = email('rename');
    await signInWithCookies(page.context(), kit.host, address, 'Before');
    await page.goto(kit.host.url + '/handler/account-settings');
    const field = page.getByLabel('Display name');
    await expect.poll(() => field.inputValue()).toBe('Before');
    await field.fill('After Rename');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved.').waitFor();
    const list = await kit.host.admin.users.list({ query: address });
    expect(list.data?.items.map((u) => u.displayName)).toEqual(['After Rename']);
    await page.goto(kit.host.url + '/');
    await expect.poll(() => who(page).textContent()).toBe('Signed in as After Rename');
  });

  it('keyboard only: sign out from the home page', async () => {
    const page = await fresh();
    await signInWithCookies(page.context(), kit.host, email('kbd-out'), 'Keyboard');
    await page.goto(kit.host.url + '/');
    await expect.poll(() => who(page).textContent()).toBe('Signed in as Keyboard');
    await tabTo(page, page.getByRole('link', { name: 'Sign out' }));
    await page.keyboard.press('Enter');
    await expect.poll(() => who(page).textContent(), { timeout: 10_000 }).toBe('You are not signed in.');
  });

  it.skipIf(!withPassword)('sign up with a password, sign out, then sign in again', async () => {
    const page = await fresh();
    const address = email('signup');
    await page.goto(kit.host.url + '/');
    await page.getByRole('link', { name: 'Sign up' }).click();
    await fillPasswordForm(page, address, 'correct horse battery', 'Sign up');
    await page.waitForURL(kit.host.url + '/');
    await expect.poll(() => who(page).textContent()).toBe(`Signed in as ${address}`);
    await page.getByRole('link', { name: 'Sign out' }).click();
    await expect.poll(() => who(page).textContent()).toBe('You are not signed in.');
    await page.getByRole('link', { name: 'Sign in' }).click();
    await fillPasswordForm(page, address, 'correct horse battery', 'Sign in');
    await page.waitForURL(kit.host.url + '/');
    await expect.poll(() => who(page).textContent()).toBe(`Signed in as ${address}`);
  });

  it.skipIf(!withPassword)('keyboard only: sign in, then sign out', async () => {
    const page = await fresh();
    const address = email('kbd');
    await kit.host.admin.users.create({ primaryEmail: address, password: 'keyboard pass 1', primaryEmailAuthEnabled: true });
    await page.goto(kit.host.url + '/handler/sign-in');
    const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Sign in', exact: true }) }).first();
    await tabTo(page, form.getByLabel('Email', { exact: true }));
    await page.keyboard.type(address);
    await tabTo(page, form.locator('input[type=password]').first());
    await page.keyboard.type('keyboard pass 1');
    await page.keyboard.press('Enter');
    await page.waitForURL(kit.host.url + '/');
    await expect.poll(() => who(page).textContent()).toBe(`Signed in as ${address}`);
    await tabTo(page, page.getByRole('link', { name: 'Sign out' }));
    await page.keyboard.press('Enter');
    await expect.poll(() => who(page).textContent(), { timeout: 10_000 }).toBe('You are not signed in.');
  });

  it.skipIf(!withPassword)('honours a trusted after_auth_return_to after sign-in', async () => {
    const page = await fresh();
    const address = email('return');
    await kit.host.admin.users.create({ primaryEmail: address, password: 'return pass 1', primaryEmailAuthEnabled: true });
    await page.goto(`${kit.host.url}/handler/sign-in?after_auth_return_to=${encodeURIComponent('/handler/account-settings')}`);
    await fillPasswordForm(page, address, 'return pass 1', 'Sign in');
    await page.waitForURL(kit.host.url + '/handler/account-settings');
    await page.getByRole('heading', { level: 1, name: 'Account settings' }).waitFor();
  });

  it.skipIf(!withPassword)('forgot password through the dev mailbox page', async () => {
    const page = await fresh();
    const address = email('forgot');
    await kit.host.admin.users.create({ primaryEmail: address, password: 'old password 1', primaryEmailAuthEnabled: true });
    await page.goto(kit.host.url + '/handler/sign-in');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL(/\/handler\/forgot-password/);
    await page.getByLabel('Email', { exact: true }).fill(address);
    await page.locator('main form').getByRole('button').first().click();
    await page.getByRole('status').first().waitFor();
    await page.goto(`${kit.host.url}/mailbox?to=${encodeURIComponent(address)}`);
    await page.locator('a[href*="/handler/password-reset"]').first().click();
    await page.waitForURL(/\/handler\/password-reset\?/);
    for (const field of await page.locator('main input[type=password]').all()) await field.fill('new password 2');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.getByRole('status').first().waitFor();
    await page.goto(kit.host.url + '/handler/sign-in');
    await fillPasswordForm(page, address, 'new password 2', 'Sign in');
    await page.waitForURL(kit.host.url + '/');
    await expect.poll(() => who(page).textContent()).toBe(`Signed in as ${address}`);
  });

  it.skipIf(!withOtp)('magic-link sign-in through the dev mailbox page', async () => {
    const page = await fresh();
    const address = email('magic');
    await page.goto(kit.host.url + '/handler/sign-in');
    await page.getByRole('tab', { name: 'Email link' }).click();
    const form = page.locator('form').filter({ has: page.getByRole('button', { name: /link|code/i }) }).first();
    await form.getByLabel('Email', { exact: true }).fill(address);
    await form.getByRole('button', { name: /link|code/i }).first().click();
    await page.getByRole('status').first().waitFor();
    await page.goto(`${kit.host.url}/mailbox?to=${encodeURIComponent(address)}`);
    await page.locator('a[href*="/handler/magic-link-callback"]').first().click();
    // the page asks first, so a mail scanner opening the link does not use it up
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(kit.host.url + '/', { timeout: 15_000 });
    await expect.poll(() => who(page).textContent()).toBe(`Signed in as ${address}`);
  });
});
