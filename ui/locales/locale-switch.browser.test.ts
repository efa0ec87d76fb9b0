/**
 * The playground's `?lang=` in Debian chromium: the ui's pack and the plugins' packs of that language together,
 * so plugin views (teams, MFA, passkey, e-mails) show in that language too, with no English left on the page.
 * One browser and one host for the file.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { hasChromium, signInWithCookies } from '../playground/browser-kit.js';
import { useBrowserHost } from '../playground/use-browser-host.js';
import { enableEverything } from '../playground/screenshot-states.js';

let n = 0;

const kit = useBrowserHost({ setup: enableEverything });

async function signedIn(): Promise<Page> {
  const context = await kit.browser.newContext();
  await signInWithCookies(context, kit.host, `locale-${++n}-${Date.now()}@example.com`, 'Aiko');
  return context.newPage();
}

/** The visible text of the page's main area. */
const mainText = (page: Page) => page.locator('main').innerText();

describe.skipIf(!hasChromium)('?lang= switches plugin views too', { timeout: 60_000 }, () => {
  it('teams in Japanese: create a team, see its members and the invite form, in Japanese only', async () => {
    const page = await signedIn();
    await page.goto(`${kit.host.url}/handler/account-settings?section=teams&lang=ja`);
    await page.getByRole('heading', { name: 'チームを作成' }).waitFor();
    await page.getByLabel('チーム名').fill('漕艇部');
    await page.getByRole('button', { name: 'チームを作成' }).click();
    await page.getByText('チーム 漕艇部 を作成しました。').waitFor();
    const team = page.getByRole('region', { name: '漕艇部' });
    await team.getByText('あなた', { exact: true }).waitFor();
    await team.getByLabel('メールで 漕艇部 に招待').waitFor();
    await team.getByRole('button', { name: '漕艇部 から退出' }).waitFor();
    const text = await mainText(page);
    for (const english of ['Teams', 'Create', 'Members', 'Invite', 'Leave', 'You', 'Team name']) expect(text).not.toContain(english);
    await expect.poll(() => page.title()).toMatch(/^アカウント設定 · /);
    await page.context().close();
  });

  it('security (password, passkey, MFA) and e-mails in German; without ?lang=, English', async () => {
    const page = await signedIn();
    await page.goto(`${kit.host.url}/handler/account-settings?section=security&lang=de`);
    await page.getByRole('button', { name: 'Multi-Faktor-Authentifizierung aktivieren' }).waitFor();
    await page.getByRole('button', { name: 'Passkey hinzufügen' }).waitFor();
    await page.getByRole('button', { name: 'Passwort festlegen' }).waitFor();
    expect(await mainText(page)).not.toMatch(/multi-factor|passkey yet|Add a passkey/i);
    await page.goto(`${kit.host.url}/handler/account-settings?section=emails&lang=de`);
    await page.getByRole('button', { name: 'E-Mail hinzufügen' }).waitFor();
    await page.getByText('Haupt-E-Mail', { exact: true }).waitFor();
    await page.goto(`${kit.host.url}/handler/account-settings?section=teams`);
    await page.getByRole('heading', { name: 'Create a team' }).waitFor();
    await page.context().close();
  });

  it('sign-in in Korean: the passkey button comes from the passkey pack', async () => {
    const page = await (await kit.browser.newContext()).newPage();
    await page.goto(`${kit.host.url}/handler/sign-in?lang=ko`);
    await page.getByRole('button', { name: '패스키로 로그인' }).waitFor();
    await page.getByRole('heading', { level: 1, name: '계정에 로그인' }).waitFor();
    await page.context().close();
  });
});
