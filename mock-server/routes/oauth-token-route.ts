/**
 * POST /auth/oauth/token: the refresh grant as @node-oauth/oauth2-server answers it
 * (form or JSON body). Client credentials come from the body only: an `Authorization: Basic` header is not read, so
 * a request whose credentials are only there is refused with INVALID_OAUTH_CLIENT_ID_OR_SECRET, as on the hosted
 * API. The authorization-code grant is
 * delegated to whatever `setAuthorizationCodeGrant` installed (the OAuth plugin), else the code is invalid.
 */
import type { Router, Reply } from '../http/router.js';
import { knownError } from '../http/api-error.js';
import { jsonResponse } from '../http/respond.js';
import { keyMatches } from '../security/api-key-hash.js';
import { object, oneOf } from '../http/schema.js';
import { findRefreshToken, touchUser } from '../core/sessions.js';
import type { Host } from '../host.js';
import type { ProjectRow } from '../store/entities.js';

export const TOKEN_HEADERS = { 'cache-control': 'no-store', pragma: 'no-cache' } as const;

export interface TokenGrantContext {
  host: Host;
  req: Request;
  project: ProjectRow;
  /** Form/JSON fields as strings (non-string values are dropped). */
  fields: Record<string, string>;
}
export type AuthorizationCodeGrant = (ctx: TokenGrantContext) => Promise<Response | Reply>;

const codeGrants = new WeakMap<Host, AuthorizationCodeGrant>();

/** Installs the handler of `grant_type=authorization_code` for this host (the OAuth plugin calls it). */
export function setAuthorizationCodeGrant(host: Host, grant: AuthorizationCodeGrant): void {
  codeGrants.set(host, grant);
}

/** OAuth-style error body (not a known error). */
export function oauthError(error: string, description: string, status = 400): Response {
  return jsonResponse(status, { error, error_description: description }, undefined, TOKEN_HEADERS);
}

function validPublishableKey(host: Host, projectId: string, key: string): boolean {
  const now = host.now();
  let valid = false;
  for (const k of host.apiKeys.rows.values()) {
    if (k.project_id !== projectId || k.manually_revoked_at_millis !== undefined || k.expires_at_millis <= now) continue;
    if (k.publishable_client_key !== undefined && keyMatches(k.publishable_client_key, key)) valid = true;
  }
  return valid;
}

export function oauthTokenRoute(r: Router): void {
  r.add({
    method: 'POST',
    path: '/auth/oauth/token',
    access: 'optional',
    body: object({ grant_type: oneOf(['authorization_code', 'refresh_token'] as const) }, { allowUnknown: true }),
    handler: async ({ host, req, body }) => {
      const fields: Record<string, string> = {};
      for (const [k, v] of Object.entries(body as Record<string, unknown>)) if (typeof v === 'string') fields[k] = v;
      const isPkce = body.grant_type === 'authorization_code' && fields.code_verifier !== undefined;
      const clientId = fields.client_id;
      const secret = fields.client_secret;
      const project = clientId ? host.projects.get(clientId) : undefined;
      if (!project || (secret === undefined ? !isPkce : !validPublishableKey(host, project.id, secret))) {
        throw knownError('INVALID_OAUTH_CLIENT_ID_OR_SECRET', { client_id: null });
      }

      if (body.grant_type === 'authorization_code') {
        if (!fields.code) return oauthError('invalid_request', 'Missing parameter: `code`');
        const grant = codeGrants.get(host);
        if (!grant) throw knownError('INVALID_AUTHORIZATION_CODE');
        const reply = await grant({ host, req, project, fields });
        return reply instanceof Response ? reply : jsonResponse(reply.status, reply.body, req, { ...TOKEN_HEADERS, ...reply.headers });
      }

      if (!fields.refresh_token) return oauthError('invalid_request', 'Missing parameter: `refresh_token`');
      const row = findRefreshToken(host, project.id, fields.refresh_token);
      if (!row || !host.users.get(row.user_id)) throw knownError('REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED');
      touchUser(host, row.user_id);
      const accessToken = await host.tokens.sign(project.id, row.user_id);
      return jsonResponse(200, { access_token: accessToken, token_type: 'Bearer', expires_in: 3599, scope: 'legacy' }, req, TOKEN_HEADERS);
    },
  });
}
