/**
 * Account settings in Debian chromium: a confirmation dialog (focus inside, Escape cancels) before each
 * destructive action — delete the account, remove an email, remove the passkey, turn MFA off, leave a team —
 * and the refusal, with its reason, to remove the last way to sign in. One browser; the page is opened on
 * http://localhost so that WebAuthn (virtual authenticator) works.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DEV_KEYS } from '../mock-server/index.js';
import { hasChromium, launch, startPlaygroundHost } from './playground/browser-kit.js';
import { enableEverything } from './playground/screenshot-states.js';

type Host = Awaited<ReturnType<typeof startPlaygroundHost>>;
let host: Host;
let browser: Browser;
let origin: string;
let n = 0;

beforeAll(async () => {
  if (!hasChromium) return;
  host = await startPlaygroundHost();
  origin = host.url.replace('127.0.0.1', 'localhost');
  enableEverything(host.app);
  browser = await launch();
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await host?.close();
});

/** A new signed-in user (session cookies set for the localhost origin) on a fresh page. */
async function signedIn(extra: Record<string, unknown> = {}): Promise<{ page: Page; context: BrowserContext; id: string; email: string }> {
  const email = `settings-${++n}-${Date.now()}@example.com`;
  const user = await host.admin.users.create({ primaryEmail: email, primaryEmailAuthEnabled: true, displayName: 'Sam', ...extra });
  if (user.error) throw user.error;
  const tokens = await host.admin.createSession(user.data.id);
  if (tokens.error) throw tokens.error;
  const context = await browser.newContext();
  const { refreshToken, accessToken } = tokens.data;
  await context.addCookies([
    { name: `stack-refresh-${DEV_KEYS.projectId}`, value: encodeURIComponent(refreshToken!), url: origin },
    { name: 'stack-access', value: encodeURIComponent(JSON.stringify([refreshToken, accessToken])), url: origin },
  ]);
  return { page: await context.newPage(), context, id: user.data.id, email };
}

const section = (page: Page, name: string) => page.goto(`${origin}/handler/account-settings?section=${name}`);

/** The dialog opens with focus inside it; Escape closes it and nothing happens. */
async function cancelFirst(page: Page, open: () => Promise<void>, title: string) {
  await open();
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.waitFor();
  await expect(dialog.evaluate((d) => d.contains(document.activeElement))).resolves.toBe(true);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  await open();
  await dialog.waitFor();
  return dialog;
}

describe.skipIf(!hasChromium)('account settings: destructive actions ask first (chromium)', { timeout: 60_000 }, () => {
  it('delete the account', async () => {
    const { page, context, id } = await signedIn();
    await section(page, 'danger');
    const dialog = await cancelFirst(page, () => page.getByRole('button', { name: 'Delete account' }).click(), 'Delete your account?');
    expect((await host.admin.users.get(id)).error).toBeNull();
    await dialog.getByRole('button', { name: 'Delete account' }).click();
    await page.waitForURL((url) => url.pathname === '/' || url.pathname === '/handler/sign-in'); // signed out: leaves the page
    expect((await host.admin.users.get(id)).error).not.toBeNull();
    await context.close();
  });

  it('remove an email; the only sign-in email cannot be removed, and the page says why', async () => {
    const { page, context, email } = await signedIn();
    await section(page, 'emails');
    const own = page.getByRole('button', { name: `Delete ${email}` });
    await own.waitFor();
    await expect(own.isDisabled()).resolves.toBe(true);
    await page.getByText('This is your last way to sign in.').waitFor();
    const other = `other-${Date.now()}@example.com`;
    await page.getByRole('form', { name: 'Add email' }).getByLabel('Email').fill(other);
    await page.getByRole('button', { name: 'Add email' }).click();
    const remove = page.getByRole('button', { name: `Delete ${other}` });
    const dialog = await cancelFirst(page, () => remove.click(), `Remove ${other}?`);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await remove.waitFor({ state: 'detached' });
    await context.close();
  });

  it('turn MFA off', async () => {
    const { page, context, id } = await signedIn();
    // MFA turns on with an update (a secret given on create is stored, MFA stays off).
    const on = await host.admin.users.update(id, { totpSecretBase64: Buffer.from(new Uint8Array(20).fill(3)).toString('base64') });
    if (on.error) throw on.error;
    await section(page, 'security');
    const dialog = await cancelFirst(
      page,
      () => page.getByRole('button', { name: 'Disable multi-factor authentication' }).click(),
      'Turn off multi-factor authentication?',
    );
    await dialog.getByRole('button', { name: 'Turn off' }).click();
    await page.getByRole('button', { name: 'Enable multi-factor authentication' }).waitFor();
    await context.close();
  });

  it('remove the passkey', async () => {
    const { page, context } = await signedIn({ password: 'passkey test 1' });
    const cdp = await context.newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
    });
    await section(page, 'security');
    const passkey = page.getByRole('region', { name: 'Passkey' });
    await passkey.getByRole('button', { name: 'Add a passkey' }).click();
    await passkey.getByText('Passkey sign-in is on for this account.').waitFor();
    const dialog = await cancelFirst(page, () => passkey.getByRole('button', { name: 'Remove passkey' }).click(), 'Remove your passkey?');
    await dialog.getByRole('button', { name: 'Remove passkey' }).click();
    await passkey.getByRole('button', { name: 'Add a passkey' }).waitFor();
    await context.close();
  });

  it('a team: members with profiles, a pending invitation with revoke, then leave', async () => {
    const { page, context } = await signedIn();
    await section(page, 'teams');
    await page.getByLabel('Team name').fill('Rowers');
    await page.getByRole('button', { name: 'Create team' }).click();
    const team = page.getByRole('region', { name: 'Rowers' });
    await team.getByText('Sam').first().waitFor();
    await team.getByText('You', { exact: true }).waitFor();
    const invitee = `rower-${Date.now()}@example.com`;
    await team.getByLabel('Invite by email to Rowers').fill(invitee);
    await team.getByRole('button', { name: 'Invite' }).click();
    const revoke = team.getByRole('button', { name: `Revoke the invitation to ${invitee}` });
    await revoke.click();
    await revoke.waitFor({ state: 'detached' });
    const dialog = await cancelFirst(page, () => team.getByRole('button', { name: 'Leave Rowers' }).click(), 'Leave Rowers?');
    await dialog.getByRole('button', { name: 'Leave' }).click();
    await team.waitFor({ state: 'detached' });
    await context.close();
  });
});
