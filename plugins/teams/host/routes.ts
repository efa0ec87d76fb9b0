import type { Router } from '../../../mock-server/http/router.js';
import { invitationRoutes } from './invitations.js';
import { memberProfileRoutes } from './member-profiles.js';
import { membershipRoutes } from './memberships.js';
import { permissionDefinitionRoutes } from './permission-definitions.js';
import { permissionRoutes } from './permissions.js';
import { teamsRoutes } from './teams.js';

/** Host routes of the teams plugin (server-only): teams, memberships, profiles, permissions, invitations. */
export function teamRoutes(r: Router): void {
  teamsRoutes(r);
  membershipRoutes(r);
  memberProfileRoutes(r);
  permissionRoutes(r);
  permissionDefinitionRoutes(r);
  invitationRoutes(r);
}
