import { decodeJwt, decodeProtectedHeader } from 'jose';
import { defineCase } from '../../define-case.js';
import * as expect from '../../expect.js';
import { userWithSession } from '../../flows.js';
import { fetchJwks, ISSUER, verifyAccessToken } from './jwt.js';

export const accessTokenClaims = defineCase({
  area: 'tokens',
  name: 'access-token-header-and-claims',
  endpoints: ['POST /api/v1/auth/sessions'],
  async run(t) {
    const { session } = await userWithSession(t);
    const header = decodeProtectedHeader(session.accessToken);
    expect.keys(header, ['alg', 'kid'], 'JWT protected header');
    expect.equal(header.alg, 'ES256', 'JWT alg');
    expect.matches(header.kid, /^.{12}$/, 'JWT kid (12 chars)');
    const jwks = (await fetchJwks(t)) as unknown as { keys: { kid?: string }[] };
    expect.check(jwks.keys.some((k) => k.kid === header.kid), 'kid is published in the JWKS', header.kid, jwks.keys.map((k) => k.kid));
    const claims = decodeJwt(session.accessToken);
    expect.keys(claims, ['sub', 'branchId', 'iss', 'iat', 'aud', 'exp'], 'JWT claims');
    expect.equal(
      { sub: claims.sub, branchId: claims.branchId, iss: claims.iss, aud: claims.aud },
      { sub: session.userId, branchId: 'main', iss: ISSUER, aud: t.project.id },
      'JWT claim values',
    );
    expect.type(claims.iat, 'number', 'iat');
    expect.type(claims.exp, 'number', 'exp');
  },
});

export const accessTokenSignature = defineCase({
  area: 'tokens',
  name: 'access-token-signature-verifies',
  endpoints: ['GET /api/v1/projects/:project_id/.well-known/jwks.json'],
  async run(t) {
    const { session } = await userWithSession(t);
    const payload = await verifyAccessToken(t, session.accessToken);
    expect.equal(payload.sub, session.userId, 'verified sub');
  },
});

export const accessTokenLifetime = defineCase({
  area: 'tokens',
  name: 'access-token-lifetime',
  endpoints: [],
  async run(t) {
    const { session } = await userWithSession(t);
    const { iat, exp } = decodeJwt(session.accessToken);
    const lifetime = (exp ?? 0) - (iat ?? 0);
    expect.check(lifetime > 20, 'access-token lifetime > 20 s (vendor SDK requirement)', '> 20 s', `${lifetime} s`);
    t.info(`access-token lifetime ${lifetime} s (hosted default 600 s, local dev 60 s)`);
  },
});
