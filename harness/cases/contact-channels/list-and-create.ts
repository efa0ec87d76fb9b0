import { defineCase } from '../../define-case.js';
import * as expect from '../../expect.js';
import { knownError, schemaError } from '../../known-errors.js';
import { userWithSession } from '../../flows.js';

export const CHANNEL_KEYS = ['user_id', 'id', 'value', 'type', 'used_for_auth', 'is_verified', 'is_primary'];

export const listOwnChannels = defineCase({
  area: 'contact-channels',
  name: 'list-own-channels',
  endpoints: ['GET /api/v1/contact-channels'],
  async run(t) {
    const { session, email } = await userWithSession(t);
    const res = await t.api('GET', '/contact-channels', { as: 'client', session, query: { user_id: 'me' } });
    const body = expect.json(res, 200);
    expect.keys(body, ['items', 'is_paginated'], 'list', res);
    const items = body.items as Record<string, unknown>[];
    expect.equal(items.length, 1, 'one channel', res);
    expect.keys(items[0], CHANNEL_KEYS, 'contact channel', res);
    const { id: _id, ...rest } = items[0];
    expect.equal(rest, { user_id: session.userId, value: email, type: 'email', used_for_auth: true, is_verified: false, is_primary: true }, 'primary channel', res);
    const server = expect.json(await t.api('GET', '/contact-channels', { as: 'server', query: { user_id: session.userId } }), 200);
    expect.equal(server.items, items, 'server sees the same channel');
    const all = expect.json(await t.api('GET', '/contact-channels', { as: 'server' }), 200);
    expect.check((all.items as { id: string }[]).some((c) => c.id === items[0].id), 'server without user_id lists every channel of the project', items[0].id, all.items);
  },
});

export const createChannel = defineCase({
  area: 'contact-channels',
  name: 'create-channel-client',
  endpoints: ['POST /api/v1/contact-channels'],
  async run(t) {
    const { session } = await userWithSession(t);
    const value = t.email('second');
    const post = (json: Record<string, unknown>) => t.api('POST', '/contact-channels', { as: 'client', session, json });
    const res = await post({ user_id: 'me', value, type: 'email', used_for_auth: false });
    const ch = expect.json(res, 201);
    expect.keys(ch, CHANNEL_KEYS, 'contact channel', res);
    expect.equal(
      { u: ch.user_id, v: ch.value, a: ch.used_for_auth, ver: ch.is_verified, p: ch.is_primary },
      { u: session.userId, v: value, a: false, ver: false, p: false },
      'created channel',
      res,
    );
    expect.text(await post({ user_id: 'me', value, type: 'email', used_for_auth: false }), 400, 'Contact channel already exists');
    schemaError(await post({ user_id: 'me', value: t.email(), type: 'email', used_for_auth: false, is_verified: true }), 'POST', '/api/v1/contact-channels', [
      'body contains unknown properties: is_verified',
    ]);
    const other = await userWithSession(t);
    expect.text(
      await post({ user_id: other.session.userId, value: t.email(), type: 'email', used_for_auth: false }),
      403,
      'Client can only create contact channels for their own user.',
    );
  },
});

export const usedForAuthConflict = defineCase({
  area: 'contact-channels',
  name: 'auth-channel-used-by-someone-else',
  endpoints: ['POST /api/v1/contact-channels'],
  async run(t) {
    const a = await userWithSession(t);
    const b = await userWithSession(t);
    const res = await t.api('POST', '/contact-channels', { as: 'client', session: b.session, json: { user_id: 'me', value: a.email, type: 'email', used_for_auth: true } });
    knownError(res, 'CONTACT_CHANNEL_ALREADY_USED_FOR_AUTH_BY_SOMEONE_ELSE', { type: 'email' });
    const ok = await t.api('POST', '/contact-channels', { as: 'client', session: b.session, json: { user_id: 'me', value: a.email, type: 'email', used_for_auth: false } });
    expect.status(ok, 201);
  },
});
