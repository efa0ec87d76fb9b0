import { beforeEach, describe, expect, it } from 'vitest';
import { setupHost, type HostKit, type TestUser } from '../test-kit.js';

const NIL = '00000000-0000-4000-8000-000000000000';

describe('/team-permissions', () => {
  let k: HostKit;
  let pid: string;
  let owner: TestUser;
  let member: TestUser;
  let teamId: string;
  const as = (o: object = {}) => ({ projectId: pid, ...o });
  const grant = (perm: string, user = member.id) => k.call('POST', `/team-permissions/${teamId}/${user}/${perm}`, as({ as: 'server', body: {} }));
  const list = (query: Record<string, string>, token = member.token) => k.call('GET', '/team-permissions', as({ token, query }));

  beforeEach(async () => {
    k = setupHost();
    pid = k.createProject({ client_team_creation_enabled: true });
    owner = await k.createUser({ projectId: pid });
    member = await k.createUser({ projectId: pid });
    teamId = (await k.call('POST', '/teams', as({ token: owner.token, body: { display_name: 'T' } }))).body.id;
    await k.call('POST', `/team-memberships/${teamId}/${member.id}`, as({ as: 'server', body: {} }));
  });

  it('lists direct grants, or the recursive closure including system permissions, sorted by id', async () => {
    expect((await list({ user_id: 'me', team_id: teamId })).body).toEqual({ items: [{ id: 'member', team_id: teamId, user_id: member.id }], is_paginated: false });
    const rec = await list({ user_id: 'me', team_id: teamId, recursive: 'true' });
    expect(rec.body.items.map((p: { id: string }) => p.id)).toEqual(['$invite_members', '$read_members', 'member']);
    const filtered = await list({ user_id: 'me', recursive: 'true', permission_id: '$read_members' });
    expect(filtered.body.items).toEqual([{ id: '$read_members', team_id: teamId, user_id: member.id }]);
    expect((await list({ user_id: 'me', permission_id: '$read_members' })).body.items).toEqual([]);
  });

  it('client must list for itself; server lists every member, sorted by team, user, id', async () => {
    const other = await list({ user_id: owner.id });
    expect([other.status, other.text]).toEqual([403, 'Client can only list permissions for their own user. user_id must be either "me" or the ID of the current user']);
    expect((await list({})).status).toBe(403);
    expect((await k.call('GET', '/team-permissions', as({ query: { user_id: 'me' } }))).body.code).toBe('CANNOT_GET_OWN_USER_WITHOUT_USER');
    const all = await k.call('GET', '/team-permissions', as({ as: 'server', query: { team_id: teamId } }));
    const expected = [{ id: 'admin', user_id: owner.id }, { id: 'member', user_id: member.id }]
      .map((p) => ({ ...p, team_id: teamId }))
      .sort((a, b) => a.user_id.localeCompare(b.user_id));
    expect(all.body.items).toEqual(expected.map(({ id, team_id, user_id }) => ({ id, team_id, user_id })));
    const bad = await k.call('GET', '/team-permissions', as({ as: 'server', query: { recursive: 'yes', permission_id: '$nope' } }));
    expect(bad.body.error).toBe(`Request validation failed on GET /api/v1/team-permissions:\n  - Invalid system permission\n  - query.recursive must be one of the following values: true, false`);
  });

  it('grant: 201, idempotent, system permissions need no definition', async () => {
    const r = await grant('$update_team');
    expect([r.status, r.body]).toEqual([201, { id: '$update_team', user_id: member.id, team_id: teamId }]);
    expect((await grant('$update_team')).status).toBe(201);
    expect(k.host.permissionGrants.filter((g) => g.user_id === member.id)).toHaveLength(2);
    expect((await k.call('PATCH', `/teams/${teamId}`, as({ token: member.token, body: { display_name: 'renamed' } }))).status).toBe(200);
  });

  it('grant errors: client access, undefined permission, not a member, unknown user, bad ids', async () => {
    expect((await k.call('POST', `/team-permissions/${teamId}/${member.id}/member`, as({ token: owner.token, body: {} }))).body.code).toBe('INSUFFICIENT_ACCESS_TYPE');
    const undef = await grant('nope');
    expect([undef.status, undef.body]).toEqual([404, { code: 'PERMISSION_NOT_FOUND', details: { permission_id: 'nope' }, error: 'Permission "nope" not found. Make sure you created it on the dashboard.' }]);
    const outsider = await k.createUser({ projectId: pid });
    expect((await grant('member', outsider.id)).body.code).toBe('TEAM_MEMBERSHIP_NOT_FOUND');
    expect((await grant('member', NIL)).body.code).toBe('USER_NOT_FOUND');
    expect((await grant('$foo')).body.error).toContain('\n  - Invalid system permission');
    expect((await grant('Bad-Id')).body.error).toContain('\n  - Only lowercase letters, numbers, ":", "_" and optional "$" at the beginning are allowed');
  });

  it('revoke: 200; not directly granted → TEAM_PERMISSION_NOT_FOUND 401', async () => {
    const r = await k.call('DELETE', `/team-permissions/${teamId}/${member.id}/member`, as({ as: 'server' }));
    expect([r.status, r.body]).toEqual([200, { success: true }]);
    const again = await k.call('DELETE', `/team-permissions/${teamId}/${member.id}/member`, as({ as: 'server' }));
    expect(again.status).toBe(401);
    expect(again.body).toEqual({
      code: 'TEAM_PERMISSION_NOT_FOUND',
      details: { team_id: teamId, user_id: member.id, permission_id: 'member' },
      error: `User ${member.id} does not have permission member in team ${teamId}.`,
    });
    // contained-only permissions are not direct grants
    expect((await k.call('DELETE', `/team-permissions/${teamId}/${owner.id}/$read_members`, as({ as: 'server' }))).body.code).toBe('TEAM_PERMISSION_NOT_FOUND');
    expect((await k.call('DELETE', `/team-permissions/${teamId}/${member.id}/ghost`, as({ as: 'server' }))).body.code).toBe('PERMISSION_NOT_FOUND');
    expect((await k.call('DELETE', `/team-permissions/${NIL}/${member.id}/member`, as({ as: 'server' }))).body.code).toBe('TEAM_MEMBERSHIP_NOT_FOUND');
  });
});

