/**
 * Teams in Debian chromium: a team's picture set through the shared image picker, the members table with
 * pictures and my roles, and the designed <TeamSwitcher> used by keyboard alone (menu button pattern), axe-clean
 * in both themes. One browser, one host (the playground's home page shows the switcher).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createClient, serverUsers } from '../../kernel/index.js';
import { DEV_KEYS } from '../../mock-server/index.js';
import { axeViolations, hasChromium, hasViews, signInWithCookies } from '../../ui/playground/browser-kit.js';
import { useBrowserHost } from '../../ui/playground/use-browser-host.js';
import { enableEverything } from '../../ui/playground/screenshot-states.js';
import { teams } from './teams.js';

let server: ReturnType<typeof serverClient>;
let n = 0;
const address = (tag: string) => `${tag}-${++n}-${Date.now()}@example.com`;
const serverClient = (url: string) => createClient({ projectId: DEV_KEYS.projectId, secretServerKey: DEV_KEYS.secretServerKey, baseUrl: url, plugins: [teams(), serverUsers()] });

const kit = useBrowserHost({ setup: enableEverything });
beforeAll(() => {
  if (!hasChromium) return;
  server = serverClient(kit.host.url);
});

/** A green 120×90 PNG drawn by the page's canvas. */
async function greenPng(page: Page): Promise<Buffer> {
  const url = await page.evaluate(() => {
    const c = document.createElement('canvas');
    c.width = 120;
    c.height = 90;
    const ctx = c.getContext('2d')!;
    ctx.fillStyle = '#0a0';
    ctx.fillRect(0, 0, 120, 90);
    return c.toDataURL('image/png');
  });
  return Buffer.from(url.split(',')[1]!, 'base64');
}

async function teamOf(creatorUserId: string, displayName: string) {
  const team = await server.teams.create({ displayName, creatorUserId });
  if (team.error) throw team.error;
  return team.data;
}

describe.skipIf(!hasChromium || !hasViews('teams'))('team pictures and the team switcher (chromium)', { timeout: 60_000 }, () => {
  it("sets a team's picture; the members table shows pictures, initials and my roles", async () => {
    const context = await kit.browser.newContext();
    const page = await context.newPage();
    const me = await signInWithCookies(context, kit.host, address('painter'), 'Pia Painter');
    const team = await teamOf(me.id, 'Painters');
    const other = await server.users.create({ primaryEmail: address('member'), displayName: 'Mo Member' });
    if (other.error) throw other.error;
    expect((await server.teams.addUser(team, other.data.id)).error).toBeNull();
    await page.goto(`${kit.host.url}/handler/account-settings?section=teams`);
    const box = page.getByRole('region', { name: 'Painters' });
    const picker = box.getByRole('group', { name: 'Picture of Painters' });
    await picker.locator('input[type=file]').setInputFiles({ name: 'team.png', mimeType: 'image/png', buffer: await greenPng(page) });
    await picker.getByRole('img', { name: /^Picture crop/ }).waitFor();
    await picker.getByRole('button', { name: 'Save' }).click();
    await picker.getByRole('status').filter({ hasText: 'Picture saved.' }).waitFor();
    const saved = (await server.teams.get(team.id)).data!.profileImageUrl!;
    expect(saved).toMatch(/^data:image\/(webp|png);base64,/);
    // the team's header shows it (the list was reloaded after the update)
    await expect(box.locator('.ta-row > img.ta-avatar').first().getAttribute('src')).resolves.toBe(saved);

    const rows = box.getByRole('table').getByRole('row');
    await expect(rows.count()).resolves.toBe(3); // the header row, then the two members
    await box.getByRole('row', { name: /Pia Painter/ }).getByText('Admin', { exact: true }).waitFor();
    await box.getByRole('row', { name: /Pia Painter/ }).getByText('You', { exact: true }).waitFor();
    await expect(box.getByRole('row', { name: /Mo Member/ }).locator('.ta-avatar').textContent()).resolves.toBe('MM');
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it('renames a team from its settings; the server has the new name', async () => {
    const context = await kit.browser.newContext();
    const page = await context.newPage();
    const me = await signInWithCookies(context, kit.host, address('renamer'), 'Rene Renamer');
    const team = await teamOf(me.id, 'Old Crew');
    await page.goto(`${kit.host.url}/handler/account-settings?section=teams`);
    const box = page.getByRole('region', { name: 'Old Crew' });
    await box.getByLabel('Name of Old Crew').fill('New Crew');
    await box.getByRole('button', { name: 'Rename' }).click();
    await page.getByText('Team renamed to New Crew.').waitFor();
    await page.getByRole('region', { name: 'New Crew' }).waitFor();
    expect((await server.teams.get(team)).data?.displayName).toBe('New Crew');
    await context.close();
  });

  it('the team switcher by keyboard: open, move, choose, Escape; team settings; axe in both themes', async () => {
    const context = await kit.browser.newContext({ colorScheme: 'dark' });
    const page = await context.newPage();
    const me = await signInWithCookies(context, kit.host, address('switcher'), 'Sol Switcher');
    const crew = await teamOf(me.id, 'Crew');
    await teamOf(me.id, 'Band');
    await page.goto(kit.host.url + '/');
    const button = page.getByRole('button', { name: 'Team No team selected' });
    await button.focus();
    await page.keyboard.press('ArrowDown');
    const menu = page.getByRole('menu', { name: 'Team' });
    await menu.waitFor();
    const focused = () => page.evaluate(() => document.activeElement?.textContent);
    await expect(focused()).resolves.toBe('No team selected');
    await expect(menu.getByRole('menuitemradio').allTextContents()).resolves.toEqual(['No team selected', 'CCrew', 'BBand']);
    expect(await axeViolations(page)).toEqual([]); // dark, menu open
    await page.keyboard.press('ArrowDown');
    await expect(focused()).resolves.toBe('CCrew');
    await page.keyboard.press('Enter');
    const chosen = page.getByRole('button', { name: 'Team Crew' });
    await chosen.waitFor();
    await expect(menu.count()).resolves.toBe(0);
    await expect(chosen.evaluate((b) => b === document.activeElement)).resolves.toBe(true);
    expect((await kit.host.admin.users.get(me.id)).data!.selectedTeam?.id).toBe(crew.id);

    await page.keyboard.press('ArrowUp'); // opens on the last item
    await expect(focused()).resolves.toBe('Team settings');
    await page.keyboard.press('Home');
    await expect(focused()).resolves.toBe('No team selected');
    await expect(menu.getByRole('menuitemradio', { name: 'Crew' }).getAttribute('aria-checked')).resolves.toBe('true');
    await page.keyboard.press('Escape');
    await expect(menu.count()).resolves.toBe(0);
    await expect(chosen.evaluate((b) => b === document.activeElement)).resolves.toBe(true);

    await page.emulateMedia({ colorScheme: 'light' });
    await page.keyboard.press('Enter');
    await menu.waitFor();
    expect(await axeViolations(page)).toEqual([]); // light, menu open
    await page.keyboard.press('End');
    await page.keyboard.press('ArrowUp');
    await expect(focused()).resolves.toBe('Create a team');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/handler\/account-settings\?section=teams$/);
    await page.getByRole('region', { name: 'Crew' }).waitFor();
    await context.close();
  });
});
