/**
 * In Debian chromium: the playground (ui/playground) served next to a fresh host. A signed-in user turns
 * TOTP on in account settings (key shown, then confirmed with a code), signs out, signs in with the password, gets the six-digit prompt on /sign-in,
 * and finishes with the code computed from the key the page showed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { hostOf } from '../../mock-server/index.js';
import { axeViolations, hasChromium, hasViews, launch, screenshot, signInWithCookies, startPlaygroundHost } from '../../ui/playground/browser-kit.js';
import { totp } from './host/totp.js';

type Host = Awaited<ReturnType<typeof startPlaygroundHost>>;
let host: Host;
let browser: Browser;

beforeAll(async () => {
  if (!hasChromium) return;
  host = await startPlaygroundHost();
  browser = await launch();
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await host?.close();
});

/** RFC 4648 base32 → bytes (the key the page shows). */
function fromBase32(s: string): Uint8Array {
  const A = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  const out: number[] = [];
  let bits = 0;
  let value = 0;
  for (const ch of s) {
    value = (value << 5) | A.indexOf(ch);
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Uint8Array.from(out);
}

describe.skipIf(!hasChromium || !hasViews('password'))('TOTP in the playground (chromium)', () => {
  it('enable in account settings → password sign-in → six-digit prompt → signed in', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const email = `mfa-browser-${Date.now()}@example.com`;
    const user = await signInWithCookies(context, host, email, 'Tess');
    const pw = await host.admin.users.update(user.id, { password: 'browser mfa pass 1' });
    if (pw.error) throw pw.error;

    await page.goto(`${host.url}/handler/account-settings?section=security`);
    const section = page.getByRole('region', { name: 'Multi-factor authentication' });
    await section.getByRole('button', { name: 'Enable multi-factor authentication' }).click();
    const link = section.getByRole('link', { name: 'Open in authenticator app' });
    const uri = new URL((await link.getAttribute('href'))!);
    const secret = fromBase32(uri.searchParams.get('secret')!);
    await section.getByLabel('Authentication code').fill(totp(secret, Date.now()));
    await section.getByRole('button', { name: 'Turn on' }).click();
    await section.getByRole('button', { name: 'Disable multi-factor authentication' }).waitFor();

    await page.goto(`${host.url}/handler/sign-out`);
    await page.waitForURL(`${host.url}/`);
    await page.goto(`${host.url}/handler/sign-in`);
    const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Sign in', exact: true }) }).first();
    await form.getByLabel('Email', { exact: true }).fill(email);
    await form.locator('input[type=password]').first().fill('browser mfa pass 1');
    await form.getByRole('button', { name: 'Sign in', exact: true }).click();
    const prompt = page.getByRole('form', { name: 'Multi-factor authentication' });
    const field = prompt.getByLabel('Authentication code');
    await field.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'mfa-prompt');

    const h = hostOf(host.app);
    if (30_000 - (h.now() % 30_000) < 3000) h.advanceClock(30_000 - (h.now() % 30_000) + 1);
    await field.fill(totp(secret, h.now()));
    await prompt.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL(`${host.url}/`);
    await page.getByTestId('who').filter({ hasText: 'Signed in as Tess' }).waitFor();
    await context.close();
  });
});
