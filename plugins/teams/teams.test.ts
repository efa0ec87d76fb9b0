import { beforeEach, describe, expect, it } from 'vitest';
import { codeFromMail, type TestUser } from './test-kit.js';
import type { ServerTeam, ServerTeamMemberProfile } from './index.js';
import { setupClients } from './client-kit.js';

describe('teams() client methods against the mock server', () => {
  let k: ReturnType<typeof setupClients>;
  let pid: string;
  let alice: TestUser;
  let bob: TestUser;

  beforeEach(async () => {
    k = setupClients();
    pid = k.createProject({ client_team_creation_enabled: true });
    alice = await k.createUser({ projectId: pid, display_name: 'Alice' });
    bob = await k.createUser({ projectId: pid, display_name: 'Bob', email: 'bob@example.com' });
  });

  it('create, list (cached), update and leave my teams; each mutation refreshes the list', async () => {
    const c = k.clientFor(alice, pid);
    const created = await c.teams.create({ displayName: 'Rockets' });
    expect(created.error).toBeNull();
    expect(created.data).toMatchObject({ displayName: 'Rockets', profileImageUrl: null });
    expect(k.take()).toEqual(['POST /teams']);

    const list = await c.teams.list();
    expect(list.data?.map((t) => t.displayName)).toEqual(['Rockets']);
    await c.teams.list();
    expect(k.take()).toEqual(['GET /teams?user_id=me']);

    const upd = await c.teams.update(created.data!, { displayName: 'Rockets 2' });
    expect(upd.data?.displayName).toBe('Rockets 2');
    expect((await c.teams.list()).data?.map((t) => t.displayName)).toEqual(['Rockets 2']);
    expect((await c.teams.get(created.data!.id)).data?.displayName).toBe('Rockets 2');
    expect(k.take()).toEqual([`PATCH /teams/${created.data!.id}`, 'GET /teams?user_id=me']);

    expect((await c.teams.leave(created.data!)).error).toBeNull();
    expect((await c.teams.list()).data).toEqual([]);
  });

  it('errors come back as Results with the server codes', async () => {
    const c = k.clientFor(bob, pid);
    const team = (await k.clientFor(alice, pid).teams.create({ displayName: 'A' })).data!;
    const r = await c.teams.update(team, { displayName: 'x' });
    expect(r.data).toBeNull();
    expect(r.error).toMatchObject({ code: 'TEAM_MEMBERSHIP_NOT_FOUND', status: 404, details: { team_id: team.id, user_id: bob.id } });
    const signedOut = await k.clientFor(null, pid).teams.create({ displayName: 'x' });
    expect(signedOut.error?.code).toBe('USER_AUTHENTICATION_REQUIRED');
  });

  it('select a team and read it back; leaving clears it', async () => {
    const c = k.clientFor(alice, pid);
    const team = (await c.teams.create({ displayName: 'Sel' })).data!;
    expect((await c.teams.getSelected()).data).toBeNull();
    const sel = await c.teams.select(team);
    expect(sel.data?.id).toBe(team.id);
    expect((await c.teams.getSelected()).data?.displayName).toBe('Sel');
    await c.teams.update(team, { displayName: 'Sel 2' });
    expect((await c.teams.getSelected()).data?.displayName).toBe('Sel 2');
    await c.teams.leave(team);
    expect((await c.teams.getSelected()).data).toBeNull();
  });

  it('listUsers with member profiles; updateProfile refreshes the member list', async () => {
    const c = k.clientFor(alice, pid);
    const team = (await c.teams.create({ displayName: 'T' })).data!;
    await k.serverFor(pid).teams.addUser(team, bob.id);
    const users = await c.teams.listUsers(team);
    expect(users.data).toEqual([
      { teamId: team.id, userId: alice.id, displayName: 'Alice', profileImageUrl: null },
      { teamId: team.id, userId: bob.id, displayName: 'Bob', profileImageUrl: null },
    ]);
    const bc = k.clientFor(bob, pid);
    expect((await bc.teams.updateProfile(team, { displayName: 'Bobby' })).data?.displayName).toBe('Bobby');
    expect((await bc.teams.getProfile(team)).data?.displayName).toBe('Bobby');
    expect((await bc.teams.listUsers(team)).data?.map((p) => p.displayName)).toEqual(['Alice', 'Bobby']);
    const srv = await k.serverFor(pid).teams.listUsers(team);
    expect((srv.data?.[1] as ServerTeamMemberProfile | undefined)?.user.primaryEmail).toBe('bob@example.com');
  });

  it('hasPermission is recursive by default; getPermission and listPermissions', async () => {
    const c = k.clientFor(alice, pid);
    const team = (await c.teams.create({ displayName: 'P' })).data!;
    expect((await c.teams.hasPermission(team, '$update_team')).data).toBe(true);
    expect((await c.teams.hasPermission(team, '$update_team', { recursive: false })).data).toBe(false);
    expect((await c.teams.hasPermission(team, 'admin', { recursive: false })).data).toBe(true);
    expect((await c.teams.getPermission(team, '$read_members')).data).toEqual({ id: '$read_members', teamId: team.id, userId: alice.id });
    expect((await c.teams.getPermission(team, 'nope')).data).toBeNull();
    const all = await c.teams.listPermissions(team);
    expect(all.data?.map((p) => p.id)).toEqual(['$delete_team', '$invite_members', '$read_members', '$remove_members', '$update_team', 'admin']);
    // one request per (member, recursion) — further checks come from the cache
    expect(k.take().filter((x) => x.startsWith('GET /team-permissions'))).toHaveLength(2);
  });

  it('server: list all teams, addUser/removeUser, grant → hasPermission → revoke, with exact invalidation', async () => {
    const s = k.serverFor(pid);
    const team = (await s.teams.create({ displayName: 'Srv', serverMetadata: { plan: 'pro' } })).data!;
    expect((team as ServerTeam).serverMetadata).toEqual({ plan: 'pro' });
    expect((team as ServerTeam).createdAt).toBeInstanceOf(Date);
    expect((await s.teams.list()).data?.map((t) => t.id)).toEqual([team.id]);
    expect((await s.teams.addUser(team, alice.id)).error).toBeNull();
    expect((await s.teams.addUser(team, bob.id)).error).toBeNull();
    expect((await s.teams.list({ userId: alice.id })).data?.map((t) => t.id)).toEqual([team.id]);
    expect((await s.teams.hasPermission(team, '$update_team', { userId: alice.id })).data).toBe(false);
    expect((await s.teams.hasPermission(team, '$update_team', { userId: bob.id })).data).toBe(false);
    k.take();
    expect((await s.teams.grantPermission(team, alice.id, '$update_team')).data).toEqual({ id: '$update_team', userId: alice.id, teamId: team.id });
    expect((await s.teams.hasPermission(team, '$update_team', { userId: alice.id })).data).toBe(true);
    expect((await s.teams.hasPermission(team, '$update_team', { userId: bob.id })).data).toBe(false);
    // alice's list refetched, bob's stayed cached
    expect(k.take()).toEqual([
      `POST /team-permissions/${team.id}/${alice.id}/%24update_team`,
      `GET /team-permissions?team_id=${team.id}&user_id=${alice.id}&recursive=true`,
    ]);
    expect((await s.teams.revokePermission(team, alice.id, '$update_team')).error).toBeNull();
    expect((await s.teams.hasPermission(team, '$update_team', { userId: alice.id })).data).toBe(false);
    expect((await s.teams.revokePermission(team, alice.id, '$update_team')).error?.code).toBe('TEAM_PERMISSION_NOT_FOUND');
    expect((await s.teams.removeUser(team, bob.id)).error).toBeNull();
    expect((await s.teams.list({ userId: bob.id })).data).toEqual([]);
    expect((await s.teams.addUser(team, alice.id)).error?.code).toBe('TEAM_MEMBERSHIP_ALREADY_EXISTS');
  });

  it('server-only methods throw on a client app (programmer error)', async () => {
    const c = k.clientFor(alice, pid);
    await expect(c.teams.addUser('t', bob.id)).rejects.toThrow(/needs server or admin access/);
    await expect(c.teams.grantPermission('t', bob.id, 'x')).rejects.toThrow(/needs server or admin access/);
  });

  it('invite, list, revoke; the invitee reads the details and accepts', async () => {
    const c = k.clientFor(alice, pid);
    const team = (await c.teams.create({ displayName: 'Crew' })).data!;
    const sent = await c.teams.inviteUser(team, 'bob@example.com');
    expect(sent.error).toBeNull();
    const { code, link } = codeFromMail(k.host, 'bob@example.com');
    expect(link.startsWith('http://localhost:3000/handler/team-invitation?code=')).toBe(true);
    expect((await c.teams.listInvitations(team)).data).toEqual([
      { id: sent.data!.id, teamId: team.id, expiresAt: expect.any(Date), recipientEmail: 'bob@example.com' },
    ]);
    await c.teams.inviteUser(team, 'carol@example.com', { callbackUrl: 'http://localhost:3000/join' });
    const carol = (await c.teams.listInvitations(team)).data!.find((i) => i.recipientEmail === 'carol@example.com')!;
    expect((await c.teams.revokeInvitation(team, carol.id)).error).toBeNull();
    expect((await c.teams.listInvitations(team)).data?.map((i) => i.recipientEmail)).toEqual(['bob@example.com']);

    const bc = k.clientFor(bob, pid);
    expect((await bc.teams.list()).data).toEqual([]);
    expect((await bc.teams.checkInvitation(code)).data).toBe(true);
    expect((await bc.teams.invitationDetails(code)).data).toEqual({ teamId: team.id, teamDisplayName: 'Crew' });
    const signedOut = await k.clientFor(null, pid).teams.acceptInvitation(code);
    expect(signedOut.error?.code).toBe('USER_AUTHENTICATION_REQUIRED');
    const accepted = await bc.teams.acceptInvitation(code);
    expect(accepted.data).toEqual({ teamId: team.id, teamDisplayName: 'Crew' });
    expect((await bc.teams.list()).data?.map((t) => t.id)).toEqual([team.id]);
    expect((await bc.teams.hasPermission(team, '$read_members')).data).toBe(true);
    expect((await bc.teams.acceptInvitation(code)).error?.code).toBe('VERIFICATION_CODE_ALREADY_USED');
    // the inviter's own cached list is not touched by another app's accept; a fresh read shows none left
    expect((await k.serverFor(pid).teams.listInvitations(team)).data).toEqual([]);
  });

  it('inviteUser without a callback URL or a current page is a programmer error', async () => {
    const { createClient } = await import('../../kernel/create-client.js');
    const { teams } = await import('./teams.js');
    const c = createClient({ projectId: pid, publishableClientKey: 'x', baseUrl: 'http://localhost:8102', currentUrl: () => null, plugins: [teams()] });
    await expect(c.teams.inviteUser('t', 'a@b.c')).rejects.toThrow(/callbackUrl/);
    c.dispose();
  });

  it('admin: permission definitions', async () => {
    const a = k.adminFor(pid);
    expect((await a.teams.listDefinitions()).data?.map((d) => d.id)).toEqual(['$delete_team', '$invite_members', '$read_members', '$remove_members', '$update_team', 'admin', 'member']);
    expect((await a.teams.createDefinition('editor', { containedPermissionIds: ['member'] })).data).toEqual({ id: 'editor', description: null, containedPermissionIds: ['member'] });
    expect((await a.teams.listDefinitions()).data).toContainEqual({ id: 'editor', description: null, containedPermissionIds: ['member'] });
    expect((await a.teams.updateDefinition('editor', { description: 'Edits' })).data?.description).toBe('Edits');
    expect((await a.teams.deleteDefinition('editor')).error).toBeNull();
    expect((await a.teams.listDefinitions()).data?.some((d) => d.id === 'editor')).toBe(false);
    expect((await a.teams.createDefinition('x', { containedPermissionIds: ['ghost'] })).error?.code).toBe('CONTAINED_PERMISSION_NOT_FOUND');
  });
});
