import type { Router } from '../../mock-server/http/router.js';
import { invitationRoutes } from './host/invitations.js';
import { memberProfileRoutes } from './host/member-profiles.js';
import { membershipRoutes } from './host/memberships.js';
import { permissionDefinitionRoutes } from './host/permission-definitions.js';
import { permissionRoutes } from './host/permissions.js';
import { teamsRoutes } from './host/teams.js';

/** Host routes of the teams plugin (server-only): teams, memberships, profiles, permissions, invitations. */
export function teamRoutes(r: Router): void {
  teamsRoutes(r);
  membershipRoutes(r);
  memberProfileRoutes(r);
  permissionRoutes(r);
  permissionDefinitionRoutes(r);
  invitationRoutes(r);
}
