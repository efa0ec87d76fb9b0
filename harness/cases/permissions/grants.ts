import { defineCase } from '../../define-case.js';
import * as expect from '../../expect.js';
import { knownError } from '../../known-errors.js';
import { createUser, userWithSession } from '../../flows.js';
import { addMember, clientTeam, serverTeam } from '../teams/team-helpers.js';

export const grantAndRevoke = defineCase({
  area: 'permissions',
  name: 'grant-list-revoke',
  endpoints: ['POST /api/v1/team-permissions/:team_id/:user_id/:permission_id', 'DELETE /api/v1/team-permissions/:team_id/:user_id/:permission_id', 'GET /api/v1/team-permissions'],
  async run(t) {
    const team = await serverTeam(t);
    const user = await createUser(t);
    await addMember(t, team.id, user.id);
    const path = `/team-permissions/${team.id}/${user.id}/$update_team`;
    const grant = await t.api('POST', path, { as: 'server', json: {} });
    expect.json(grant, 201, { id: '$update_team', user_id: user.id, team_id: team.id });
    expect.status(await t.api('POST', path, { as: 'server', json: {} }), 201);
    const list = await t.api('GET', '/team-permissions', { as: 'server', query: { team_id: String(team.id), user_id: String(user.id) } });
    expect.json(list, 200, {
      items: [
        { id: '$update_team', user_id: user.id, team_id: team.id },
        { id: 'member', user_id: user.id, team_id: team.id },
      ],
      is_paginated: false,
    });
    expect.json(await t.api('DELETE', path, { as: 'server', json: {} }), 200, { success: true });
    knownError(await t.api('DELETE', path, { as: 'server', json: {} }), 'TEAM_PERMISSION_NOT_FOUND', {
      team_id: team.id,
      user_id: user.id,
      permission_id: '$update_team',
    });
    const undefinedId = `nope_${t.uid()}`;
    knownError(await t.api('POST', `/team-permissions/${team.id}/${user.id}/${undefinedId}`, { as: 'server', json: {} }), 'PERMISSION_NOT_FOUND', { permission_id: undefinedId });
    const outsider = await createUser(t);
    knownError(await t.api('POST', `/team-permissions/${team.id}/${outsider.id}/$update_team`, { as: 'server', json: {} }), 'TEAM_MEMBERSHIP_NOT_FOUND', {
      team_id: team.id,
      user_id: outsider.id,
    });
  },
});

export const recursivePermissions = defineCase({
  area: 'permissions',
  name: 'default-permissions-and-recursive-list',
  endpoints: ['GET /api/v1/team-permissions'],
  async run(t) {
    const creator = await userWithSession(t);
    const team = await clientTeam(t, creator.session);
    const direct = expect.json(await t.api('GET', '/team-permissions', { as: 'client', session: creator.session, query: { team_id: String(team.id), user_id: 'me' } }), 200);
    expect.equal((direct.items as { id: string }[]).map((p) => p.id), ['admin'], 'creator gets team_creator_default_permissions');
    const member = await createUser(t);
    await addMember(t, team.id, member.id);
    const res = await t.api('GET', '/team-permissions', { as: 'server', query: { team_id: String(team.id), user_id: String(member.id), recursive: 'true' } });
    const ids = (expect.json(res, 200).items as { id: string }[]).map((p) => p.id);
    expect.equal(ids, ['$invite_members', '$read_members', 'member'], 'recursive expansion of the member permission', res);
  },
});

export const clientOtherUserPermissions = defineCase({
  area: 'permissions',
  name: 'client-lists-only-own-permissions',
  endpoints: ['GET /api/v1/team-permissions'],
  async run(t) {
    const { session } = await userWithSession(t);
    const other = await createUser(t);
    expect.text(
      await t.api('GET', '/team-permissions', { as: 'client', session, query: { user_id: String(other.id) } }),
      403,
      'Client can only list permissions for their own user. user_id must be either "me" or the ID of the current user',
    );
  },
});
