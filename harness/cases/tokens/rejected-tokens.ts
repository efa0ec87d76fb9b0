import { decodeJwt, generateKeyPair, SignJWT } from 'jose';
import { defineCase } from '../../define-case.js';
import { knownError } from '../../known-errors.js';
import { me, userWithSession } from '../../flows.js';

export const foreignKeyToken = defineCase({
  area: 'tokens',
  name: 'token-signed-with-foreign-key-rejected',
  endpoints: ['GET /api/v1/users/me'],
  async run(t) {
    const { session } = await userWithSession(t);
    const claims = decodeJwt(session.accessToken);
    const { privateKey } = await generateKeyPair('ES256');
    const forged = await new SignJWT(claims).setProtectedHeader({ alg: 'ES256', kid: 'foreignkey12' }).sign(privateKey);
    knownError(await me(t, { accessToken: forged }), 'UNPARSABLE_ACCESS_TOKEN');
  },
});

export const garbageToken = defineCase({
  area: 'tokens',
  name: 'unparsable-token-breaks-any-call',
  endpoints: ['GET /api/v1/users/me', 'GET /api/v1/projects/current'],
  async run(t) {
    knownError(await me(t, { accessToken: 'not-a-jwt' }), 'UNPARSABLE_ACCESS_TOKEN');
    // decoded first, even where no user is needed
    knownError(await t.api('GET', '/projects/current', { as: 'client', session: { accessToken: 'not-a-jwt' } }), 'UNPARSABLE_ACCESS_TOKEN');
  },
});

export const otherProjectToken = defineCase({
  area: 'tokens',
  name: 'token-of-other-project-rejected',
  endpoints: ['GET /api/v1/users/me'],
  async run(t) {
    const owner = await t.env.newInternalUser();
    knownError(await me(t, owner), 'INVALID_PROJECT_FOR_ACCESS_TOKEN');
  },
});
