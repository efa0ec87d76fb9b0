/**
 * GET /api/v1 (welcome text), the per-project and legacy JWKS, check-feature-support and check-version.
 */
import type { Router } from '../http/router.js';
import { ok } from '../http/router.js';
import { textResponse } from '../http/respond.js';
import { json, object, string } from '../http/schema.js';
import { primaryChannel } from '../core/views.js';

const WELCOME = 'Welcome to the Stack API endpoint! Please refer to the documentation at https://docs.stack-auth.com.';
const JWKS_DEPRECATED = 'This is deprecated. Please disable the legacy JWT signing in the tenancy setting page, and move to /api/v1/projects/<tenancy-id>/.well-known/jwks.json';
export const SERVER_VERSION = '2.7.16';

export function rootRoutes(r: Router): void {
  r.add({
    method: 'GET',
    path: '/',
    access: 'optional',
    handler: ({ auth, host }) => {
      if (!auth) return textResponse(200, `${WELCOME}\n\nAuthentication: None`);
      const type = auth.type[0].toUpperCase() + auth.type.slice(1);
      const who = auth.user ? (primaryChannel(host, auth.user.id)?.value ?? auth.user.id) : 'None';
      return textResponse(200, `${WELCOME}\n\nAuthentication: ${type}\n         Project: ${auth.project.id}\n         User: ${who}`);
    },
  });

  r.add({
    method: 'GET',
    path: '/projects/:project_id/.well-known/jwks.json',
    access: 'optional',
    params: object({ project_id: string() }),
    handler: ({ host, params }) => {
      const id = params.project_id;
      if (!host.projects.get(id)) return textResponse(404, 'Project not found');
      return ok({ keys: [host.keys.forProject(id).jwk] });
    },
  });

  // The deprecated global key set lives at the site root, outside /api.
  r.app.get('/.well-known/jwks.json', () => {
    return new Response(JSON.stringify({ keys: [r.host.keys.global().jwk], message: JWKS_DEPRECATED }), {
      headers: { 'content-type': 'application/json; charset=utf-8', 'access-control-allow-origin': '*' },
    });
  });

  r.add({
    method: 'POST',
    path: '/check-feature-support',
    access: 'optional',
    body: json().optional(),
    handler: ({ body }) => {
      const name = body !== null && typeof body === 'object' ? (body as { feature_name?: unknown }).feature_name : undefined;
      const subject = name === undefined ? 'This feature' : String(name);
      return textResponse(200, `${subject} is not yet supported. Please reach out to Stack support for more information.`);
    },
  });

  r.add({
    method: 'POST',
    path: '/check-version',
    access: 'optional',
    body: object({ clientVersion: string() }),
    handler: ({ body }) => ok(checkVersion(body.clientVersion)),
  });
}

function checkVersion(client: string) {
  const m = /^v?(\d+)\.(\d+)\.(\d+)$/.exec(client);
  const update = 'Please update to the latest version as soon as possible to ensure that you get the latest feature and security updates.';
  if (!m) return { upToDate: false, error: `The client version you specified (v${client}) is not a valid semver version. ${update}`, severe: true };
  const [maj, min, patch] = SERVER_VERSION.split('.').map(Number);
  const [a, b, c] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (a !== maj || b !== min) {
    return { upToDate: false, error: `The client version you specified (v${client}) is not compatible with the server version (v${SERVER_VERSION}). ${update}`, severe: true };
  }
  if (c < patch) return { upToDate: false, error: `You are running an outdated version of Stack (v${client}; the current version is v${SERVER_VERSION}). ${update}`, severe: false };
  return { upToDate: true };
}
