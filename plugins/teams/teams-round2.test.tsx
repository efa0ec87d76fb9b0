// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createClient, serverUsers } from '../../kernel/index.js';
import { DEV_KEYS, hostOf } from '../../mock-server/index.js';
import { seedDefaultPermissions } from '../../mock-server/store/seed.js';
import { createUiHost, PAGE_ORIGIN, renderHandler } from '../../ui/test-kit.js';
import { codeFromMail } from './test-kit.js';
import { teams } from './teams.js';
import { teamsViews } from './views.js';

const host = createUiHost();
const state = hostOf(host.app);
const internal = state.projects.get('internal')!;
seedDefaultPermissions(state, 'internal'); // the `admin` and `member` definitions every new project starts with
state.projects.put({ ...internal, config: { ...internal.config, client_team_creation_enabled: true, domains: [{ domain: PAGE_ORIGIN, handler_path: '/handler' }] } });
const server = createClient({
  projectId: DEV_KEYS.projectId, secretServerKey: DEV_KEYS.secretServerKey, baseUrl: 'http://localhost:8102', fetch: host.fetch, plugins: [teams(), serverUsers()],
});
afterEach(() => {
  cleanup();
  host.disposeClients();
});

let seq = 0;
async function signedIn(page = `${PAGE_ORIGIN}/handler/account-settings`, name = 'Ann') {
  const tokens = await host.signedInTokens(`round2-${++seq}-${Date.now()}@example.com`, name);
  const made = host.makeClient({ tokens, page, plugins: [teams()] });
  const user = (await made.client.getUser())!;
  return { ...made, client: made.client as typeof made.client & { teams: ReturnType<ReturnType<typeof teams>['methods']> }, user };
}

describe('teams, round 2', () => {
  it('members in a table with initials and my roles; two members with one name are told apart; invitations show their expiry', async () => {
    const me = await signedIn(undefined, 'Ann Lee');
    const team = (await me.client.teams.create({ displayName: 'Twins' })).data!;
    const other = await signedIn(undefined, 'Ann Lee');
    await server.teams.addUser(team, other.user.id);
    for (const p of ['$read_members', '$invite_members', 'admin']) expect((await server.teams.grantPermission(team, me.user.id, p)).error).toBeNull();
    await me.client.teams.inviteUser(team, 'guest@example.com', { callbackUrl: `${PAGE_ORIGIN}/handler/team-invitation` });
    renderHandler(me.client, '/handler/account-settings?section=teams', { views: [teamsViews] });
    const box = within(await screen.findByRole('region', { name: 'Twins' }));
    const table = await box.findByRole('table');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Picture', 'Display name', 'Roles']);
    const rows = within(table).getAllByRole('row').slice(1).map((r) => r.textContent);
    expect(rows.every((t) => t!.startsWith('ALAnn Lee · '))).toBe(true);
    // mine: "You" and my roles (`admin` in words; system permissions are not roles); the other member's roles are not readable
    await waitFor(() => expect(within(table).getAllByRole('row').slice(1).map((r) => r.textContent)).toContain(`ALAnn Lee · ${me.user.id.slice(-6)}YouAdmin`));
    expect(rows.filter((t) => t!.endsWith('You'))).toHaveLength(0);
    expect(rows.some((t) => t!.includes(me.user.id.slice(-6)))).toBe(true);
    expect(rows.some((t) => t!.includes(other.user.id.slice(-6)))).toBe(true);
    const expires = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(new Date(Date.now() + 7 * 86400_000));
    expect(await box.findByText(`Expires ${expires}`)).toBeTruthy();
  });

  it('the create form has a heading; a member with $update_team renames the team', async () => {
    const me = await signedIn();
    const team = (await me.client.teams.create({ displayName: 'Old name' })).data!;
    await server.teams.grantPermission(team, me.user.id, '$update_team');
    renderHandler(me.client, '/handler/account-settings?section=teams', { views: [teamsViews] });
    expect(await screen.findByRole('heading', { level: 3, name: 'Create a team' })).toBeTruthy();
    const box = within(await screen.findByRole('region', { name: 'Old name' }));
    const field = (await box.findByLabelText('Name of Old name')) as HTMLInputElement;
    fireEvent.change(field, { target: { value: 'New name' } });
    fireEvent.click(box.getByRole('button', { name: 'Rename' }));
    expect(await screen.findByText('Team renamed to New name.')).toBeTruthy();
    expect((await server.teams.get(team.id)).data?.displayName).toBe('New name');
  });

  it('an invitation can be declined: back to the app, the code stays unused', async () => {
    const owner = await signedIn();
    const team = (await owner.client.teams.create({ displayName: 'Decliners' })).data!;
    await server.teams.grantPermission(team, owner.user.id, '$invite_members');
    await owner.client.teams.inviteUser(team, 'nope@example.com', { callbackUrl: `${PAGE_ORIGIN}/handler/team-invitation` });
    const { code } = codeFromMail(state, 'nope@example.com');
    const me = await signedIn(`${PAGE_ORIGIN}/handler/team-invitation?code=${code}`);
    renderHandler(me.client, `/handler/team-invitation?code=${code}`, { views: [teamsViews] });
    const decline = await screen.findByRole('link', { name: 'Decline' });
    expect(decline.getAttribute('href')).toBe('/');
    expect((await me.client.teams.checkInvitation(code)).data).toBe(true);
  });
});
