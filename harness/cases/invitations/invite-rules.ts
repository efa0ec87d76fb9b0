import { defineCase } from '../../define-case.js';
import * as expect from '../../expect.js';
import { knownError, schemaError } from '../../known-errors.js';
import { userWithSession } from '../../flows.js';
import { addMember, clientTeam } from '../teams/team-helpers.js';
import { invite } from './invite-flow.js';

export const sendCodeRules = defineCase({
  area: 'invitations',
  name: 'send-code-needs-invite-permission',
  endpoints: ['POST /api/v1/team-invitations/send-code'],
  async run(t) {
    const creator = await userWithSession(t);
    const team = await clientTeam(t, creator.session);
    const member = await userWithSession(t);
    await addMember(t, team.id, member.session.userId);
    expect.status(await t.api('DELETE', `/team-permissions/${team.id}/${member.session.userId}/member`, { as: 'server', json: {} }), 200);
    const send = (session: typeof member.session, callback_url = t.callbackUrl) =>
      t.api('POST', '/team-invitations/send-code', { as: 'client', session, json: { team_id: team.id, email: t.email(), callback_url } });
    knownError(await send(member.session), 'TEAM_PERMISSION_REQUIRED', { team_id: team.id, user_id: member.session.userId, permission_id: '$invite_members' });
    const outsider = await userWithSession(t);
    knownError(await send(outsider.session), 'TEAM_MEMBERSHIP_NOT_FOUND', { team_id: team.id, user_id: outsider.session.userId });
    knownError(await send(creator.session, t.untrustedCallbackUrl), 'REDIRECT_URL_NOT_WHITELISTED');
    knownError(
      await t.api('POST', '/team-invitations/send-code', { as: 'client', json: { team_id: team.id, email: t.email(), callback_url: t.callbackUrl } }),
      'USER_AUTHENTICATION_REQUIRED',
    );
  },
});

export const revokeInvitation = defineCase({
  area: 'invitations',
  name: 'revoke-invitation',
  endpoints: ['DELETE /api/v1/team-invitations/:id', 'GET /api/v1/team-invitations'],
  async run(t) {
    const creator = await userWithSession(t);
    const team = await clientTeam(t, creator.session);
    const id = await invite(t, creator.session, team.id, t.email('invitee'));
    const tid = String(team.id);
    expect.json(await t.api('DELETE', `/team-invitations/${id}`, { as: 'client', session: creator.session, query: { team_id: tid }, json: {} }), 200, { success: true });
    const list = expect.json(await t.api('GET', '/team-invitations', { as: 'server', query: { team_id: tid } }), 200);
    expect.equal(list.items, [], 'revoked invitation is gone');
    schemaError(await t.api('GET', '/team-invitations', { as: 'server' }), 'GET', '/api/v1/team-invitations', ['query.team_id must be defined']);
  },
});

export const invitationCodeNotFound = defineCase({
  area: 'invitations',
  name: 'invitation-code-not-found',
  endpoints: ['POST /api/v1/team-invitations/accept', 'POST /api/v1/team-invitations/accept/check-code'],
  async run(t) {
    const { session } = await userWithSession(t);
    const code = { code: 'd'.repeat(45) };
    knownError(await t.api('POST', '/team-invitations/accept/check-code', { as: 'client', json: code }), 'VERIFICATION_CODE_NOT_FOUND');
    knownError(await t.api('POST', '/team-invitations/accept', { as: 'client', session, json: code }), 'VERIFICATION_CODE_NOT_FOUND');
  },
});
