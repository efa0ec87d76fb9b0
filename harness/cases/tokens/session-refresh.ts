import { defineCase } from '../../define-case.js';
import * as expect from '../../expect.js';
import { knownError, knownErrorCode } from '../../known-errors.js';
import { userWithSession } from '../../flows.js';
import { verifyAccessToken } from './jwt.js';

export const sessionsCurrentRefresh = defineCase({
  area: 'tokens',
  name: 'sessions-current-refresh',
  endpoints: ['POST /api/v1/auth/sessions/current/refresh'],
  async run(t) {
    const { session } = await userWithSession(t);
    const res = await t.api('POST', '/auth/sessions/current/refresh', { as: 'client', session: { refreshToken: session.refreshToken } });
    const body = expect.json(res, 200);
    expect.keys(body, ['access_token'], 'refresh response');
    await verifyAccessToken(t, String(body.access_token));
    knownErrorCode(await t.api('POST', '/auth/sessions/current/refresh', { as: 'client' }), 'SCHEMA_ERROR');
    knownError(
      await t.api('POST', '/auth/sessions/current/refresh', { as: 'client', session: { refreshToken: '0'.repeat(45) } }),
      'REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED',
    );
  },
});
