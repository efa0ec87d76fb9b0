/**
 * The profile picture in Debian chromium: a real PNG chosen through the file input is cropped (keyboard), resized
 * to 256 px on a canvas, saved as the user's profile_image_url, shown, and removed; a file that is not an image
 * and one that is too large are refused with a sentence. One browser, one host.
 */
import { mkdtempSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations, hasChromium, signInWithCookies } from './playground/browser-kit.js';
import { useBrowserHost } from './playground/use-browser-host.js';


const kit = useBrowserHost();

/** A 400×200 PNG drawn by the page's canvas: the left half red, the right half blue. */
async function redBluePng(page: Page): Promise<Buffer> {
  const url = await page.evaluate(() => {
    const c = document.createElement('canvas');
    c.width = 400;
    c.height = 200;
    const ctx = c.getContext('2d')!;
    ctx.fillStyle = '#f00';
    ctx.fillRect(0, 0, 200, 200);
    ctx.fillStyle = '#00f';
    ctx.fillRect(200, 0, 200, 200);
    return c.toDataURL('image/png');
  });
  return Buffer.from(url.split(',')[1]!, 'base64');
}

/** Width, height and the RGB of two pixels (x = 48 and x = 80, mid-height) of an image URL. */
function probe(page: Page, src: string) {
  return page.evaluate(async (src) => {
    const img = new Image();
    img.src = src;
    await img.decode();
    const c = document.createElement('canvas');
    c.width = img.naturalWidth;
    c.height = img.naturalHeight;
    const ctx = c.getContext('2d')!;
    ctx.drawImage(img, 0, 0);
    const at = (x: number) => [...ctx.getImageData(x, 128, 1, 1).data.slice(0, 3)];
    return { width: img.naturalWidth, height: img.naturalHeight, left: at(48), right: at(80) };
  }, src);
}

describe.skipIf(!hasChromium)('profile picture (chromium)', { timeout: 60_000 }, () => {
  it('refuses a text file and a too large file; crops, saves, shows and removes a PNG', async () => {
    const context = await kit.browser.newContext();
    const page = await context.newPage();
    const me = await signInWithCookies(context, kit.host, `picture-${Date.now()}@example.com`, 'Pat Doe');
    await page.goto(`${kit.host.url}/handler/account-settings?section=profile`);
    const picker = page.getByRole('group', { name: 'Profile picture' });
    await picker.getByRole('button', { name: 'Upload a picture' }).waitFor();
    await expect(picker.getByText('PD').textContent()).resolves.toBe('PD'); // initials while there is no picture
    const input = picker.locator('input[type=file]');

    await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await picker.getByRole('alert').filter({ hasText: 'This file is not an image.' }).waitFor();
    await input.setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not really a png') });
    await picker.getByRole('alert').filter({ hasText: 'This file is not an image.' }).waitFor();
    // a path, not a buffer: the browser reads the local file itself (sending 10 MB over the protocol is slow)
    const dir = mkdtempSync(join(tmpdir(), 'picture-'));
    const huge = join(dir, 'huge.png');
    writeFileSync(huge, '');
    truncateSync(huge, 10 * 1024 * 1024 + 1);
    await input.setInputFiles(huge);
    await picker.getByRole('alert').filter({ hasText: 'This file is too large: choose a picture under 10 MB.' }).waitFor();
    rmSync(dir, { recursive: true });

    await input.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await redBluePng(page) });
    const crop = picker.getByRole('img', { name: /^Picture crop/ });
    await crop.waitFor();
    await expect(picker.getByRole('alert').count()).resolves.toBe(0);
    await expect(crop.evaluate((c) => c === document.activeElement)).resolves.toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.emulateMedia({ colorScheme: 'dark' });
    expect(await axeViolations(page)).toEqual([]);
    // zoom in and out by keys (the slider follows), then move the picture 2 × 32 canvas px to the left (a key, then a drag)
    const zoom = picker.getByRole('slider', { name: 'Zoom' });
    await page.keyboard.press('+');
    expect(Number(await zoom.inputValue())).toBeCloseTo(1.1);
    await page.keyboard.press('-');
    expect(Number(await zoom.inputValue())).toBeCloseTo(1);
    await page.keyboard.press('Shift+ArrowLeft');
    const box = (await crop.boundingBox())!; // 256 CSS px: one CSS px is one canvas px
    await page.mouse.move(box.x + 128, box.y + 128);
    await page.mouse.down();
    await page.mouse.move(box.x + 96, box.y + 128, { steps: 4 });
    await page.mouse.up();
    await picker.getByRole('button', { name: 'Save' }).click();
    await picker.getByRole('status').filter({ hasText: 'Picture saved.' }).waitFor();
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Change picture'); // focus back on the picker

    const saved = (await kit.host.admin.users.get(me.id)).data!.profileImageUrl!;
    expect(saved).toMatch(/^data:image\/(webp|png);base64,[A-Za-z0-9+/]+={0,2}$/);
    const shown = picker.locator('img.ta-avatar');
    await expect(shown.getAttribute('src')).resolves.toBe(saved);
    // a 256 px square of the image from x = 150 to 350: its first quarter red (x < 64), the rest blue (without the
    // drag the red would reach x = 96, without both moves x = 128)
    const px = await probe(page, saved);
    expect([px.width, px.height]).toEqual([256, 256]);
    expect(px.left[0]).toBeGreaterThan(200);
    expect(px.left[2]).toBeLessThan(60);
    expect(px.right[2]).toBeGreaterThan(200);
    expect(px.right[0]).toBeLessThan(60);

    await page.reload();
    await expect(picker.locator('img.ta-avatar').getAttribute('src')).resolves.toBe(saved);
    await picker.getByRole('button', { name: 'Remove picture' }).click();
    await picker.getByRole('status').filter({ hasText: 'Picture removed.' }).waitFor();
    await picker.getByText('PD').waitFor();
    expect((await kit.host.admin.users.get(me.id)).data!.profileImageUrl).toBeNull();
    await context.close();
  });
});
