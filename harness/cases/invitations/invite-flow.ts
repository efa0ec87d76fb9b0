import { defineCase } from '../../define-case.js';
import * as expect from '../../expect.js';
import { knownError } from '../../known-errors.js';
import { mailedCode, userWithSession } from '../../flows.js';
import type { CaseContext, Session } from '../../case-context.js';
import { clientTeam } from '../teams/team-helpers.js';

export async function invite(t: CaseContext, session: Session, teamId: unknown, email: string) {
  const res = await t.api('POST', '/team-invitations/send-code', { as: 'client', session, json: { team_id: teamId, email, callback_url: t.callbackUrl } });
  const body = expect.json(res, 200);
  expect.keys(body, ['success', 'id'], 'send-code response', res);
  expect.equal(body.success, true, 'success', res);
  return String(body.id);
}

export const invitationFlow = defineCase({
  area: 'invitations',
  name: 'invitation-accept-single-use',
  endpoints: [
    'POST /api/v1/team-invitations/send-code',
    'GET /api/v1/team-invitations',
    'POST /api/v1/team-invitations/accept/check-code',
    'POST /api/v1/team-invitations/accept/details',
    'POST /api/v1/team-invitations/accept',
  ],
  needs: ['mailbox'],
  async run(t) {
    const creator = await userWithSession(t);
    const team = await clientTeam(t, creator.session, 'Invite Team');
    const invitee = await userWithSession(t);
    const to = t.email('invitee');
    const id = await invite(t, creator.session, team.id, to);
    const mail = await mailedCode(t, to);
    expect.equal(mail.subject, 'You have been invited to join Invite Team', 'invitation e-mail subject');
    const listed = await t.api('GET', '/team-invitations', { as: 'client', session: creator.session, query: { team_id: String(team.id) } });
    const items = expect.json(listed, 200).items as Record<string, unknown>[];
    expect.equal(items.map((i) => ({ id: i.id, team_id: i.team_id, recipient_email: i.recipient_email })), [{ id, team_id: team.id, recipient_email: to }], 'invitations', listed);
    expect.keys(items[0], ['id', 'team_id', 'expires_at_millis', 'recipient_email'], 'invitation', listed);
    const code = { code: mail.code };
    expect.json(await t.api('POST', '/team-invitations/accept/check-code', { as: 'client', json: code }), 200, { is_code_valid: true });
    const details = await t.api('POST', '/team-invitations/accept/details', { as: 'client', session: invitee.session, json: code });
    expect.json(details, 200, { team_id: team.id, team_display_name: 'Invite Team' });
    const accept = () => t.api('POST', '/team-invitations/accept', { as: 'client', session: invitee.session, json: code });
    expect.json(await accept(), 200, {});
    const teams = expect.json(await t.api('GET', '/teams', { as: 'client', session: invitee.session, query: { user_id: 'me' } }), 200);
    expect.equal((teams.items as { id: string }[]).map((x) => x.id), [team.id], 'invitee joined the team');
    knownError(await accept(), 'VERIFICATION_CODE_ALREADY_USED');
    const after = expect.json(await t.api('GET', '/team-invitations', { as: 'server', query: { team_id: String(team.id) } }), 200);
    expect.equal(after.items, [], 'used invitations are not listed');
  },
});

export const acceptWithoutUserBurnsCode = defineCase({
  area: 'invitations',
  name: 'accept-without-user-burns-code',
  endpoints: ['POST /api/v1/team-invitations/accept', 'POST /api/v1/team-invitations/accept/details'],
  needs: ['mailbox'],
  async run(t) {
    const creator = await userWithSession(t);
    const team = await clientTeam(t, creator.session);
    const to = t.email('invitee');
    await invite(t, creator.session, team.id, to);
    const { code } = await mailedCode(t, to);
    knownError(await t.api('POST', '/team-invitations/accept/details', { as: 'client', json: { code } }), 'USER_AUTHENTICATION_REQUIRED');
    knownError(await t.api('POST', '/team-invitations/accept', { as: 'client', json: { code } }), 'USER_AUTHENTICATION_REQUIRED');
    const invitee = await userWithSession(t);
    knownError(await t.api('POST', '/team-invitations/accept', { as: 'client', session: invitee.session, json: { code } }), 'VERIFICATION_CODE_ALREADY_USED');
  },
});
