import { beforeEach, describe, expect, it } from 'vitest';
import { setupHost, type HostKit, type TestUser } from '../test-kit.js';

const NIL = '00000000-0000-4000-8000-000000000000';

describe('/team-memberships and /team-member-profiles', () => {
  let k: HostKit;
  let pid: string;
  let owner: TestUser;
  let member: TestUser;
  let outsider: TestUser;
  let teamId: string;
  const as = (o: object = {}) => ({ projectId: pid, ...o });

  beforeEach(async () => {
    k = setupHost();
    pid = k.createProject({ client_team_creation_enabled: true });
    owner = await k.createUser({ projectId: pid, display_name: 'Owner' });
    member = await k.createUser({ projectId: pid, display_name: 'Member', email: 'm@example.com' });
    outsider = await k.createUser({ projectId: pid });
    teamId = (await k.call('POST', '/teams', as({ token: owner.token, body: { display_name: 'T' } }))).body.id;
  });

  it('POST adds a member with team_member_default_permissions: 201 {team_id,user_id}', async () => {
    const r = await k.call('POST', `/team-memberships/${teamId}/${member.id}`, as({ as: 'server', body: {} }));
    expect([r.status, r.body]).toEqual([201, { team_id: teamId, user_id: member.id }]);
    const perms = await k.call('GET', '/team-permissions', as({ token: member.token, query: { user_id: 'me', team_id: teamId } }));
    expect(perms.body.items).toEqual([{ id: 'member', team_id: teamId, user_id: member.id }]);
  });

  it('POST errors: client access, body required, unknown user/team, already a member', async () => {
    const client = await k.call('POST', `/team-memberships/${teamId}/${member.id}`, as({ token: owner.token, body: {} }));
    expect([client.status, client.body.details]).toEqual([401, { actual_access_type: 'client', allowed_access_types: ['server', 'admin'] }]);
    const noBody = await k.call('POST', `/team-memberships/${teamId}/${member.id}`, as({ as: 'server' }));
    expect(noBody.body.error).toBe(`Request validation failed on POST /api/v1/team-memberships/${teamId}/${member.id}:\n  - body must be defined`);
    const extra = await k.call('POST', `/team-memberships/${teamId}/${member.id}`, as({ as: 'server', body: { a: 1 } }));
    expect(extra.body.error).toContain('body contains unknown properties: a');
    expect((await k.call('POST', `/team-memberships/${teamId}/${NIL}`, as({ as: 'server', body: {} }))).body.code).toBe('USER_NOT_FOUND');
    const noTeam = await k.call('POST', `/team-memberships/${NIL}/${member.id}`, as({ as: 'server', body: {} }));
    expect([noTeam.status, noTeam.body.code]).toEqual([404, 'TEAM_NOT_FOUND']);
    const dup = await k.call('POST', `/team-memberships/${teamId}/${owner.id}`, as({ as: 'server', body: {} }));
    expect([dup.status, dup.body]).toEqual([409, { code: 'TEAM_MEMBERSHIP_ALREADY_EXISTS', error: 'Team membership already exists.' }]);
  });

  it('DELETE /me leaves; grants go with the membership and the selected team is cleared', async () => {
    await k.call('POST', `/team-memberships/${teamId}/${member.id}`, as({ as: 'server', body: {} }));
    k.host.users.put({ ...k.host.users.get(member.id)!, selected_team_id: teamId });
    const r = await k.call('DELETE', `/team-memberships/${teamId}/me`, as({ token: member.token }));
    expect([r.status, r.body]).toEqual([200, { success: true }]);
    expect(k.host.permissionGrants.filter((g) => g.user_id === member.id)).toEqual([]);
    expect(k.host.users.get(member.id)!.selected_team_id).toBeNull();
    const again = await k.call('DELETE', `/team-memberships/${teamId}/me`, as({ token: member.token }));
    expect([again.status, again.body.code, again.body.error]).toEqual([404, 'TEAM_MEMBERSHIP_NOT_FOUND', `User ${member.id} is not found in team ${teamId}.`]);
    expect((await k.call('DELETE', `/team-memberships/${teamId}/me`, as({}))).body.code).toBe('CANNOT_GET_OWN_USER_WITHOUT_USER');
  });

  it('DELETE another member needs $remove_members; server may remove anyone', async () => {
    await k.call('POST', `/team-memberships/${teamId}/${member.id}`, as({ as: 'server', body: {} }));
    const denied = await k.call('DELETE', `/team-memberships/${teamId}/${owner.id}`, as({ token: member.token }));
    expect([denied.status, denied.body.code, denied.body.details.permission_id]).toEqual([401, 'TEAM_PERMISSION_REQUIRED', '$remove_members']);
    const outsiderTry = await k.call('DELETE', `/team-memberships/${teamId}/${owner.id}`, as({ token: outsider.token }));
    expect(outsiderTry.body.code).toBe('TEAM_MEMBERSHIP_NOT_FOUND');
    expect((await k.call('DELETE', `/team-memberships/${teamId}/${member.id}`, as({ token: owner.token }))).status).toBe(200);
    expect((await k.call('DELETE', `/team-memberships/${teamId}/${owner.id}`, as({ as: 'server' }))).status).toBe(200);
    expect((await k.call('DELETE', `/team-memberships/${teamId}/${NIL}`, as({ as: 'server' }))).body.code).toBe('USER_NOT_FOUND');
  });

  it('profiles: client lists with $read_members, falls back to user fields; server view adds user', async () => {
    await k.call('POST', `/team-memberships/${teamId}/${member.id}`, as({ as: 'server', body: {} }));
    const list = await k.call('GET', '/team-member-profiles', as({ token: member.token, query: { team_id: teamId } }));
    expect(list.body).toEqual({
      items: [
        { team_id: teamId, user_id: owner.id, display_name: 'Owner', profile_image_url: null },
        { team_id: teamId, user_id: member.id, display_name: 'Member', profile_image_url: null },
      ],
      is_paginated: false,
    });
    const srv = await k.call('GET', '/team-member-profiles', as({ as: 'server', query: { user_id: member.id } }));
    expect(srv.body.items).toHaveLength(1);
    expect(srv.body.items[0].user).toMatchObject({ id: member.id, primary_email: 'm@example.com', server_metadata: null });
    expect(Object.keys(srv.body.items[0].user)).toHaveLength(19);
  });

  it('profiles list errors: team_id required, membership, $read_members unless self', async () => {
    const noTeam = await k.call('GET', '/team-member-profiles', as({ token: member.token }));
    expect([noTeam.status, noTeam.text]).toEqual([400, 'team_id is required for access type client']);
    expect((await k.call('GET', '/team-member-profiles', as({ token: outsider.token, query: { team_id: teamId } }))).body.code).toBe('TEAM_MEMBERSHIP_NOT_FOUND');
    // a member without $read_members may still read its own profile
    await k.call('POST', `/team-memberships/${teamId}/${outsider.id}`, as({ as: 'server', body: {} }));
    await k.call('DELETE', `/team-permissions/${teamId}/${outsider.id}/member`, as({ as: 'server' }));
    const self = await k.call('GET', '/team-member-profiles', as({ token: outsider.token, query: { team_id: teamId, user_id: 'me' } }));
    expect(self.body.items.map((p: { user_id: string }) => p.user_id)).toEqual([outsider.id]);
    const all = await k.call('GET', '/team-member-profiles', as({ token: outsider.token, query: { team_id: teamId } }));
    expect([all.status, all.body.details.permission_id]).toEqual([401, '$read_members']);
    expect((await k.call('GET', '/team-member-profiles', as({ as: 'server', query: { team_id: NIL } }))).body.code).toBe('TEAM_NOT_FOUND');
    expect((await k.call('GET', '/team-member-profiles', as({ as: 'server', query: { user_id: NIL } }))).body.code).toBe('USER_NOT_FOUND');
  });

  it('profile read and update: self only for clients, member-specific values win', async () => {
    await k.call('POST', `/team-memberships/${teamId}/${member.id}`, as({ as: 'server', body: {} }));
    const upd = await k.call('PATCH', `/team-member-profiles/${teamId}/me`, as({ token: member.token, body: { display_name: 'M in T', profile_image_url: 'https://img.example/x.png' } }));
    expect([upd.status, upd.body]).toEqual([200, { team_id: teamId, user_id: member.id, display_name: 'M in T', profile_image_url: 'https://img.example/x.png' }]);
    const other = await k.call('PATCH', `/team-member-profiles/${teamId}/${owner.id}`, as({ token: member.token, body: { display_name: 'x' } }));
    expect([other.status, other.text]).toEqual([403, "Cannot update another user's profile"]);
    const read = await k.call('GET', `/team-member-profiles/${teamId}/${member.id}`, as({ token: owner.token }));
    expect(read.body.display_name).toBe('M in T');
    const srv = await k.call('GET', `/team-member-profiles/${teamId}/${member.id}`, as({ as: 'server' }));
    expect(srv.body.user.id).toBe(member.id);
    const notMember = await k.call('PATCH', `/team-member-profiles/${teamId}/me`, as({ token: outsider.token, body: {} }));
    expect(notMember.body.code).toBe('TEAM_MEMBERSHIP_NOT_FOUND');
    await k.call('DELETE', `/team-permissions/${teamId}/${member.id}/member`, as({ as: 'server' }));
    const denied = await k.call('GET', `/team-member-profiles/${teamId}/${owner.id}`, as({ token: member.token }));
    expect(denied.body.code).toBe('TEAM_PERMISSION_REQUIRED');
    expect((await k.call('GET', `/team-member-profiles/${teamId}/me`, as({ token: member.token }))).status).toBe(200);
  });
});
