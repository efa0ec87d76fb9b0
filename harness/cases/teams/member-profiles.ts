import { defineCase } from '../../define-case.js';
import * as expect from '../../expect.js';
import { knownError } from '../../known-errors.js';
import { userWithSession } from '../../flows.js';
import { addMember, clientTeam } from './team-helpers.js';
import { SERVER_USER_KEYS } from '../users/user-shapes.js';

export const memberProfiles = defineCase({
  area: 'teams',
  name: 'member-profiles-read-and-update',
  endpoints: ['GET /api/v1/team-member-profiles', 'GET /api/v1/team-member-profiles/:team_id/:user_id', 'PATCH /api/v1/team-member-profiles/:team_id/:user_id'],
  async run(t) {
    const creator = await userWithSession(t, { display_name: 'Creator' });
    const member = await userWithSession(t, { display_name: 'Member' });
    const team = await clientTeam(t, creator.session);
    await addMember(t, team.id, member.session.userId);
    const tid = String(team.id);
    const res = await t.api('GET', '/team-member-profiles', { as: 'client', session: member.session, query: { team_id: tid } });
    const list = expect.json(res, 200);
    const items = list.items as Record<string, unknown>[];
    expect.equal(items.map((p) => p.user_id), [creator.session.userId, member.session.userId], 'members in membership order', res);
    expect.keys(items[0], ['team_id', 'user_id', 'display_name', 'profile_image_url'], 'client member profile', res);
    expect.equal(items[0].display_name, 'Creator', 'display name falls back to the user', res);
    const server = await t.api('GET', `/team-member-profiles/${tid}/${member.session.userId}`, { as: 'server' });
    const profile = expect.json(server, 200);
    expect.keys(profile, ['team_id', 'user_id', 'display_name', 'profile_image_url', 'user'], 'server member profile', server);
    expect.keys(profile.user, SERVER_USER_KEYS, 'member profile user', server);
    const patched = await t.api('PATCH', `/team-member-profiles/${tid}/me`, { as: 'client', session: member.session, json: { display_name: 'In-team name' } });
    expect.equal(expect.json(patched, 200).display_name, 'In-team name', 'member display name', patched);
    expect.text(
      await t.api('PATCH', `/team-member-profiles/${tid}/${creator.session.userId}`, { as: 'client', session: member.session, json: { display_name: 'x' } }),
      403,
      "Cannot update another user's profile",
    );
    expect.text(await t.api('GET', '/team-member-profiles', { as: 'client', session: member.session }), 400, 'team_id is required for access type client');
    const outsider = await userWithSession(t);
    knownError(await t.api('GET', '/team-member-profiles', { as: 'client', session: outsider.session, query: { team_id: tid } }), 'TEAM_MEMBERSHIP_NOT_FOUND', {
      team_id: tid,
      user_id: outsider.session.userId,
    });
  },
});
