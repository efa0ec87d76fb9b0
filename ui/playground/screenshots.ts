/**
 * `npm run screenshots`: PNGs of every handler page and every account-settings section, light and dark,
 * desktop (1280 px) and mobile (390 px) wide, into docs/screenshots/<page>-<theme>-<width>.png.
 * The playground (every plugin with views) is served next to a fresh host; Debian's chromium draws it.
 */
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { hostOf } from '../../mock-server/index.js';
import { seedDefaultPermissions } from '../../mock-server/store/seed.js';
import { launch, signInWithCookies, startPlaygroundHost } from './browser-kit.js';

const OUT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'docs', 'screenshots');

/** Signed-out pages: name → path under the host. */
export const PUBLIC_PAGES: Record<string, string> = {
  'sign-in': '/handler/sign-in',
  'sign-up': '/handler/sign-up',
  'forgot-password': '/handler/forgot-password',
  'password-reset': '/handler/password-reset?code=no-such-code',
  'email-verification': '/handler/email-verification?code=no-such-code',
  'magic-link-callback': '/handler/magic-link-callback',
  'oauth-callback': '/handler/oauth-callback',
  'team-invitation': '/handler/team-invitation?code=no-such-code',
  error: '/handler/error?code=VERIFICATION_CODE_EXPIRED',
  'not-found': '/handler/no-such-page',
  'sign-in-de': '/handler/sign-in?lang=de',
  'sign-in-ja': '/handler/sign-in?lang=ja',
};
export const SETTINGS_SECTIONS = ['profile', 'emails', 'security', 'teams', 'danger'];
const WIDTHS = { desktop: { width: 1280, height: 860 }, mobile: { width: 390, height: 844 } };

/**
 * Lets the project show everything: passkeys, account deletion, team creation with the creator as team admin
 * (the dev project already has OAuth providers and magic links).
 */
export function enableEverything(app: Parameters<typeof hostOf>[0]): void {
  const state = hostOf(app);
  const p = state.projects.get('internal')!;
  const config = { ...p.config, passkey_enabled: true, client_user_deletion_enabled: true, client_team_creation_enabled: true };
  if (!state.permissionDefinitions.get('internal:admin')) seedDefaultPermissions(state, 'internal');
  state.projects.put({ ...p, config: { ...config, team_creator_default_permissions: [{ id: 'admin' }] } });
}

export async function takeScreenshots(out = OUT): Promise<string[]> {
  mkdirSync(out, { recursive: true });
  const host = await startPlaygroundHost();
  enableEverything(host.app);
  const browser = await launch();
  const written: string[] = [];
  try {
    for (const [size, viewport] of Object.entries(WIDTHS)) {
      for (const theme of ['light', 'dark'] as const) {
        const context = await browser.newContext({ viewport, colorScheme: theme });
        const page = await context.newPage();
        const shoot = async (name: string, path: string, ready: () => Promise<unknown>) => {
          await page.goto(host.url + path);
          await ready();
          await page.evaluate(() => document.fonts.ready);
          const file = join(out, `${name}-${theme}-${size}.png`);
          await page.screenshot({ path: file, fullPage: true });
          written.push(file);
        };
        for (const [name, path] of Object.entries(PUBLIC_PAGES)) {
          await shoot(name, path, () => page.locator('h1').first().waitFor());
        }
        // states inside the sign-in card: "check your inbox" with the code boxes, and the magic-link confirmation
        await shoot('sign-in-check-inbox', '/handler/sign-in', async () => {
          await page.getByRole('tab', { name: 'Email link' }).click();
          await page.getByLabel('Email', { exact: true }).fill(`inbox-${size}-${theme}@example.com`);
          await page.getByRole('button', { name: 'Send sign-in link' }).click();
          await page.getByText('Check your inbox').waitFor();
        });
        const mails = hostOf(host.app).mails.filter((m) => m.to.includes(`inbox-${size}-${theme}@example.com`));
        const link = /(http\S*magic-link-callback\S*)/.exec(mails[mails.length - 1]!.text)![1]!;
        await shoot('magic-link-confirm', link.slice(link.indexOf('/handler/')), () => page.getByRole('button', { name: 'Sign in', exact: true }).waitFor());
        await signInWithCookies(context, host, `shots-${size}-${theme}@example.com`, 'Ada Lovelace');
        // a team with a pending invitation, so the Teams section shows members and invitations
        await page.goto(`${host.url}/handler/account-settings?section=teams`);
        await page.getByLabel('Team name').fill('Rowing club');
        await page.getByRole('button', { name: 'Create team' }).click();
        await page.getByLabel('Invite by email to Rowing club').fill('grace@example.com');
        await page.getByRole('button', { name: 'Invite', exact: true }).click();
        await page.getByText('Invitation sent to grace@example.com.').waitFor();
        for (const section of SETTINGS_SECTIONS) {
          await shoot(`account-settings-${section}`, `/handler/account-settings?section=${section}`, async () => {
            await page.locator('main h2').first().waitFor();
            await page.locator('[aria-busy=true]').first().waitFor({ state: 'detached', timeout: 5000 }).catch(() => {});
          });
        }
        await shoot('signed-in-card', '/handler/sign-in', () => page.getByRole('heading', { name: 'You are already signed in.' }).waitFor());
        await shoot('user-menu', '/', async () => {
          await page.getByRole('button', { name: 'Account menu' }).click();
          await page.getByRole('menu').waitFor();
        });
        // the sign-out call is held so that the page can be drawn before it moves on home
        await page.route('**/api/v1/auth/sessions/current', () => {});
        await shoot('sign-out', '/handler/sign-out', () => page.getByRole('heading', { name: 'Signing out…' }).waitFor());
        await context.close();
      }
    }
  } finally {
    await browser.close();
    await host.close();
  }
  return written;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const files = await takeScreenshots();
  console.log(`${files.length} screenshots in ${OUT}`);
}
