import { describe, expect, it } from 'vitest';
import { CALLBACK, codeFromMail, createKit, knownBody, type Kit } from '../../password/test-kit.js';

const text403 = (verb: string) => `Client can only ${verb} contact channels for their own user.`;

async function twoUsers(k: Kit) {
  const ann = await k.signUp('ann@example.com');
  const bob = await k.signUp('bob@example.com');
  const annPrimary = k.host.contactChannels.find((c) => c.user_id === ann.user_id)!;
  return { ann, bob, annPrimary };
}

describe('contact channels CRUD', () => {
  it('lists own channels for a client, any user or all for the server, and refuses other users', async () => {
    const k = createKit();
    const { ann, bob } = await twoUsers(k);
    const mine = await k.call('GET', '/contact-channels?user_id=me', { accessToken: ann.access_token });
    expect(mine.body).toEqual({ items: [expect.objectContaining({ value: 'ann@example.com', user_id: ann.user_id })], is_paginated: false });
    expect(Object.keys(mine.body.items[0])).toEqual(['user_id', 'id', 'value', 'type', 'used_for_auth', 'is_verified', 'is_primary']);
    const other = await k.call('GET', `/contact-channels?user_id=${bob.user_id}`, { accessToken: ann.access_token });
    expect([other.status, other.text]).toEqual([403, text403('list')]);
    const anon = await k.call('GET', '/contact-channels?user_id=me');
    expect([anon.status, anon.text]).toEqual([400, knownBody('CANNOT_GET_OWN_USER_WITHOUT_USER', "You have specified 'me' as a userId, but did not provide authentication for a user.")]);
    expect((await k.call('GET', '/contact-channels')).body.code).toBe('CANNOT_GET_OWN_USER_WITHOUT_USER');
    const all = await k.call('GET', '/contact-channels', { access: 'server' });
    expect(all.body.items.map((c: { value: string }) => c.value)).toEqual(['ann@example.com', 'bob@example.com']);
    const one = await k.call('GET', `/contact-channels?user_id=${bob.user_id}&contact_channel_id=${all.body.items[1].id}`, { access: 'server' });
    expect(one.body.items).toHaveLength(1);
  });

  it('creates channels (201) with the duplicate, auth-conflict, ownership and server-field rules', async () => {
    const k = createKit();
    const { ann, bob, annPrimary } = await twoUsers(k);
    const create = (body: Record<string, unknown>, o: { accessToken?: string; access?: 'client' | 'server' } = { accessToken: ann.access_token }) =>
      k.call('POST', '/contact-channels', { ...o, body: { user_id: 'me', type: 'email', used_for_auth: false, ...body } });

    const second = await create({ value: 'ann2@example.com', is_primary: true });
    expect(second.status).toBe(201);
    expect(second.body).toEqual({ user_id: ann.user_id, id: expect.any(String), value: 'ann2@example.com', type: 'email', used_for_auth: false, is_verified: false, is_primary: true });
    expect(k.host.contactChannels.get(annPrimary.id)!.is_primary).toBe(false);

    const dup = await create({ value: 'ann2@example.com' });
    expect([dup.status, dup.text]).toEqual([400, 'Contact channel already exists']);
    const conflict = await create({ value: 'bob@example.com', used_for_auth: true });
    expect([conflict.status, conflict.text]).toEqual([
      409,
      knownBody('CONTACT_CHANNEL_ALREADY_USED_FOR_AUTH_BY_SOMEONE_ELSE', 'This email is already used for authentication by another account.', { type: 'email' }),
    ]);
    expect((await create({ value: 'bob@example.com' })).status).toBe(201); // not for auth: allowed
    const forBob = await create({ user_id: bob.user_id, value: 'x@example.com' });
    expect([forBob.status, forBob.text]).toEqual([403, text403('create')]);
    const verifiedByClient = await create({ value: 'y@example.com', is_verified: true });
    expect(verifiedByClient.body.details.message).toBe('Request validation failed on POST /api/v1/contact-channels:\n  - body contains unknown properties: is_verified');
    const byServer = await create({ user_id: bob.user_id, value: 'y@example.com', is_verified: true }, { access: 'server' });
    expect(byServer.body).toMatchObject({ user_id: bob.user_id, is_verified: true });
    const ghost = await create({ user_id: '00000000-0000-4000-8000-000000000000', value: 'z@example.com' }, { access: 'server' });
    expect(ghost.body.code).toBe('USER_ID_DOES_NOT_EXIST');
    expect((await create({ value: 'not-an-email' })).body.details.message).toContain('body.value must be a valid email');
  });

  it('reads, updates and deletes with the exact not-found and ownership answers', async () => {
    const k = createKit();
    const { ann, bob, annPrimary } = await twoUsers(k);
    k.host.contactChannels.put({ ...annPrimary, is_verified: true });
    const path = `/contact-channels/me/${annPrimary.id}`;
    const o = { accessToken: ann.access_token };
    expect((await k.call('GET', path, o)).body.value).toBe('ann@example.com');
    const missing = `/contact-channels/me/00000000-0000-4000-8000-000000000000`;
    expect(await k.call('GET', missing, o).then((r) => [r.status, r.text])).toEqual([404, 'Contact channel not found.']);
    expect(await k.call('PATCH', missing, { ...o, body: {} }).then((r) => [r.status, r.text])).toEqual([400, 'Contact channel not found']);
    expect(await k.call('DELETE', missing, o).then((r) => [r.status, r.text])).toEqual([400, 'Contact channel not found']);
    const bobs = `/contact-channels/${bob.user_id}/${annPrimary.id}`;
    expect((await k.call('GET', bobs, o)).text).toBe(text403('read'));
    expect((await k.call('PATCH', bobs, { ...o, body: {} })).text).toBe(text403('update'));
    expect((await k.call('DELETE', bobs, o)).text).toBe(text403('delete'));

    const renamed = await k.call('PATCH', path, { ...o, body: { value: 'ann.new@example.com' } });
    expect(renamed.body).toMatchObject({ value: 'ann.new@example.com', is_verified: false, used_for_auth: true, is_primary: true });
    const taken = await k.call('PATCH', path, { ...o, body: { value: 'bob@example.com' } });
    expect([taken.status, taken.body.code]).toEqual([409, 'CONTACT_CHANNEL_ALREADY_USED_FOR_AUTH_BY_SOMEONE_ELSE']);
    const byServer = await k.call('PATCH', `/contact-channels/${ann.user_id}/${annPrimary.id}`, { access: 'server', body: { is_verified: true, used_for_auth: false } });
    expect(byServer.body).toMatchObject({ is_verified: true, used_for_auth: false });
    expect((await k.call('PATCH', path, { ...o, body: { is_verified: true } })).body.code).toBe('SCHEMA_ERROR');
    expect((await k.call('DELETE', path, o)).body).toEqual({ success: true });
    expect((await k.call('GET', '/contact-channels?user_id=me', o)).body.items).toEqual([]);
  });
});

