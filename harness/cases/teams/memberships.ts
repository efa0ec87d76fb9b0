import { defineCase } from '../../define-case.js';
import * as expect from '../../expect.js';
import { knownError } from '../../known-errors.js';
import { createUser, userWithSession } from '../../flows.js';
import { addMember, serverTeam } from './team-helpers.js';

export const memberships = defineCase({
  area: 'teams',
  name: 'memberships-add-and-remove',
  endpoints: ['POST /api/v1/team-memberships/:team_id/:user_id', 'DELETE /api/v1/team-memberships/:team_id/:user_id'],
  async run(t) {
    const team = await serverTeam(t);
    const user = await createUser(t);
    const path = `/team-memberships/${team.id}/${user.id}`;
    await addMember(t, team.id, user.id);
    knownError(await t.api('POST', path, { as: 'server', json: {} }), 'TEAM_MEMBERSHIP_ALREADY_EXISTS');
    knownError(await t.api('POST', `/team-memberships/${team.id}/00000000-0000-4000-8000-000000000004`, { as: 'server', json: {} }), 'USER_NOT_FOUND');
    const missingTeam = '00000000-0000-4000-8000-000000000005';
    knownError(await t.api('POST', `/team-memberships/${missingTeam}/${user.id}`, { as: 'server', json: {} }), 'TEAM_NOT_FOUND', { team_id: missingTeam });
    expect.json(await t.api('DELETE', path, { as: 'server', json: {} }), 200, { success: true });
    knownError(await t.api('DELETE', path, { as: 'server', json: {} }), 'TEAM_MEMBERSHIP_NOT_FOUND', { team_id: team.id, user_id: user.id });
  },
});

export const leaveTeam = defineCase({
  area: 'teams',
  name: 'client-leaves-team-with-me',
  endpoints: ['DELETE /api/v1/team-memberships/:team_id/:user_id'],
  async run(t) {
    const team = await serverTeam(t);
    const { session } = await userWithSession(t);
    const other = await createUser(t);
    await addMember(t, team.id, session.userId);
    await addMember(t, team.id, other.id);
    knownError(await t.api('DELETE', `/team-memberships/${team.id}/${other.id}`, { as: 'client', session, json: {} }), 'TEAM_PERMISSION_REQUIRED', {
      team_id: team.id,
      user_id: session.userId,
      permission_id: '$remove_members',
    });
    expect.json(await t.api('DELETE', `/team-memberships/${team.id}/me`, { as: 'client', session, json: {} }), 200, { success: true });
    const teams = expect.json(await t.api('GET', '/teams', { as: 'client', session, query: { user_id: 'me' } }), 200);
    expect.equal(teams.items, [], 'no teams after leaving');
  },
});

export const selectedTeam = defineCase({
  area: 'teams',
  name: 'selected-team-client-view',
  endpoints: ['PATCH /api/v1/users/me', 'GET /api/v1/users'],
  async run(t) {
    const team = await serverTeam(t, { server_metadata: { hidden: true } });
    const outside = await serverTeam(t);
    const { session } = await userWithSession(t);
    await addMember(t, team.id, session.userId);
    const res = await t.api('PATCH', '/users/me', { as: 'client', session, json: { selected_team_id: team.id } });
    const user = expect.json(res, 200);
    expect.equal(user.selected_team_id, team.id, 'selected_team_id', res);
    expect.keys(user.selected_team, ['id', 'display_name', 'profile_image_url', 'client_metadata', 'client_read_only_metadata'], 'client view of selected_team', res);
    knownError(await t.api('PATCH', '/users/me', { as: 'client', session, json: { selected_team_id: outside.id } }), 'TEAM_MEMBERSHIP_NOT_FOUND', {
      team_id: outside.id,
      user_id: session.userId,
    });
    const members = expect.json(await t.api('GET', '/users', { as: 'server', query: { team_id: String(team.id) } }), 200);
    expect.equal((members.items as { id: string }[]).map((u) => u.id), [session.userId], 'GET /users?team_id lists the members');
  },
});
