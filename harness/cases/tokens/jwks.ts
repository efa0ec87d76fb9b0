import { defineCase } from '../../define-case.js';
import * as expect from '../../expect.js';
import { fetchJwks } from './jwt.js';

/** The hosted API's member order (jose and most JWKS readers ignore it; byte-for-byte hosts keep it). */
export const JWK_MEMBER_ORDER = ['kty', 'crv', 'alg', 'kid', 'x', 'y'];

export const jwksShape = defineCase({
  area: 'tokens',
  name: 'jwks-shape',
  endpoints: ['GET /api/v1/projects/:project_id/.well-known/jwks.json'],
  async run(t) {
    const jwks = (await fetchJwks(t)) as unknown as { keys: Record<string, unknown>[] };
    expect.keys(jwks, ['keys'], 'JWKS');
    expect.check(Array.isArray(jwks.keys) && jwks.keys.length === 1, 'JWKS has exactly one key', 1, jwks.keys);
    const key = jwks.keys[0];
    expect.equal(Object.keys(key), JWK_MEMBER_ORDER, 'JWK fields in order');
    expect.equal({ kty: key.kty, alg: key.alg, crv: key.crv }, { kty: 'EC', alg: 'ES256', crv: 'P-256' }, 'JWK type');
    expect.matches(key.kid, /^.{12}$/, 'kid has 12 chars');
  },
});

export const jwksUnknownProject = defineCase({
  area: 'tokens',
  name: 'jwks-unknown-project-404',
  endpoints: ['GET /api/v1/projects/:project_id/.well-known/jwks.json'],
  async run(t) {
    const res = await t.api('GET', '/projects/6b1e8d2e-0000-4000-8000-00000000abcd/.well-known/jwks.json');
    expect.text(res, 404, 'Project not found');
  },
});

export const legacyGlobalJwks = defineCase({
  area: 'tokens',
  name: 'legacy-global-jwks',
  endpoints: ['GET /.well-known/jwks.json'],
  async run(t) {
    const res = await t.raw({ method: 'GET', path: '/.well-known/jwks.json' });
    const body = expect.json(res, 200);
    expect.keys(body, ['keys', 'message'], 'global JWKS', res);
    expect.equal(
      body.message,
      'This is deprecated. Please disable the legacy JWT signing in the tenancy setting page, and move to /api/v1/projects/<tenancy-id>/.well-known/jwks.json',
      'deprecation message',
      res,
    );
    expect.equal(((body.keys as { alg: string }[])[0] ?? {}).alg, 'ES256', 'global key alg', res);
  },
});
