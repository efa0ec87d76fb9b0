import type { Router } from '../../mock-server/http/router';
import { invitationRoutes } from './host/invitations';
import { memberProfileRoutes } from './host/member-profiles';
import { membershipRoutes } from './host/memberships';
import { permissionDefinitionRoutes } from './host/permission-definitions';
import { permissionRoutes } from './host/permissions';
import { teamsRoutes } from './host/teams';

/** Host routes of the teams plugin (server-only): teams, memberships, profiles, permissions, invitations. */
export function teamRoutes(r: Router): void {
  teamsRoutes(r);
  membershipRoutes(r);
  memberProfileRoutes(r);
  permissionRoutes(r);
  permissionDefinitionRoutes(r);
  invitationRoutes(r);
}
