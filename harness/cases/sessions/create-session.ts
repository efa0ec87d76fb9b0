import { defineCase } from '../../define-case.js';
import * as expect from '../../expect.js';
import { knownError, schemaError } from '../../known-errors.js';
import { createUser, me, refreshGrant } from '../../flows.js';

export const createSessionShape = defineCase({
  area: 'sessions',
  name: 'create-session-200',
  endpoints: ['POST /api/v1/auth/sessions'],
  async run(t) {
    const user = await createUser(t);
    const res = await t.api('POST', '/auth/sessions', { as: 'server', json: { user_id: user.id, expires_in_millis: 3_600_000 } });
    const body = expect.json(res, 200);
    expect.keys(body, ['refresh_token', 'access_token'], 'session response', res);
    const who = expect.json(await me(t, { accessToken: String(body.access_token) }), 200);
    expect.equal(who.id, user.id, 'the session belongs to the user');
  },
});

export const createSessionErrors = defineCase({
  area: 'sessions',
  name: 'create-session-errors',
  endpoints: ['POST /api/v1/auth/sessions'],
  async run(t) {
    const missing = '00000000-0000-4000-8000-000000000001';
    knownError(await t.api('POST', '/auth/sessions', { as: 'server', json: { user_id: missing } }), 'USER_ID_DOES_NOT_EXIST', { user_id: missing });
    const user = await createUser(t);
    schemaError(
      await t.api('POST', '/auth/sessions', { as: 'server', json: { user_id: user.id, expires_in_millis: 31708800001 } }),
      'POST',
      '/api/v1/auth/sessions',
      ['body.expires_in_millis must be less than or equal to 31708800000'],
    );
    knownError(await t.api('POST', '/auth/sessions', { as: 'client', json: { user_id: user.id } }), 'INSUFFICIENT_ACCESS_TYPE', {
      actual_access_type: 'client',
      allowed_access_types: ['server', 'admin'],
    });
  },
});

export const sessionExpiry = defineCase({
  area: 'sessions',
  name: 'session-expires-after-expires-in-millis',
  endpoints: ['POST /api/v1/auth/sessions', 'POST /api/v1/auth/oauth/token'],
  needs: ['clock'],
  async run(t) {
    const user = await createUser(t);
    const body = expect.json(await t.api('POST', '/auth/sessions', { as: 'server', json: { user_id: user.id, expires_in_millis: 120_000 } }), 200);
    expect.status(await refreshGrant(t, String(body.refresh_token)), 200);
    await t.clock!.advance(121_000);
    knownError(await refreshGrant(t, String(body.refresh_token)), 'REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED');
  },
});
