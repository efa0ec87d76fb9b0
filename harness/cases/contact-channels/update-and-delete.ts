import { defineCase } from '../../define-case.js';
import * as expect from '../../expect.js';
import { userWithSession } from '../../flows.js';
import { ownChannels } from './own-channels.js';

export const updateChannel = defineCase({
  area: 'contact-channels',
  name: 'update-read-delete-channel',
  endpoints: [
    'PATCH /api/v1/contact-channels/:user_id/:contact_channel_id',
    'GET /api/v1/contact-channels/:user_id/:contact_channel_id',
    'DELETE /api/v1/contact-channels/:user_id/:contact_channel_id',
  ],
  async run(t) {
    const { session, user } = await userWithSession(t, { primary_email_verified: true });
    const created = expect.json(
      await t.api('POST', '/contact-channels', { as: 'server', json: { user_id: user.id, value: t.email(), type: 'email', used_for_auth: false, is_verified: true } }),
      201,
    );
    const path = `/contact-channels/me/${created.id}`;
    const res = await t.api('PATCH', path, { as: 'client', session, json: { value: t.email('changed'), is_primary: true } });
    const patched = expect.json(res, 200);
    expect.equal({ v: patched.is_verified, p: patched.is_primary }, { v: false, p: true }, 'new value resets is_verified; is_primary set', res);
    const primaries = (await ownChannels(t, session)).filter((c) => c.is_primary);
    expect.equal(primaries.length, 1, 'is_primary demotes the other channels');
    const read = await t.api('GET', `/contact-channels/${user.id}/${created.id}`, { as: 'client', session });
    expect.json(read, 200, patched);
    expect.json(await t.api('DELETE', path, { as: 'client', session, json: {} }), 200, { success: true });
    expect.text(await t.api('GET', `/contact-channels/${user.id}/${created.id}`, { as: 'server' }), 404, 'Contact channel not found.');
    expect.text(await t.api('PATCH', path, { as: 'client', session, json: { is_primary: true } }), 400, 'Contact channel not found');
    expect.text(await t.api('DELETE', path, { as: 'client', session, json: {} }), 400, 'Contact channel not found');
  },
});

export const otherUsersChannels = defineCase({
  area: 'contact-channels',
  name: 'client-cannot-touch-other-users-channels',
  endpoints: [
    'GET /api/v1/contact-channels',
    'GET /api/v1/contact-channels/:user_id/:contact_channel_id',
    'PATCH /api/v1/contact-channels/:user_id/:contact_channel_id',
    'DELETE /api/v1/contact-channels/:user_id/:contact_channel_id',
  ],
  async run(t) {
    const me = await userWithSession(t);
    const other = await userWithSession(t);
    const list = expect.json(await t.api('GET', '/contact-channels', { as: 'server', query: { user_id: other.session.userId } }), 200);
    const channelId = (list.items as { id: string }[])[0].id;
    const path = `/contact-channels/${other.session.userId}/${channelId}`;
    const s = me.session;
    expect.text(
      await t.api('GET', '/contact-channels', { as: 'client', session: s, query: { user_id: other.session.userId } }),
      403,
      'Client can only list contact channels for their own user.',
    );
    expect.text(await t.api('GET', path, { as: 'client', session: s }), 403, 'Client can only read contact channels for their own user.');
    expect.text(await t.api('PATCH', path, { as: 'client', session: s, json: { is_primary: true } }), 403, 'Client can only update contact channels for their own user.');
    expect.text(await t.api('DELETE', path, { as: 'client', session: s, json: {} }), 403, 'Client can only delete contact channels for their own user.');
  },
});
