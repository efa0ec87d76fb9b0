// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createClient, serverUsers } from '../../kernel/index.js';
import { DEV_KEYS, hostOf } from '../../mock-server/index.js';
import { createUiHost, PAGE_ORIGIN, renderHandler } from '../../ui/test-kit.js';
import { codeFromMail } from './test-kit.js';
import { teams } from './teams.js';
import { TeamSwitcher, teamsViews } from './views.js';

const host = createUiHost();
const state = hostOf(host.app);
const internal = state.projects.get('internal')!;
state.projects.put({ ...internal, config: { ...internal.config, domains: [{ domain: PAGE_ORIGIN, handler_path: '/handler' }] } });
const server = createClient({
  projectId: DEV_KEYS.projectId, secretServerKey: DEV_KEYS.secretServerKey, baseUrl: 'http://localhost:8102', fetch: host.fetch, plugins: [teams(), serverUsers()],
});
afterEach(() => {
  cleanup();
  host.disposeClients();
});

let seq = 0;
/** A signed-in browser client with teams() on `page`, and its user id. */
async function signedIn(page = `${PAGE_ORIGIN}/handler/account-settings`, name = 'Ann') {
  const email = `views-${++seq}-${Date.now()}@example.com`;
  const tokens = await host.signedInTokens(email, name);
  const made = host.makeClient({ tokens, page, plugins: [teams()] });
  const user = (await made.client.getUser())!;
  return { ...made, client: made.client as typeof made.client & { teams: ReturnType<ReturnType<typeof teams>['methods']> }, user, email };
}

/** A team owned by a fresh user who may invite, and an invitation code sent to `to`. */
async function invitation(to: string, teamName = 'Crew') {
  const owner = await signedIn();
  const team = (await owner.client.teams.create({ displayName: teamName })).data!;
  await server.teams.grantPermission(team, owner.user.id, '$invite_members');
  const sent = await owner.client.teams.inviteUser(team, to, { callbackUrl: `${PAGE_ORIGIN}/handler/team-invitation` });
  if (sent.error) throw sent.error;
  return { team, code: codeFromMail(state, to).code };
}

