import { defineCase } from '../../define-case.js';
import * as expect from '../../expect.js';
import { knownError } from '../../known-errors.js';
import { userWithSession } from '../../flows.js';
import { addMember, clientTeam, CLIENT_TEAM_KEYS, serverTeam, SERVER_TEAM_KEYS } from './team-helpers.js';

export const listTeams = defineCase({
  area: 'teams',
  name: 'list-teams-client-and-server',
  endpoints: ['GET /api/v1/teams'],
  async run(t) {
    const { session } = await userWithSession(t);
    const a = await clientTeam(t, session, 'A team');
    const b = await clientTeam(t, session, 'B team');
    const res = await t.api('GET', '/teams', { as: 'client', session, query: { user_id: 'me' } });
    const body = expect.json(res, 200);
    expect.equal(body.is_paginated, false, 'is_paginated', res);
    expect.equal((body.items as { id: string }[]).map((x) => x.id), [a.id, b.id], 'teams in creation order', res);
    expect.keys((body.items as unknown[])[0], CLIENT_TEAM_KEYS, 'client team', res);
    const server = expect.json(await t.api('GET', '/teams', { as: 'server', query: { user_id: session.userId } }), 200);
    expect.keys((server.items as unknown[])[0], SERVER_TEAM_KEYS, 'server team');
    expect.text(
      await t.api('GET', '/teams', { as: 'client', session }),
      403,
      'Client can only list teams for their own user. user_id must be either "me" or the ID of the current user',
    );
    knownError(await t.api('GET', '/teams', { as: 'client', query: { user_id: 'me' } }), 'CANNOT_GET_OWN_USER_WITHOUT_USER');
  },
});

export const getTeam = defineCase({
  area: 'teams',
  name: 'get-team',
  endpoints: ['GET /api/v1/teams/:team_id'],
  async run(t) {
    const team = await serverTeam(t);
    expect.json(await t.api('GET', `/teams/${team.id}`, { as: 'server' }), 200, team);
    const missing = '00000000-0000-4000-8000-000000000003';
    knownError(await t.api('GET', `/teams/${missing}`, { as: 'server' }), 'TEAM_NOT_FOUND', { team_id: missing });
    const { session } = await userWithSession(t);
    knownError(await t.api('GET', `/teams/${team.id}`, { as: 'client', session }), 'TEAM_MEMBERSHIP_NOT_FOUND', { team_id: team.id, user_id: session.userId });
    await addMember(t, team.id, session.userId);
    const asMember = await t.api('GET', `/teams/${team.id}`, { as: 'client', session });
    expect.keys(expect.json(asMember, 200), CLIENT_TEAM_KEYS, 'client view of a team', asMember);
  },
});

export const updateTeam = defineCase({
  area: 'teams',
  name: 'update-team-needs-permission',
  endpoints: ['PATCH /api/v1/teams/:team_id'],
  async run(t) {
    const creator = await userWithSession(t);
    const member = await userWithSession(t);
    const team = await clientTeam(t, creator.session);
    await addMember(t, team.id, member.session.userId);
    const res = await t.api('PATCH', `/teams/${team.id}`, { as: 'client', session: creator.session, json: { display_name: 'Renamed', client_metadata: { x: 1 } } });
    const patched = expect.json(res, 200);
    expect.equal({ d: patched.display_name, c: patched.client_metadata }, { d: 'Renamed', c: { x: 1 } }, 'patched team', res);
    knownError(await t.api('PATCH', `/teams/${team.id}`, { as: 'client', session: member.session, json: { display_name: 'No' } }), 'TEAM_PERMISSION_REQUIRED', {
      team_id: team.id,
      user_id: member.session.userId,
      permission_id: '$update_team',
    });
    const server = expect.json(await t.api('PATCH', `/teams/${team.id}`, { as: 'server', json: { server_metadata: { s: 2 } } }), 200);
    expect.equal(server.server_metadata, { s: 2 }, 'server metadata');
  },
});

export const deleteTeam = defineCase({
  area: 'teams',
  name: 'delete-team-needs-permission',
  endpoints: ['DELETE /api/v1/teams/:team_id'],
  async run(t) {
    const creator = await userWithSession(t);
    const member = await userWithSession(t);
    const team = await clientTeam(t, creator.session);
    await addMember(t, team.id, member.session.userId);
    knownError(await t.api('DELETE', `/teams/${team.id}`, { as: 'client', session: member.session, json: {} }), 'TEAM_PERMISSION_REQUIRED', {
      team_id: team.id,
      user_id: member.session.userId,
      permission_id: '$delete_team',
    });
    expect.json(await t.api('DELETE', `/teams/${team.id}`, { as: 'client', session: creator.session, json: {} }), 200, { success: true });
    knownError(await t.api('GET', `/teams/${team.id}`, { as: 'server' }), 'TEAM_NOT_FOUND', { team_id: team.id });
  },
});
