import { decodeJwt } from 'jose';
import { defineCase } from '../../define-case.js';
import * as expect from '../../expect.js';
import { knownError } from '../../known-errors.js';
import { me, refreshGrant, userWithSession } from '../../flows.js';

export const expiredAccessToken = defineCase({
  area: 'tokens',
  name: 'expired-access-token-rejected',
  endpoints: ['GET /api/v1/users/me', 'DELETE /api/v1/auth/sessions/current', 'POST /api/v1/auth/oauth/token'],
  needs: ['clock'],
  async run(t) {
    const { session } = await userWithSession(t);
    const { exp, iat } = decodeJwt(session.accessToken);
    await t.clock!.advance(((exp ?? 0) - (iat ?? 0) + 5) * 1000);
    const details = { expired_at_millis: (exp ?? 0) * 1000 };
    knownError(await me(t, session), 'ACCESS_TOKEN_EXPIRED', details);
    // an expired access token header breaks even sign-out
    const signOut = await t.api('DELETE', '/auth/sessions/current', { as: 'client', session, json: {} });
    knownError(signOut, 'ACCESS_TOKEN_EXPIRED', details);
    // the refresh grant (no x-stack headers) still works
    const body = expect.json(await refreshGrant(t, session.refreshToken), 200);
    expect.status(await me(t, { accessToken: String(body.access_token) }), 200);
  },
});
