import { defineCase } from '../../define-case.js';
import * as expect from '../../expect.js';
import { knownError } from '../../known-errors.js';
import { mailedCode, userWithSession } from '../../flows.js';
import { clientTeam } from '../teams/team-helpers.js';
import { invite } from './invite-flow.js';

export const invitationExpires = defineCase({
  area: 'invitations',
  name: 'invitation-expires-after-7-days',
  endpoints: ['POST /api/v1/team-invitations/accept', 'GET /api/v1/team-invitations'],
  needs: ['mailbox', 'clock'],
  async run(t) {
    const creator = await userWithSession(t);
    const team = await clientTeam(t, creator.session);
    const to = t.email('invitee');
    await invite(t, creator.session, team.id, to);
    const { code } = await mailedCode(t, to);
    await t.clock!.advance(7 * 24 * 3600_000 + 60_000);
    const list = expect.json(await t.api('GET', '/team-invitations', { as: 'server', query: { team_id: String(team.id) } }), 200);
    expect.equal(list.items, [], 'expired invitations are not listed');
    const invitee = await userWithSession(t);
    knownError(await t.api('POST', '/team-invitations/accept', { as: 'client', session: invitee.session, json: { code } }), 'VERIFICATION_CODE_EXPIRED');
  },
});
