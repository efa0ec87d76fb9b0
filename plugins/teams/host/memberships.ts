/** /team-memberships: add (server) and remove (self, or with $remove_members) members. */
import { knownError } from '../../../mock-server/http/api-error.js';
import { created, success, type Router } from '../../../mock-server/http/router.js';
import { empty, object, userIdOrMe, uuid } from '../../../mock-server/http/schema.js';
import { addTeamMember } from '../../../mock-server/core/create-personal-team.js';
import type { Host } from '../../../mock-server/host.js';
import type { ProjectRow } from '../../../mock-server/store/entities.js';
import { membershipEvent } from '../../../mock-server/webhooks/emit.js';
import { ensureMembership, ensurePermission, ensureTeam, ensureUser, findMembership, membershipId, requireUser } from './checks.js';

/** Adds a member with the project's team_member_default_permissions (TEAM_MEMBERSHIP_ALREADY_EXISTS if one). */
export function addMember(host: Host, project: ProjectRow, teamId: string, userId: string): void {
  ensureUser(host, project, userId);
  ensureTeam(host, project, teamId);
  if (findMembership(host, project, teamId, userId)) throw knownError('TEAM_MEMBERSHIP_ALREADY_EXISTS');
  addTeamMember(host, project, teamId, userId, project.config.team_member_default_permissions);
  membershipEvent(host, 'team_membership.created', project.id, teamId, userId);
}

/** Removes a membership with its direct permissions; the user's selected team is cleared if it was this one. */
export function removeMember(host: Host, teamId: string, userId: string): void {
  const m = host.memberships.get(membershipId(teamId, userId));
  if (m) membershipEvent(host, 'team_membership.deleted', m.project_id, teamId, userId);
  for (const g of host.permissionGrants.where('team_id', teamId)) if (g.user_id === userId) host.permissionGrants.delete(g.id);
  host.memberships.delete(membershipId(teamId, userId));
  const user = host.users.get(userId);
  if (user?.selected_team_id === teamId) host.users.put({ ...user, selected_team_id: null });
}

/** Every membership (and grant) of a user, e.g. when the user is deleted. */
export function removeUserFromAllTeams(host: Host, userId: string): void {
  for (const g of host.permissionGrants.where('user_id', userId)) host.permissionGrants.delete(g.id);
  for (const m of host.memberships.where('user_id', userId)) host.memberships.delete(m.id);
}

const params = object({ team_id: uuid(), user_id: userIdOrMe() });

export function membershipRoutes(r: Router): void {
  r.add({
    method: 'POST',
    path: '/team-memberships/:team_id/:user_id',
    access: ['server', 'admin'],
    params,
    body: empty(),
    handler: ({ host, auth, params: p }) => {
      addMember(host, auth!.project, p.team_id, p.user_id);
      return created({ team_id: p.team_id, user_id: p.user_id });
    },
  });

  r.add({
    method: 'DELETE',
    path: '/team-memberships/:team_id/:user_id',
    params,
    handler: ({ host, auth, user, params: p }) => {
      const project = auth!.project;
      if (auth!.type === 'client') {
        const me = requireUser(user, 'CANNOT_GET_OWN_USER_WITHOUT_USER');
        if (p.user_id !== me.id) ensurePermission(host, project, p.team_id, me.id, '$remove_members');
      }
      ensureMembership(host, project, p.team_id, p.user_id);
      removeMember(host, p.team_id, p.user_id);
      return success();
    },
  });
}
