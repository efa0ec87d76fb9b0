/**
 * The /webhooks page in Debian chromium, light and dark: axe-core (color contrast included) finds nothing,
 * and Resend is reachable and works from the keyboard alone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { axeViolations, hasChromium, launch } from '../../ui/playground/browser-kit.js';
import { startTestHost, type TestHost } from '../testing/test-host.js';
import { delivered, webhookProject, type WebhookProject } from './test-kit.js';

let t: TestHost;
let w: WebhookProject;
let browser: Browser;
beforeAll(async () => {
  if (!hasChromium) return;
  t = await startTestHost();
  w = await webhookProject(t);
  w.receiver.reply = (n) => (n === 1 ? 503 : 204);
  const user = await t.api().post('/api/v1/users').set(w.project.server).send({ display_name: 'Page' });
  await t.api().post('/api/v1/teams').set(w.project.server).send({ display_name: 'Page team', creator_user_id: user.body.id });
  await delivered(t);
  browser = await launch();
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await w?.receiver.close();
  await t?.close();
});

describe.skipIf(!hasChromium)('/webhooks in chromium', { timeout: 60_000 }, () => {
  for (const theme of ['light', 'dark'] as const) {
    it(`${theme}: no axe violations, payload opens, Resend works from the keyboard`, async () => {
      const page = await (await browser.newContext({ colorScheme: theme })).newPage();
      await page.goto(`${t.url}/webhooks?project=${w.project.id}`);
      await page.getByText('Payload').first().click();
      expect(await axeViolations(page)).toEqual([]);
      const before = w.receiver.deliveries.length;
      const resend = page.getByRole('button', { name: /^Resend to .*: user\.created/ });
      await resend.focus();
      await page.keyboard.press('Enter');
      await page.waitForURL(/#msg-/);
      await delivered(t);
      expect(w.receiver.deliveries.length).toBe(before + 1);
      expect(await page.getByText('(resent)').count()).toBeGreaterThan(0);
      await page.context().close();
    });
  }
});