describe('e-mail verification', () => {
  it('sends a code for own channel (client) or any (server), verifies it once', async () => {
    const k = createKit();
    const { ann, bob, annPrimary } = await twoUsers(k);
    const sendPath = (user: string, id: string) => `/contact-channels/${user}/${id}/send-verification-code`;
    const r = await k.call('POST', sendPath('me', annPrimary.id), { accessToken: ann.access_token, body: { callback_url: CALLBACK } });
    expect([r.status, r.body]).toEqual([200, { success: true }]);
    const code = codeFromMail(k.lastMail('ann@example.com'));
    expect((await k.call('POST', '/contact-channels/verify/check-code', { body: { code } })).body).toEqual({ is_code_valid: true });
    expect((await k.call('POST', '/contact-channels/verify', { body: { code } })).body).toEqual({ success: true });
    expect(k.host.contactChannels.get(annPrimary.id)!.is_verified).toBe(true);
    expect((await k.call('POST', '/contact-channels/verify', { body: { code } })).status).toBe(409);

    const again = await k.call('POST', sendPath('me', annPrimary.id), { accessToken: ann.access_token, body: { callback_url: CALLBACK } });
    expect([again.status, again.text]).toEqual([409, knownBody('EMAIL_ALREADY_VERIFIED', 'The e-mail is already verified.')]);
    const bobChannel = k.host.contactChannels.find((c) => c.user_id === bob.user_id)!;
    const foreign = await k.call('POST', sendPath(bob.user_id, bobChannel.id), { accessToken: ann.access_token, body: { callback_url: CALLBACK } });
    expect([foreign.status, foreign.text]).toEqual([400, 'Can only send verification code for your own user']);
    const absent = await k.call('POST', sendPath('me', bobChannel.id), { accessToken: ann.access_token, body: { callback_url: CALLBACK } });
    expect([absent.status, absent.text]).toEqual([404, 'Contact channel not found']);
    const untrusted = await k.call('POST', sendPath(bob.user_id, bobChannel.id), { access: 'server', body: { callback_url: 'https://evil.example.org/' } });
    expect(untrusted.body.code).toBe('REDIRECT_URL_NOT_WHITELISTED');
    expect((await k.call('POST', sendPath(bob.user_id, bobChannel.id), { access: 'server', body: { callback_url: CALLBACK } })).body).toEqual({ success: true });
    const ghost = await k.call('POST', sendPath('00000000-0000-4000-8000-000000000000', bobChannel.id), { access: 'server', body: { callback_url: CALLBACK } });
    expect(ghost.body.code).toBe('USER_ID_DOES_NOT_EXIST');
    expect((await k.call('POST', sendPath('me', bobChannel.id), { body: { callback_url: CALLBACK } })).body.code).toBe('CANNOT_GET_OWN_USER_WITHOUT_USER');
  });

  it('sends for the primary e-mail in the deprecated form, with its errors', async () => {
    const k = createKit();
    const { ann } = await twoUsers(k);
    const send = (email: string, accessToken?: string) =>
      k.call('POST', '/contact-channels/send-verification-code', { accessToken, body: { email, callback_url: CALLBACK } });
    const notPrimary = await send('other@example.com', ann.access_token);
    expect([notPrimary.status, notPrimary.text]).toEqual([
      400,
      knownBody('EMAIL_IS_NOT_PRIMARY_EMAIL', "The given e-mail (other@example.com) must equal the user's primary e-mail (ann@example.com).", {
        email: 'other@example.com',
        primary_email: 'ann@example.com',
      }),
    ]);
    expect((await send('ann@example.com')).body.details.message).toContain('auth.user must be defined');
    expect((await send('ann@example.com', ann.access_token)).body).toEqual({ success: true });
    await k.call('POST', '/contact-channels/verify', { body: { code: codeFromMail(k.lastMail('ann@example.com')) } });
    expect((await send('ann@example.com', ann.access_token)).body.code).toBe('EMAIL_ALREADY_VERIFIED');
  });
});
