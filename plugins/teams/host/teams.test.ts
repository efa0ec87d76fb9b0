import { beforeEach, describe, expect, it } from 'vitest';
import { setupHost, type HostKit, type TestUser } from '../test-kit.js';

const PNG = 'data:image/png;base64,iVBORw0KGgo=';

describe('/teams', () => {
  let k: HostKit;
  let alice: TestUser;
  let bob: TestUser;
  beforeEach(async () => {
    k = setupHost();
    alice = await k.createUser({ display_name: 'Alice' });
    bob = await k.createUser({ display_name: 'Bob' });
  });

  it('client POST creates a team with the caller as creator: 201, client view', async () => {
    const r = await k.call('POST', '/teams', { token: alice.token, body: { display_name: 'A-team' } });
    expect(r.status).toBe(201);
    expect(Object.keys(r.body)).toEqual(['id', 'display_name', 'profile_image_url', 'client_metadata', 'client_read_only_metadata']);
    expect(r.body).toMatchObject({ display_name: 'A-team', profile_image_url: null, client_metadata: null });
    expect(k.host.memberships.get(`${r.body.id}:${alice.id}`)).toBeDefined();
  });

  it('server POST returns the server view; without creator the team has no members', async () => {
    const r = await k.call('POST', '/teams', { as: 'server', body: { display_name: 'S', server_metadata: { a: 1 } } });
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ display_name: 'S', server_metadata: { a: 1 }, created_at_millis: expect.any(Number) });
    expect(k.host.memberships.filter((m) => m.team_id === r.body.id)).toHaveLength(0);
    const extra = await k.call('POST', '/teams', { as: 'server', body: { display_name: 'S', nope: 1 } });
    expect(extra.body.error).toBe('Request validation failed on POST /api/v1/teams:\n  - body contains unknown properties: nope\n  - body contains unknown properties: nope');
  });

  it('the creator gets team_creator_default_permissions', async () => {
    const pid = k.createProject();
    const u = await k.createUser({ projectId: pid });
    const r = await k.call('POST', '/teams', { as: 'server', projectId: pid, body: { display_name: 'T', creator_user_id: u.id } });
    const perms = await k.call('GET', '/team-permissions', { projectId: pid, token: u.token, query: { user_id: 'me', team_id: r.body.id } });
    expect(perms.body.items).toEqual([{ id: 'admin', team_id: r.body.id, user_id: u.id }]);
  });

  it('client rules: user required, creation flag, base64 image, creator must be self', async () => {
    expect((await k.call('POST', '/teams', { body: { display_name: 'x' } })).body.code).toBe('USER_AUTHENTICATION_REQUIRED');
    const other = await k.call('POST', '/teams', { token: alice.token, body: { display_name: 'x', creator_user_id: bob.id } });
    expect([other.status, other.text]).toEqual([403, "You cannot create a team as a user that is not yourself. Make sure you set the creator_user_id to 'me'."]);
    const img = await k.call('POST', '/teams', { token: alice.token, body: { display_name: 'x', profile_image_url: 'https://example.com/a.png' } });
    expect([img.status, img.text]).toEqual([400, 'Invalid profile image URL']);
    expect((await k.call('POST', '/teams', { token: alice.token, body: { display_name: 'x', profile_image_url: PNG } })).status).toBe(201);
    const srv = await k.call('POST', '/teams', { token: alice.token, body: { display_name: 'x', server_metadata: {} } });
    expect(srv.body.code).toBe('SCHEMA_ERROR');
    const line = '\n  - body contains unknown properties: server_metadata';
    expect(srv.body.error).toBe(`Request validation failed on POST /api/v1/teams:${line}${line}`);
    const p = k.host.projects.get('internal')!;
    k.host.projects.put({ ...p, config: { ...p.config, client_team_creation_enabled: false } });
    const off = await k.call('POST', '/teams', { token: alice.token, body: { display_name: 'x' } });
    expect([off.status, off.text]).toEqual([403, 'Client team creation is disabled for this project']);
  });

  it('creator errors: unknown creator → USER_NOT_FOUND without creating; add_current_user conflicts', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    const r = await k.call('POST', '/teams', { as: 'server', body: { display_name: 'x', creator_user_id: missing } });
    expect([r.status, r.body.code]).toEqual([404, 'USER_NOT_FOUND']);
    expect(k.host.teams.values()).toHaveLength(0);
    const both = await k.call('POST', '/teams', { as: 'server', query: { add_current_user: 'true' }, body: { display_name: 'x', creator_user_id: alice.id } });
    expect(both.text).toBe('Cannot use both creator_user_id and add_current_user. add_current_user is deprecated, please only use creator_user_id in the body.');
    const noUser = await k.call('POST', '/teams', { as: 'server', query: { add_current_user: 'true' }, body: { display_name: 'x' } });
    expect([noUser.status, noUser.text]).toEqual([401, 'You must be logged in to create a team with the current user as a member.']);
    const withUser = await k.call('POST', '/teams', { as: 'server', token: bob.token, query: { add_current_user: 'true' }, body: { display_name: 'y' } });
    expect(k.host.memberships.get(`${withUser.body.id}:${bob.id}`)).toBeDefined();
  });

  it('GET lists my teams (client must pass me/own id) in creation order; server lists all', async () => {
    const t1 = (await k.call('POST', '/teams', { token: alice.token, body: { display_name: 'one' } })).body;
    const t2 = (await k.call('POST', '/teams', { token: alice.token, body: { display_name: 'two' } })).body;
    await k.call('POST', '/teams', { token: bob.token, body: { display_name: 'bobs' } });
    const mine = await k.call('GET', '/teams', { token: alice.token, query: { user_id: 'me' } });
    expect(mine.body).toEqual({ items: [t1, t2], is_paginated: false });
    expect((await k.call('GET', '/teams', { token: alice.token, query: { user_id: alice.id } })).body.items).toHaveLength(2);
    const forbidden = await k.call('GET', '/teams', { token: alice.token, query: { user_id: bob.id } });
    expect([forbidden.status, forbidden.text]).toEqual([403, 'Client can only list teams for their own user. user_id must be either "me" or the ID of the current user']);
    expect((await k.call('GET', '/teams', { token: alice.token })).status).toBe(403);
    expect((await k.call('GET', '/teams', { query: { user_id: 'me' } })).body.code).toBe('CANNOT_GET_OWN_USER_WITHOUT_USER');
    expect((await k.call('GET', '/teams', { as: 'server' })).body.items.map((t: { display_name: string }) => t.display_name)).toEqual(['one', 'two', 'bobs']);
  });

  it('GET /teams/{id}: client must be a member; unknown → TEAM_NOT_FOUND', async () => {
    const t = (await k.call('POST', '/teams', { token: alice.token, body: { display_name: 'one' } })).body;
    expect((await k.call('GET', `/teams/${t.id}`, { token: alice.token })).body).toEqual(t);
    const notMember = await k.call('GET', `/teams/${t.id}`, { token: bob.token });
    expect([notMember.status, notMember.body.details]).toEqual([404, { team_id: t.id, user_id: bob.id }]);
    expect((await k.call('GET', `/teams/${t.id}`)).body.code).toBe('USER_AUTHENTICATION_REQUIRED');
    const missing = await k.call('GET', '/teams/00000000-0000-4000-8000-000000000000', { as: 'server' });
    expect(missing.body).toEqual({ code: 'TEAM_NOT_FOUND', details: { team_id: '00000000-0000-4000-8000-000000000000' }, error: 'Team 00000000-0000-4000-8000-000000000000 not found.' });
    expect((await k.call('GET', '/teams/nope', { as: 'server' })).body.error).toContain('params.team_id must be a valid UUID');
  });

  it('PATCH: client needs $update_team (recursive); server may set server fields', async () => {
    const pid = k.createProject({ client_team_creation_enabled: true });
    const owner = await k.createUser({ projectId: pid });
    const member = await k.createUser({ projectId: pid });
    const t = (await k.call('POST', '/teams', { projectId: pid, token: owner.token, body: { display_name: 'T' } })).body;
    await k.call('POST', `/team-memberships/${t.id}/${member.id}`, { as: 'server', projectId: pid, body: {} });
    const ok = await k.call('PATCH', `/teams/${t.id}`, { projectId: pid, token: owner.token, body: { display_name: 'T2', client_metadata: { x: 1 } } });
    expect([ok.status, ok.body.display_name, ok.body.client_metadata]).toEqual([200, 'T2', { x: 1 }]);
    const denied = await k.call('PATCH', `/teams/${t.id}`, { projectId: pid, token: member.token, body: { display_name: 'no' } });
    expect(denied.status).toBe(401);
    expect(denied.body).toEqual({
      code: 'TEAM_PERMISSION_REQUIRED',
      details: { team_id: t.id, user_id: member.id, permission_id: '$update_team' },
      error: `User ${member.id} does not have permission $update_team in team ${t.id}.`,
    });
    const srvField = await k.call('PATCH', `/teams/${t.id}`, { projectId: pid, token: owner.token, body: { server_metadata: 1 } });
    expect(srvField.body.error).toBe(`Request validation failed on PATCH /api/v1/teams/${t.id}:\n  - body contains unknown properties: server_metadata`);
    const srv = await k.call('PATCH', `/teams/${t.id}`, { as: 'server', projectId: pid, body: { server_metadata: { s: 1 }, client_read_only_metadata: 'ro' } });
    expect(srv.body).toMatchObject({ display_name: 'T2', server_metadata: { s: 1 }, client_read_only_metadata: 'ro' });
    const img = await k.call('PATCH', `/teams/${t.id}`, { projectId: pid, token: owner.token, body: { profile_image_url: 'https://x.y/z.png' } });
    expect(img.text).toBe('Invalid profile image URL');
    expect((await k.call('PATCH', '/teams/00000000-0000-4000-8000-000000000000', { as: 'server', projectId: pid, body: {} })).body.code).toBe('TEAM_NOT_FOUND');
  });

  it('DELETE: client needs $delete_team; cascades memberships, grants and selected team', async () => {
    const pid = k.createProject({ client_team_creation_enabled: true });
    const owner = await k.createUser({ projectId: pid });
    const member = await k.createUser({ projectId: pid });
    const t = (await k.call('POST', '/teams', { projectId: pid, token: owner.token, body: { display_name: 'T' } })).body;
    await k.call('POST', `/team-memberships/${t.id}/${member.id}`, { as: 'server', projectId: pid, body: {} });
    k.host.users.put({ ...k.host.users.get(member.id)!, selected_team_id: t.id });
    const denied = await k.call('DELETE', `/teams/${t.id}`, { projectId: pid, token: member.token });
    expect([denied.status, denied.body.details.permission_id]).toEqual([401, '$delete_team']);
    const r = await k.call('DELETE', `/teams/${t.id}`, { projectId: pid, token: owner.token });
    expect([r.status, r.body]).toEqual([200, { success: true }]);
    expect(k.host.memberships.filter((m) => m.team_id === t.id)).toEqual([]);
    expect(k.host.permissionGrants.filter((g) => g.team_id === t.id)).toEqual([]);
    expect(k.host.users.get(member.id)!.selected_team_id).toBeNull();
    expect((await k.call('DELETE', `/teams/${t.id}`, { as: 'server', projectId: pid })).body.code).toBe('TEAM_NOT_FOUND');
  });

  it('teams of another project are invisible', async () => {
    const pid = k.createProject();
    const t = (await k.call('POST', '/teams', { as: 'server', projectId: pid, body: { display_name: 'other' } })).body;
    expect((await k.call('GET', `/teams/${t.id}`, { as: 'server' })).body.code).toBe('TEAM_NOT_FOUND');
  });
});