describe('/team-invitation', () => {
  it('signed in: shows the team name, joins on click', async () => {
    const { code, team } = await invitation('joiner@example.com', 'Night Owls');
    const me = await signedIn(`${PAGE_ORIGIN}/handler/team-invitation?code=${code}`);
    renderHandler(me.client, `/handler/team-invitation?code=${code}`, { views: [teamsViews] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Team invitation' })).toBeTruthy();
    expect(await screen.findByText('You have been invited to join Night Owls.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Join Night Owls' }));
    expect(await screen.findByText('You joined Night Owls.')).toBeTruthy();
    const members = await server.teams.listUsers(team);
    expect(members.data?.map((p) => p.userId)).toContain(me.user.id);
  });

  it('signed out: sign-in and sign-up links come back to this page with the code', async () => {
    const { code } = await invitation('later@example.com');
    const page = `${PAGE_ORIGIN}/handler/team-invitation?code=${code}`;
    const { client } = host.makeClient({ page, plugins: [teams()] });
    renderHandler(client, `/handler/team-invitation?code=${code}`, { views: [teamsViews] });
    expect(await screen.findByText('Sign in or create an account to accept this team invitation.')).toBeTruthy();
    const back = `after_auth_return_to=${encodeURIComponent(page)}`;
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(`/handler/sign-in?${back}`);
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe(`/handler/sign-up?${back}`);
  });

  it('a used code or a missing code is reported', async () => {
    const { code } = await invitation('twice@example.com');
    const first = await signedIn();
    await first.client.teams.acceptInvitation(code);
    const me = await signedIn();
    renderHandler(me.client, `/handler/team-invitation?code=${code}`, { views: [teamsViews] });
    expect((await screen.findByRole('alert')).textContent).toBe('This link or code was already used.');
    cleanup();
    renderHandler(me.client, '/handler/team-invitation', { views: [teamsViews] });
    expect((await screen.findByRole('alert')).textContent).toContain('it has no code');
  });
});

describe('account settings: Teams', () => {
  it('lists my teams, creates one, edits my name in it, leaves it', async () => {
    const me = await signedIn();
    await me.client.teams.create({ displayName: 'Existing' });
    renderHandler(me.client, '/handler/account-settings?section=teams', { views: [teamsViews] });
    const section = await screen.findByRole('region', { name: 'Teams' });
    expect(await within(section).findByRole('heading', { level: 3, name: 'Existing' })).toBeTruthy();

    fireEvent.change(within(section).getByLabelText('Team name'), { target: { value: 'Brand New' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Create team' }));
    expect(await within(section).findByText('Team Brand New created.')).toBeTruthy();
    expect(await within(section).findByRole('heading', { level: 3, name: 'Brand New' })).toBeTruthy();

    const nameField = within(section).getByLabelText('My name in Brand New');
    await waitFor(() => expect((nameField as HTMLInputElement).value).toBe('Ann'));
    fireEvent.change(nameField, { target: { value: 'Captain Ann' } });
    fireEvent.submit(nameField.closest('form')!);
    expect(await within(section).findByText('Saved your name in Brand New.')).toBeTruthy();
    const brandNew = (await server.teams.list({ userId: me.user.id })).data!.find((t) => t.displayName === 'Brand New')!;
    expect((await server.teams.getProfile(brandNew, me.user.id)).data?.displayName).toBe('Captain Ann');

    fireEvent.click(within(section).getByRole('button', { name: 'Leave Existing' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave Existing?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(within(section).queryByRole('heading', { level: 3, name: 'Existing' })).toBeNull());
    server.kernel.cache.invalidate(['teams', 'list', me.user.id]); // another app's cache: refresh it by hand
    expect((await server.teams.list({ userId: me.user.id })).data?.map((t) => t.displayName)).toEqual(['Brand New']);
  });

  it('without $invite_members the invite form is disabled and says why; with it, sends the invitation', async () => {
    const me = await signedIn();
    const team = (await me.client.teams.create({ displayName: 'Inviters' })).data!;
    renderHandler(me.client, '/handler/account-settings?section=teams', { views: [teamsViews] });
    const section = await screen.findByRole('region', { name: 'Teams' });
    await within(section).findByLabelText('My name in Inviters');
    const off = (await within(section).findByLabelText('Invite by email to Inviters')) as HTMLInputElement;
    expect(off.disabled).toBe(true);
    expect(document.getElementById(off.getAttribute('aria-describedby')!)?.textContent).toBe(
      'You cannot invite people to this team: ask a member who manages it.',
    );
    cleanup();
    await server.teams.grantPermission(team, me.user.id, '$invite_members');
    me.client.kernel.cache.invalidate(['teams']);
    renderHandler(me.client, '/handler/account-settings?section=teams', { views: [teamsViews] });
    const field = await screen.findByLabelText('Invite by email to Inviters');
    fireEvent.change(field, { target: { value: 'friend@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Invite' }));
    expect(await screen.findByText('Invitation sent to friend@example.com.')).toBeTruthy();
    expect(codeFromMail(state, 'friend@example.com').link.startsWith('https://app.example.com/handler/team-invitation?code=')).toBe(true);
  });

  it('hides the create form when the project disallows client team creation', async () => {
    const admin = host.adminClient();
    const me = await signedIn();
    const p = state.projects.get('internal')!;
    state.projects.put({ ...p, config: { ...p.config, client_team_creation_enabled: false } });
    me.client.kernel.cache.invalidate(['project']);
    try {
      renderHandler(me.client, '/handler/account-settings?section=teams', { views: [teamsViews] });
      const section = await screen.findByRole('region', { name: 'Teams' });
      expect(await within(section).findByText('You are not in any team yet.')).toBeTruthy();
      expect(within(section).queryByRole('button', { name: 'Create team' })).toBeNull();
    } finally {
      state.projects.put(p);
      admin.dispose();
    }
  });
});

describe('<TeamSwitcher>', () => {
  it('a menu of my teams (radio items) with team settings; choosing one selects it and the button shows it', async () => {
    const me = await signedIn();
    const a = (await me.client.teams.create({ displayName: 'Alpha' })).data!;
    await me.client.teams.create({ displayName: 'Beta' });
    renderHandler(me.client, '/handler/account-settings', { views: [teamsViews], children: <TeamSwitcher /> });
    const button = await screen.findByRole('button', { name: 'Team No team selected' });
    fireEvent.click(button);
    const menu = await screen.findByRole('menu', { name: 'Team' });
    await waitFor(() => expect(within(menu).getAllByRole('menuitemradio').map((o) => o.textContent)).toEqual(['No team selected', 'AAlpha', 'BBeta']));
    expect(within(menu).getByRole('menuitemradio', { name: 'No team selected' }).getAttribute('aria-checked')).toBe('true');
    expect(within(menu).getByRole('menuitem', { name: 'Team settings' }).getAttribute('href')).toBe('/handler/account-settings?section=teams');
    fireEvent.click(within(menu).getByRole('menuitemradio', { name: 'Alpha' }));
    await screen.findByRole('button', { name: 'Team Alpha' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect((await server.users.get(me.user.id)).data?.selectedTeam?.id).toBe(a.id);
  });
});
