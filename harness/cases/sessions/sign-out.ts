import { defineCase } from '../../define-case.js';
import * as expect from '../../expect.js';
import { knownError, knownErrorCode } from '../../known-errors.js';
import { createSession, refreshGrant, userWithSession } from '../../flows.js';

export const signOutRevokes = defineCase({
  area: 'sessions',
  name: 'sign-out-revokes-refresh-token',
  endpoints: ['DELETE /api/v1/auth/sessions/current', 'POST /api/v1/auth/oauth/token'],
  async run(t) {
    const { session } = await userWithSession(t);
    const other = await createSession(t, session.userId);
    const res = await t.api('DELETE', '/auth/sessions/current', { as: 'client', session: { refreshToken: session.refreshToken }, json: {} });
    expect.json(res, 200, { success: true });
    knownError(await refreshGrant(t, session.refreshToken), 'REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED');
    expect.status(await refreshGrant(t, other.refreshToken), 200);
    const again = await t.api('DELETE', '/auth/sessions/current', { as: 'client', session: { refreshToken: session.refreshToken }, json: {} });
    knownError(again, 'REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED');
  },
});

export const signOutNeedsRefreshToken = defineCase({
  area: 'sessions',
  name: 'sign-out-requires-refresh-token-header',
  endpoints: ['DELETE /api/v1/auth/sessions/current'],
  async run(t) {
    knownErrorCode(await t.api('DELETE', '/auth/sessions/current', { as: 'client', json: {} }), 'SCHEMA_ERROR');
  },
});
