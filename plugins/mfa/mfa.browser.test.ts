/**
 * In Debian chromium: the playground (ui/playground) served next to a fresh host. A signed-in user turns
 * TOTP on in account settings (the QR code, read back from a screenshot, holds the otpauth link; the code
 * computed from its key confirms), signs out, signs in with the password, gets the six code boxes on
 * /sign-in, and pastes the code, which signs in without a click.
 */
import { describe, expect, it } from 'vitest';
import jsQR from 'jsqr';
import type { Locator } from 'playwright-core';
import { hostOf } from '../../mock-server/index.js';
import { axeViolations, hasChromium, hasViews, screenshot, signInWithCookies } from '../../ui/playground/browser-kit.js';
import { useBrowserHost } from '../../ui/playground/use-browser-host.js';
import { totp } from './host/totp.js';


const kit = useBrowserHost();

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

/** The QR code in a screenshot of `image`, decoded (the PNG is turned into pixels by the page's own decoder). */
async function scanQr(image: Locator): Promise<string | null> {
  const png = (await image.screenshot()).toString('base64');
  const { width, height, rgba } = await image.page().evaluate(async (b64) => {
    const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const g = canvas.getContext('2d')!;
    g.drawImage(bitmap, 0, 0);
    return { width: bitmap.width, height: bitmap.height, rgba: Array.from(g.getImageData(0, 0, bitmap.width, bitmap.height).data) };
  }, png);
  return jsQR(Uint8ClampedArray.from(rgba), width, height)?.data ?? null;
}

describe.skipIf(!hasChromium || !hasViews('password'))('TOTP in the playground (chromium)', () => {
  it('enable in account settings → password sign-in → six-digit prompt → signed in', async () => {
    const context = await kit.browser.newContext();
    const page = await context.newPage();
    const email = `mfa-browser-${Date.now()}@example.com`;
    const user = await signInWithCookies(context, kit.host, email, 'Tess');
    const pw = await kit.host.admin.users.update(user.id, { password: 'browser mfa pass 1' });
    if (pw.error) throw pw.error;

    await page.goto(`${kit.host.url}/handler/account-settings?section=security`);
    const section = page.getByRole('region', { name: 'Multi-factor authentication' });
    await section.getByRole('button', { name: 'Enable multi-factor authentication' }).click();
    const qr = section.getByRole('img', { name: 'QR code for your authenticator app' });
    await qr.and(page.locator(':not([aria-busy])')).waitFor();
    const scanned = await scanQr(qr);
    expect(scanned).toMatch(/^otpauth:\/\/totp\/Stack%20Dashboard:mfa-browser-\d+%40example\.com\?secret=[A-Z2-7]{32}&issuer=Stack%20Dashboard&/);
    // the same link and key as the text beside it, which stays for those who cannot scan
    expect(scanned).toBe(await section.getByRole('link', { name: 'Open in authenticator app' }).getAttribute('href'));
    const key = new URL(scanned!).searchParams.get('secret')!;
    await section.getByText(`Key: ${key}`).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'mfa-setup-qr');
    await page.emulateMedia({ colorScheme: 'dark' });
    expect(await axeViolations(page)).toEqual([]);
    expect(await scanQr(qr)).toBe(scanned); // dark on light in the dark theme too
    await page.emulateMedia({ colorScheme: 'light' });
    const secret = fromBase32(key);
    // six digits typed into the boxes turn it on without a click
    await section.getByLabel('Authentication code').pressSequentially(totp(secret, Date.now()));
    await section.getByRole('button', { name: 'Disable multi-factor authentication' }).waitFor();

    await page.goto(`${kit.host.url}/handler/sign-out`);
    await page.waitForURL(`${kit.host.url}/`);
    await page.goto(`${kit.host.url}/handler/sign-in`);
    const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Sign in', exact: true }) }).first();
    await form.getByLabel('Email', { exact: true }).fill(email);
    await form.locator('input[type=password]').first().fill('browser mfa pass 1');
    await form.getByRole('button', { name: 'Sign in', exact: true }).click();
    const prompt = page.getByRole('form', { name: 'Multi-factor authentication' });
    const field = prompt.getByLabel('Authentication code');
    await field.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'mfa-prompt');

    const h = hostOf(kit.host.app);
    if (30_000 - (h.now() % 30_000) < 3000) h.advanceClock(30_000 - (h.now() % 30_000) + 1);
    // a real paste (Ctrl+V from the clipboard) fills the six boxes and signs in by itself
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: kit.host.url });
    await page.evaluate((code) => navigator.clipboard.writeText(code), totp(secret, h.now()));
    await field.focus();
    await page.keyboard.press('Control+V');
    await page.waitForURL(`${kit.host.url}/`);
    await page.getByTestId('who').filter({ hasText: 'Signed in as Tess' }).waitFor();
    await context.close();
  });
});
