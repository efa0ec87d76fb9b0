/**
 * In Debian chromium: the playground (ui/playground) served next to a fresh host. An invitation is sent,
 * opened from the dev mailbox page (/mailbox), and accepted on /handler/team-invitation, signed in already or
 * after signing in through the page's link (the invitation is kept via after_auth_return_to).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { createClient, serverUsers } from '../../kernel/index.js';
import { DEV_KEYS } from '../../mock-server/index.js';
import { axeViolations, hasChromium, hasViews, launch, screenshot, signInWithCookies, startPlaygroundHost } from '../../ui/playground/browser-kit.js';
import { teams } from './teams.js';

type Host = Awaited<ReturnType<typeof startPlaygroundHost>>;
let host: Host;
let browser: Browser;
let server: ReturnType<typeof serverClient>;
let n = 0;
const address = (tag: string) => `${tag}-${++n}-${Date.now()}@example.com`;
const serverClient = (url: string) => createClient({ projectId: DEV_KEYS.projectId, secretServerKey: DEV_KEYS.secretServerKey, baseUrl: url, appUrl: url, plugins: [teams(), serverUsers()] });

beforeAll(async () => {
  if (!hasChromium) return;
  host = await startPlaygroundHost();
  server = serverClient(host.url);
  browser = await launch();
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await host?.close();
});

/** A team owned by a new user, and an invitation e-mailed to `to` whose link points at the playground. */
async function invite(to: string, teamName: string) {
  const owner = await server.users.create({ primaryEmail: address('owner'), displayName: 'Owner' });
  if (owner.error) throw owner.error;
  const team = await server.teams.create({ displayName: teamName, creatorUserId: owner.data.id });
  if (team.error) throw team.error;
  // the link is built from appUrl and the handler path
  const sent = await server.teams.inviteUser(team.data, to);
  if (sent.error) throw sent.error;
  return team.data;
}

/** Opens the dev mailbox page filtered to `to` and follows the invitation link of the newest mail. */
async function followMailboxLink(page: Page, to: string) {
  await page.goto(`${host.url}/mailbox?to=${encodeURIComponent(to)}`);
  const mail = page.locator('article').filter({ hasText: 'You have been invited to join' }).first();
  await mail.waitFor();
  await mail.locator('a[href*="/handler/team-invitation?code="]').first().click();
  await page.waitForURL(/\/handler\/team-invitation\?code=[0-9a-z]{45}$/);
}

describe.skipIf(!hasChromium || !hasViews('teams'))('team invitation in the playground (chromium)', () => {
  it('Decline leads back to the app and joins nothing; the same link still joins afterwards', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const to = address('decliner');
    const me = await signInWithCookies(context, host, to, 'Decliner');
    const team = await invite(to, 'Decline Crew');
    await followMailboxLink(page, to);
    const link = page.url();
    await page.getByText('You have been invited to join Decline Crew.').waitFor();
    await page.getByRole('link', { name: 'Decline' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect((await server.teams.listUsers(team)).data?.map((m) => m.userId)).not.toContain(me.id);
    await page.goto(link);
    await page.getByRole('button', { name: 'Join Decline Crew' }).click();
    await page.getByRole('status').filter({ hasText: 'You joined Decline Crew.' }).waitFor();
    // a new server client: the first one keeps the member list it read above in its cache
    expect((await serverClient(host.url).teams.listUsers(team)).data?.map((m) => m.userId)).toContain(me.id);
    await context.close();
  });

  it('signed in: open the mail from /mailbox, see the team, join it', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const to = address('invitee');
    const me = await signInWithCookies(context, host, to, 'Invitee');
    const team = await invite(to, 'Browser Crew');
    await followMailboxLink(page, to);
    await page.getByText('You have been invited to join Browser Crew.').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'team-invitation');
    await page.getByRole('button', { name: 'Join Browser Crew' }).click();
    await page.getByRole('status').filter({ hasText: 'You joined Browser Crew.' }).waitFor();
    const members = await server.teams.listUsers(team);
    expect(members.data?.map((m) => m.userId)).toContain(me.id);
    await page.getByRole('link', { name: 'Continue' }).click();
    await server.teams.grantPermission(team, me.id, '$invite_members');
    await page.goto(`${host.url}/handler/account-settings?section=teams`);
    const section = page.getByRole('region', { name: 'Teams' });
    await section.getByRole('heading', { level: 3, name: 'Browser Crew' }).waitFor();
    const inviteField = section.getByLabel('Invite by email to Browser Crew');
    await inviteField.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'account-settings-teams');
    await inviteField.fill('next@example.com');
    await section.getByRole('button', { name: 'Invite', exact: true }).click();
    await section.getByText('Invitation sent to next@example.com.').waitFor();
    await context.close();
  });

  it.skipIf(!hasViews('password'))('signed out: sign in from the invitation page, come back, join', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const to = address('later');
    const created = await host.admin.users.create({ primaryEmail: to, password: 'invite pass 1', primaryEmailAuthEnabled: true });
    if (created.error) throw created.error;
    const team = await invite(to, 'Late Joiners');
    await followMailboxLink(page, to);
    const invitationUrl = page.url();
    await page.getByText('Sign in or create an account to accept this team invitation.').waitFor();
    await page.getByRole('link', { name: 'Sign in' }).click();
    await page.waitForURL(/\/handler\/sign-in\?after_auth_return_to=/);
    const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Sign in', exact: true }) }).first();
    await form.getByLabel('Email', { exact: true }).fill(to);
    await form.locator('input[type=password]').first().fill('invite pass 1');
    await form.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(invitationUrl);
    await page.getByRole('button', { name: 'Join Late Joiners' }).click();
    await page.getByText('You joined Late Joiners.').waitFor();
    expect((await server.teams.listUsers(team)).data?.map((m) => m.userId)).toContain(created.data.id);
    await context.close();
  });
});