describe('/team-permission-definitions (admin)', () => {
  let k: HostKit;
  let pid: string;
  const admin = (o: object = {}) => ({ as: 'admin' as const, projectId: pid, ...o });
  beforeEach(() => {
    k = setupHost();
    pid = k.createProject();
  });

  it('lists system and custom definitions sorted by id, with the system descriptions', async () => {
    const r = await k.call('GET', '/team-permission-definitions', admin());
    expect(r.body).toEqual({
      items: [
        { id: '$delete_team', description: 'Delete the team', contained_permission_ids: [] },
        { id: '$invite_members', description: 'Invite other users to the team', contained_permission_ids: [] },
        { id: '$read_members', description: 'Read and list the other members of the team', contained_permission_ids: [] },
        { id: '$remove_members', description: 'Remove other members from the team', contained_permission_ids: [] },
        { id: '$update_team', description: 'Update the team information', contained_permission_ids: [] },
        { id: 'admin', description: 'Default permission for team creators', contained_permission_ids: ['$delete_team', '$invite_members', '$read_members', '$remove_members', '$update_team'] },
        { id: 'member', description: 'Default permission for team members', contained_permission_ids: ['$invite_members', '$read_members'] },
      ],
      is_paginated: false,
    });
    const server = await k.call('GET', '/team-permission-definitions', { as: 'server', projectId: pid });
    expect([server.status, server.body.details]).toEqual([401, { actual_access_type: 'server', allowed_access_types: ['admin'] }]);
  });

  it('creates (201, description omitted when empty, contained sorted) and checks contained ids', async () => {
    const r = await k.call('POST', '/team-permission-definitions', admin({ body: { id: 'editor', contained_permission_ids: ['member', '$update_team'] } }));
    expect([r.status, r.body]).toEqual([201, { id: 'editor', contained_permission_ids: ['$update_team', 'member'] }]);
    const missing = await k.call('POST', '/team-permission-definitions', admin({ body: { id: 'x', contained_permission_ids: ['ghost'] } }));
    expect([missing.status, missing.body]).toEqual([400, { code: 'CONTAINED_PERMISSION_NOT_FOUND', details: { permission_id: 'ghost' }, error: 'Contained permission with ID "ghost" not found. Make sure you created it on the dashboard.' }]);
    const sys = await k.call('POST', '/team-permission-definitions', admin({ body: { id: '$update_team' } }));
    expect(sys.body.error).toContain('\n  - Only lowercase letters, numbers, ":", "_" are allowed');
    expect((await k.call('POST', '/team-permission-definitions', admin({ body: { id: 'editor' } }))).status).toBe(409);
  });

  it('updates: description, contained set (cycles allowed), rename carries grants and defaults', async () => {
    const owner = await k.createUser({ projectId: pid });
    const t = (await k.call('POST', '/teams', { as: 'server', projectId: pid, body: { display_name: 'T', creator_user_id: owner.id } })).body;
    const upd = await k.call('PATCH', '/team-permission-definitions/admin', admin({ body: { id: 'owner', description: 'Owners', contained_permission_ids: ['member', 'admin'] } }));
    expect(upd.status).toBe(200);
    expect(upd.body).toEqual({ id: 'owner', description: 'Owners', contained_permission_ids: ['member', 'owner'] });
    expect(k.host.permissionGrants.filter((g) => g.user_id === owner.id).map((g) => g.permission_id)).toEqual(['owner']);
    expect(k.host.projects.get(pid)!.config.team_creator_default_permissions).toEqual([{ id: 'owner' }]);
    const rec = await k.call('GET', '/team-permissions', { as: 'server', projectId: pid, query: { team_id: t.id, recursive: 'true' } });
    expect(rec.body.items.map((p: { id: string }) => p.id)).toEqual(['$invite_members', '$read_members', 'member', 'owner']);
    expect((await k.call('PATCH', '/team-permission-definitions/ghost', admin({ body: {} }))).body.code).toBe('PERMISSION_NOT_FOUND');
    const taken = await k.call('PATCH', '/team-permission-definitions/owner', admin({ body: { id: 'member' } }));
    expect([taken.status, taken.text]).toEqual([409, 'Permission with ID "member" already exists.']);
    expect((await k.call('PATCH', '/team-permission-definitions/owner', admin({ body: { contained_permission_ids: ['ghost'] } }))).body.code).toBe('CONTAINED_PERMISSION_NOT_FOUND');
  });

  it('deletes: 200, grants and references go; unknown → PERMISSION_NOT_FOUND', async () => {
    const owner = await k.createUser({ projectId: pid });
    await k.call('POST', '/teams', { as: 'server', projectId: pid, body: { display_name: 'T', creator_user_id: owner.id } });
    await k.call('POST', '/team-permission-definitions', admin({ body: { id: 'boss', contained_permission_ids: ['admin'] } }));
    const r = await k.call('DELETE', '/team-permission-definitions/admin', admin());
    expect([r.status, r.body]).toEqual([200, { success: true }]);
    expect(k.host.permissionGrants.filter((g) => g.user_id === owner.id)).toEqual([]);
    expect((await k.call('GET', '/team-permission-definitions', admin())).body.items.find((d: { id: string }) => d.id === 'boss')).toEqual({ id: 'boss', contained_permission_ids: [] });
    expect(k.host.projects.get(pid)!.config.team_creator_default_permissions).toEqual([]);
    const again = await k.call('DELETE', '/team-permission-definitions/admin', admin());
    expect([again.status, again.body.code]).toEqual([404, 'PERMISSION_NOT_FOUND']);
    expect((await k.call('DELETE', '/team-permission-definitions/$read_members', admin())).body.code).toBe('PERMISSION_NOT_FOUND');
  });
});
