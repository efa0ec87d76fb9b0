/** One probe per area: a host that answers it with the route-not-found 404 lacks the area. */
import type { ApiOptions } from './case-context.js';
import type { Area } from './types.js';

export interface AreaProbe {
  method: string;
  path: string;
  options: ApiOptions;
}

export function areaProbes(projectId: string): Partial<Record<Area, AreaProbe>> {
  return {
    tokens: { method: 'GET', path: `/projects/${encodeURIComponent(projectId)}/.well-known/jwks.json`, options: {} },
    users: { method: 'GET', path: '/users', options: { as: 'server' } },
    sessions: { method: 'POST', path: '/auth/sessions', options: { as: 'server', json: {} } },
    projects: { method: 'GET', path: '/projects/current', options: { as: 'client' } },
    password: { method: 'POST', path: '/auth/password/sign-in', options: { as: 'client', json: {} } },
    otp: { method: 'POST', path: '/auth/otp/sign-in', options: { as: 'client', json: {} } },
    'contact-channels': { method: 'POST', path: '/contact-channels/verify', options: { as: 'client', json: {} } },
    teams: { method: 'GET', path: '/teams', options: { as: 'server' } },
    permissions: { method: 'GET', path: '/team-permission-definitions', options: { as: 'admin' } },
    invitations: { method: 'POST', path: '/team-invitations/accept/check-code', options: { as: 'client', json: {} } },
    mfa: { method: 'POST', path: '/auth/mfa/sign-in', options: { as: 'client', json: {} } },
    oauth: { method: 'GET', path: '/auth/oauth/authorize/github', options: {} },
    passkey: { method: 'POST', path: '/auth/passkey/initiate-passkey-authentication', options: { as: 'client', json: {} } },
    admin: { method: 'GET', path: '/email-templates', options: { as: 'admin' } },
  };
}
