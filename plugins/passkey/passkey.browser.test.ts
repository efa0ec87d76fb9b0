/**
 * In Debian chromium: the playground (ui/playground) served next to a fresh host, opened on
 * http://localhost:{port} (an IP cannot be a WebAuthn RP id). Real OAuth and real WebAuthn end to end:
 * "Sign in with GitHub" through the host's built-in provider page, then a passkey added in account
 * settings with Chromium's virtual authenticator (CDP WebAuthn domain), sign-out, "Sign in with passkey".
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { hostOf } from '../../mock-server/index.js';
import { axeViolations, hasChromium, hasViews, launch, screenshot, startPlaygroundHost } from '../../ui/playground/browser-kit.js';

type Host = Awaited<ReturnType<typeof startPlaygroundHost>>;
let host: Host;
let browser: Browser;
let origin: string;

beforeAll(async () => {
  if (!hasChromium) return;
  host = await startPlaygroundHost();
  origin = host.url.replace('127.0.0.1', 'localhost');
  const state = hostOf(host.app);
  const p = state.projects.get('internal')!;
  state.projects.put({ ...p, config: { ...p.config, passkey_enabled: true } });
  browser = await launch();
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await host?.close();
});

describe.skipIf(!hasChromium || !hasViews('oauth') || !hasViews('passkey'))('OAuth and passkeys in the playground (chromium)', () => {
  it('GitHub through the provider page → add a passkey → sign out → sign in with the passkey', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
    });
    const email = `octo-${Date.now()}@example.com`;
    const who = page.getByTestId('who');

    await page.goto(`${origin}/handler/sign-in`);
    await page.getByRole('button', { name: 'Sign in with GitHub' }).click();
    await page.getByRole('heading', { name: 'Mock OAuth provider' }).waitFor();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Approve' }).click();
    await page.waitForURL(`${origin}/`);
    await expect.poll(() => who.textContent()).toBe(`Signed in as ${email.split('@')[0]}`);

    await page.goto(`${origin}/handler/account-settings?section=security`);
    const section = page.getByRole('region', { name: 'Passkey' });
    await section.getByRole('button', { name: 'Add a passkey' }).click();
    await section.getByText('Passkey saved.').waitFor();
    await section.getByText('Passkey sign-in is on for this account.').waitFor();
    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(credentials).toHaveLength(1);
    expect(credentials[0].rpId).toBe('localhost');
    await screenshot(page, 'passkey-account-settings');

    await page.goto(`${origin}/handler/sign-out`);
    await page.waitForURL(`${origin}/`);
    await expect.poll(() => who.textContent()).toBe('You are not signed in.');
    await page.goto(`${origin}/handler/sign-in`);
    await page.getByRole('button', { name: 'Sign in with passkey' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Sign in with passkey' }).click();
    await page.waitForURL(`${origin}/`);
    await expect.poll(() => who.textContent()).toBe(`Signed in as ${email.split('@')[0]}`);
    const after = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(after.credentials[0].signCount).toBeGreaterThan(0);
    await context.close();
  });
});
