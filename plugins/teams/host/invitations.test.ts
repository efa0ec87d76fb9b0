import { beforeEach, describe, expect, it } from 'vitest';
import { codeFromMail, setupHost, type HostKit, type TestUser } from '../test-kit.js';

const CALLBACK = 'http://localhost:3000/handler/team-invitation?keep=1&code=old';
const NIL = '00000000-0000-4000-8000-000000000000';

describe('/team-invitations', () => {
  let k: HostKit;
  let pid: string;
  let owner: TestUser;
  let member: TestUser;
  let invitee: TestUser;
  let teamId: string;
  let now: number;
  const as = (o: object = {}) => ({ projectId: pid, ...o });
  const send = (email: string, token = owner.token, extra: object = {}) =>
    k.call('POST', '/team-invitations/send-code', as({ token, body: { team_id: teamId, email, callback_url: CALLBACK }, ...extra }));

  beforeEach(async () => {
    now = 1_700_000_000_000;
    k = setupHost({ now: () => now });
    pid = k.createProject({ client_team_creation_enabled: true });
    owner = await k.createUser({ projectId: pid });
    member = await k.createUser({ projectId: pid });
    invitee = await k.createUser({ projectId: pid });
    teamId = (await k.call('POST', '/teams', as({ token: owner.token, body: { display_name: 'Rockets' } }))).body.id;
    await k.call('POST', `/team-memberships/${teamId}/${member.id}`, as({ as: 'server', body: {} }));
  });

  it('send-code: 200 {success,id}, mails a link on the callback URL with code replaced', async () => {
    const r = await send('new@example.com');
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ success: true, id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    const mail = k.host.mails.filter((m) => m.to.includes('new@example.com'))[0];
    expect(mail.subject).toBe('You have been invited to join Rockets');
    const { code, link } = codeFromMail(k.host, 'new@example.com');
    expect(code).toMatch(/^[0-9a-z]{45}$/);
    expect(new URL(link).searchParams.get('keep')).toBe('1');
    expect(link.startsWith('http://localhost:3000/handler/team-invitation?')).toBe(true);
    expect(r.text).not.toContain(code);
  });

  it('send-code errors: user required, membership, $invite_members, untrusted URL', async () => {
    expect((await send('a@example.com', '')).body.code).toBe('USER_AUTHENTICATION_REQUIRED');
    expect((await send('a@example.com', invitee.token)).body.code).toBe('TEAM_MEMBERSHIP_NOT_FOUND');
    await k.call('DELETE', `/team-permissions/${teamId}/${member.id}/member`, as({ as: 'server' }));
    const denied = await send('a@example.com', member.token);
    expect([denied.status, denied.body.details]).toEqual([401, { team_id: teamId, user_id: member.id, permission_id: '$invite_members' }]);
    const evil = await k.call('POST', '/team-invitations/send-code', as({ token: owner.token, body: { team_id: teamId, email: 'a@example.com', callback_url: 'https://evil.example/x' } }));
    expect([evil.status, evil.body.code]).toEqual([400, 'REDIRECT_URL_NOT_WHITELISTED']);
    expect(k.host.mails.values()).toHaveLength(0);
    const bad = await k.call('POST', '/team-invitations/send-code', as({ token: owner.token, body: { team_id: 'x', email: 'nope', callback_url: 'nope' } }));
    expect(bad.body.error).toBe('Request validation failed on POST /api/v1/team-invitations/send-code:\n  - body.team_id must be a valid UUID\n  - body.email must be a valid email\n  - body.callback_url is not a valid URL');
    expect((await send('a@example.com', '', { as: 'server' })).status).toBe(200);
  });

  it('check-code and details do not consume; accept joins with member defaults and answers {}', async () => {
    await send('invitee@example.com');
    const { code } = codeFromMail(k.host, 'invitee@example.com');
    const check = await k.call('POST', '/team-invitations/accept/check-code', as({ body: { code } }));
    expect([check.status, check.body]).toEqual([200, { is_code_valid: true }]);
    const details = await k.call('POST', '/team-invitations/accept/details', as({ token: invitee.token, body: { code: code.toUpperCase() } }));
    expect(details.body).toEqual({ team_id: teamId, team_display_name: 'Rockets' });
    expect((await k.call('POST', '/team-invitations/accept/details', as({ body: { code } }))).body.code).toBe('USER_AUTHENTICATION_REQUIRED');
    const accept = await k.call('POST', '/team-invitations/accept', as({ token: invitee.token, body: { code } }));
    expect([accept.status, accept.body]).toEqual([200, {}]);
    const perms = await k.call('GET', '/team-permissions', as({ token: invitee.token, query: { user_id: 'me', team_id: teamId } }));
    expect(perms.body.items.map((p: { id: string }) => p.id)).toEqual(['member']);
    const used = await k.call('POST', '/team-invitations/accept', as({ token: invitee.token, body: { code } }));
    expect([used.status, used.body.code]).toEqual([409, 'VERIFICATION_CODE_ALREADY_USED']);
  });

  it('accept without a user burns the code; an existing member stays as is', async () => {
    await send('x@example.com');
    const first = codeFromMail(k.host, 'x@example.com').code;
    const noUser = await k.call('POST', '/team-invitations/accept', as({ body: { code: first } }));
    expect([noUser.status, noUser.body.code]).toEqual([401, 'USER_AUTHENTICATION_REQUIRED']);
    expect((await k.call('POST', '/team-invitations/accept', as({ token: invitee.token, body: { code: first } }))).body.code).toBe('VERIFICATION_CODE_ALREADY_USED');
    await send('y@example.com');
    const second = codeFromMail(k.host, 'y@example.com').code;
    expect((await k.call('POST', '/team-invitations/accept', as({ token: member.token, body: { code: second } }))).body).toEqual({});
    expect(k.host.memberships.filter((m) => m.team_id === teamId)).toHaveLength(2);
  });

  it('verification-code rules: length, not found, expired, max attempts', async () => {
    const short = await k.call('POST', '/team-invitations/accept', as({ token: invitee.token, body: { code: 'abc' } }));
    expect(short.body.error).toContain('body.code must be exactly 45 characters');
    expect((await k.call('POST', '/team-invitations/accept/check-code', as({ body: { code: 'a'.repeat(45) } }))).body.code).toBe('VERIFICATION_CODE_NOT_FOUND');
    await send('z@example.com');
    const { code } = codeFromMail(k.host, 'z@example.com');
    for (let i = 0; i < 20; i++) await k.call('POST', '/team-invitations/accept/check-code', as({ body: { code } }));
    const max = await k.call('POST', '/team-invitations/accept', as({ token: invitee.token, body: { code } }));
    expect(max.body.code).toBe('VERIFICATION_CODE_MAX_ATTEMPTS_REACHED');
    await send('w@example.com');
    const late = codeFromMail(k.host, 'w@example.com').code;
    now += 7 * 24 * 3600 * 1000 + 1;
    const fresh = await k.signIn(invitee);
    expect((await k.call('POST', '/team-invitations/accept', as({ token: fresh.token, body: { code: late } }))).body.code).toBe('VERIFICATION_CODE_EXPIRED');
  });

  it('lists only unused, unexpired invitations; client needs $read_members and $invite_members', async () => {
    const a = (await send('a@example.com')).body.id;
    await send('b@example.com');
    await k.call('POST', '/team-invitations/accept', as({ token: invitee.token, body: { code: codeFromMail(k.host, 'b@example.com').code } }));
    const r = await k.call('GET', '/team-invitations', as({ token: member.token, query: { team_id: teamId } }));
    expect(r.body).toEqual({ items: [{ id: a, team_id: teamId, expires_at_millis: expect.any(Number), recipient_email: 'a@example.com' }], is_paginated: false });
    expect(r.body.items[0].expires_at_millis).toBe(now + 7 * 24 * 3600 * 1000);
    now += 7 * 24 * 3600 * 1000;
    expect((await k.call('GET', '/team-invitations', as({ as: 'server', query: { team_id: teamId } }))).body.items).toEqual([]);
    now -= 1;
    member = await k.signIn(member);
    const stranger = await k.createUser({ projectId: pid });
    expect((await k.call('GET', '/team-invitations', as({ token: member.token }))).body.error).toContain('query.team_id must be defined');
    expect((await k.call('GET', '/team-invitations', as({ token: stranger.token, query: { team_id: teamId } }))).body.code).toBe('TEAM_MEMBERSHIP_NOT_FOUND');
    // the invitee joined without permissions of its own except member; take member away, give $invite_members only
    await k.call('DELETE', `/team-permissions/${teamId}/${invitee.id}/member`, as({ as: 'server' }));
    await k.call('POST', `/team-permissions/${teamId}/${invitee.id}/$invite_members`, as({ as: 'server', body: {} }));
    invitee = await k.signIn(invitee);
    const missingRead = await k.call('GET', '/team-invitations', as({ token: invitee.token, query: { team_id: teamId } }));
    expect(missingRead.body.details.permission_id).toBe('$read_members');
    expect((await k.call('GET', '/team-invitations', as({ as: 'server', query: { team_id: NIL } }))).body.code).toBe('TEAM_NOT_FOUND');
  });

  it('revoke: client needs $remove_members; the code stops working', async () => {
    const id = (await send('r@example.com')).body.id;
    const { code } = codeFromMail(k.host, 'r@example.com');
    const denied = await k.call('DELETE', `/team-invitations/${id}`, as({ token: member.token, query: { team_id: teamId } }));
    expect(denied.body.details.permission_id).toBe('$remove_members');
    expect((await k.call('DELETE', `/team-invitations/${id}`, as({ token: owner.token }))).body.error).toContain('query.team_id must be defined');
    const r = await k.call('DELETE', `/team-invitations/${id}`, as({ token: owner.token, query: { team_id: teamId } }));
    expect([r.status, r.body]).toEqual([200, { success: true }]);
    expect((await k.call('POST', '/team-invitations/accept/check-code', as({ body: { code } }))).body.code).toBe('VERIFICATION_CODE_NOT_FOUND');
    expect((await k.call('DELETE', `/team-invitations/${id}`, as({ as: 'server', query: { team_id: teamId } }))).status).toBe(404);
    expect((await k.call('DELETE', `/team-invitations/${id}`, as({ as: 'server', query: { team_id: NIL } }))).body.code).toBe('TEAM_NOT_FOUND');
  });

  it('details and accept of an invitation to a deleted team → TEAM_NOT_FOUND', async () => {
    await send('d@example.com');
    const { code } = codeFromMail(k.host, 'd@example.com');
    await k.call('DELETE', `/teams/${teamId}`, as({ as: 'server' }));
    expect((await k.call('POST', '/team-invitations/accept/details', as({ token: invitee.token, body: { code } }))).body.code).toBe('TEAM_NOT_FOUND');
    expect((await k.call('POST', '/team-invitations/accept', as({ token: invitee.token, body: { code } }))).body.code).toBe('TEAM_NOT_FOUND');
  });
});
