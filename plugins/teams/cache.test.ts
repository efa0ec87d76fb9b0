/**
 * Each mutation invalidates exactly the cache entries it changes: every read is primed for two teams, one
 * mutation runs, everything is read again, and only the changed entries reach the host.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { Team } from './index.js';
import { setupClients } from './client-kit.js';
import type { TestUser } from './test-kit.js';

describe('teams() cache invalidation', () => {
  let k: ReturnType<typeof setupClients>;
  let pid: string;
  let me: TestUser;
  let other: TestUser;
  let c: ReturnType<ReturnType<typeof setupClients>['clientFor']>;
  let a: Team;
  let b: Team;

  beforeEach(async () => {
    k = setupClients();
    pid = k.createProject({ client_team_creation_enabled: true });
    me = await k.createUser({ projectId: pid, display_name: 'Me' });
    other = await k.createUser({ projectId: pid, display_name: 'Other' });
    c = k.clientFor(me, pid);
    a = (await c.teams.create({ displayName: 'A' })).data!;
    b = (await c.teams.create({ displayName: 'B' })).data!;
    await k.serverFor(pid).teams.addUser(a, other.id);
  });

  /** Reads every cached entry of both teams; returns the GETs that went to the host. */
  async function readAll(): Promise<string[]> {
    k.take();
    await c.teams.list();
    for (const t of [a, b]) {
      await c.teams.listUsers(t);
      await c.teams.getProfile(t);
      await c.teams.listPermissions(t);
      await c.teams.listInvitations(t);
    }
    return k.take().map((x) => x.replace(a.id, 'A').replace(b.id, 'B').replace(`user_id=${me.id}`, 'user_id=ME'));
  }

  it('a second read is served from the cache', async () => {
    expect(await readAll()).toHaveLength(9);
    expect(await readAll()).toEqual([]);
  });

  it('updateProfile(A): my profile in A (set from the answer) and A’s member list', async () => {
    await readAll();
    await c.teams.updateProfile(a, { displayName: 'Me in A' });
    expect(await readAll()).toEqual(['GET /team-member-profiles?team_id=A']);
    expect((await c.teams.getProfile(a)).data?.displayName).toBe('Me in A');
  });

  it('inviteUser(A) and revokeInvitation(A): only A’s invitations', async () => {
    await readAll();
    const sent = await c.teams.inviteUser(a, 'x@example.com');
    expect(await readAll()).toEqual(['GET /team-invitations?team_id=A']);
    await c.teams.revokeInvitation(a, sent.data!.id);
    expect(await readAll()).toEqual(['GET /team-invitations?team_id=A']);
  });

  it('update(A): the team lists (A itself is set from the answer)', async () => {
    await readAll();
    await c.teams.update(a, { displayName: 'A2' });
    expect(await readAll()).toEqual(['GET /teams?user_id=me']);
    expect((await c.teams.list()).data?.map((t) => t.displayName)).toEqual(['A2', 'B']);
  });

  it('removeUser(A, other): A’s members only (my own entries stay)', async () => {
    await readAll();
    await c.teams.removeUser(a, other.id);
    expect(await readAll()).toEqual(['GET /team-member-profiles?team_id=A']);
  });

  it('leave(B): my teams and my entries in B', async () => {
    await readAll();
    await c.teams.leave(b);
    expect(await readAll()).toEqual([
      'GET /teams?user_id=me',
      'GET /team-member-profiles?team_id=B',
      'GET /team-member-profiles/B/me',
      'GET /team-permissions?team_id=B&user_id=me&recursive=true',
    ]);
  });

  it('create: my teams only', async () => {
    await readAll();
    await c.teams.create({ displayName: 'C' });
    expect(await readAll()).toEqual(['GET /teams?user_id=me']);
  });

  it('delete(A): my teams and every entry of A', async () => {
    await readAll();
    await c.teams.delete(a);
    expect(await readAll()).toEqual([
      'GET /teams?user_id=me',
      'GET /team-member-profiles?team_id=A',
      'GET /team-member-profiles/A/me',
      'GET /team-permissions?team_id=A&user_id=me&recursive=true',
      'GET /team-invitations?team_id=A',
    ]);
  });
});
