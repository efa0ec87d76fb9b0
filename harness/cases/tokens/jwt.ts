/** Shared JWT helpers for token cases (jose). */
import { createLocalJWKSet, decodeJwt, decodeProtectedHeader, jwtVerify, type JSONWebKeySet } from 'jose';
import type { CaseContext } from '../../case-context.js';
import * as expect from '../../expect.js';

export const ISSUER = 'https://access-token.jwt-signature.stack-auth.com';

export async function fetchJwks(t: CaseContext, projectId = t.project.id): Promise<JSONWebKeySet> {
  const res = await t.api('GET', `/projects/${encodeURIComponent(projectId)}/.well-known/jwks.json`);
  return expect.json(res, 200) as unknown as JSONWebKeySet;
}

/** Verifies signature, iss, aud and exp against the project's JWKS; fails the case otherwise. */
export async function verifyAccessToken(t: CaseContext, token: string, projectId = t.project.id): Promise<Record<string, unknown>> {
  const jwks = await fetchJwks(t, projectId);
  try {
    const { payload } = await jwtVerify(token, createLocalJWKSet(jwks), { issuer: ISSUER, audience: projectId, algorithms: ['ES256'] });
    return payload as Record<string, unknown>;
  } catch (e) {
    let claims: unknown;
    try {
      claims = { header: decodeProtectedHeader(token), payload: decodeJwt(token) };
    } catch {
      claims = token;
    }
    expect.fail('access token verifies against the project JWKS', `valid ES256 signature, iss ${ISSUER}, aud ${projectId}`, `${(e as Error).message}\n${expect.show(claims)}\nJWKS: ${expect.show(jwks)}`);
  }
}
