import { decodeJwt } from 'jose';
import { defineCase } from '../../define-case.js';
import { knownError } from '../../known-errors.js';

export const adminAccessTokenExpired = defineCase({
  area: 'tokens',
  name: 'expired-admin-access-token-rejected',
  endpoints: ['GET /api/v1/projects/current'],
  needs: ['clock'],
  async run(t) {
    const stranger = await t.env.newInternalUser();
    const { exp, iat } = decodeJwt(stranger.accessToken);
    await t.clock!.advance(((exp ?? 0) - (iat ?? 0) + 5) * 1000);
    // expiry is checked before whether the user manages the project
    const res = await t.api('GET', '/projects/current', { as: 'admin', adminAccessToken: stranger.accessToken });
    knownError(res, 'ADMIN_ACCESS_TOKEN_EXPIRED', { expired_at_millis: (exp ?? 0) * 1000 });
  },
});
