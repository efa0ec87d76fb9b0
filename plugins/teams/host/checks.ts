/**
 * The request checks every teams route uses, in the hosted API's order: user exists → membership exists →
 * permission held; team exists. Each throws the known error the wire expects.
 */
import { knownError } from '../../../mock-server/http/api-error.js';
import type { Auth } from '../../../mock-server/http/authenticate.js';
import type { Host } from '../../../mock-server/host.js';
import type { MembershipRow, ProjectRow, TeamRow, UserRow } from '../../../mock-server/store/entities.js';
import { hasTeamPermission } from './resolve-permissions.js';

export const membershipId = (teamId: string, userId: string) => `${teamId}:${userId}`;
export const grantId = (teamId: string, userId: string, permissionId: string) => `${teamId}:${userId}:${permissionId}`;
export const definitionId = (projectId: string, permissionId: string) => `${projectId}:${permissionId}`;

/** 'client' callers get client views; server and admin get server views. */
export const viewOf = (auth: Auth) => (auth.type === 'client' ? 'client' : 'server');

export function findTeam(host: Host, project: ProjectRow, teamId: string): TeamRow | undefined {
  const team = host.teams.get(teamId);
  return team && team.project_id === project.id ? team : undefined;
}

export function ensureTeam(host: Host, project: ProjectRow, teamId: string): TeamRow {
  const team = findTeam(host, project, teamId);
  if (!team) throw knownError('TEAM_NOT_FOUND', { team_id: teamId });
  return team;
}

export function ensureUser(host: Host, project: ProjectRow, userId: string): UserRow {
  const user = host.users.get(userId);
  if (!user || user.project_id !== project.id) throw knownError('USER_NOT_FOUND');
  return user;
}

export function findMembership(host: Host, project: ProjectRow, teamId: string, userId: string): MembershipRow | undefined {
  const m = host.memberships.get(membershipId(teamId, userId));
  return m && m.project_id === project.id ? m : undefined;
}

/** USER_NOT_FOUND, then TEAM_MEMBERSHIP_NOT_FOUND. */
export function ensureMembership(host: Host, project: ProjectRow, teamId: string, userId: string): MembershipRow {
  ensureUser(host, project, userId);
  const m = findMembership(host, project, teamId, userId);
  if (!m) throw knownError('TEAM_MEMBERSHIP_NOT_FOUND', { team_id: teamId, user_id: userId });
  return m;
}

/** Membership, then the (recursive) permission: TEAM_PERMISSION_REQUIRED with per-team details. */
export function ensurePermission(host: Host, project: ProjectRow, teamId: string, userId: string, permissionId: string): void {
  ensureMembership(host, project, teamId, userId);
  if (!hasTeamPermission(host, project.id, teamId, userId, permissionId, true)) {
    throw knownError('TEAM_PERMISSION_REQUIRED', { team_id: teamId, user_id: userId, permission_id: permissionId });
  }
}

/** The signed-in user, or `code` (the error each route reports for a missing user). */
export function requireUser(user: UserRow | null, code: 'USER_AUTHENTICATION_REQUIRED' | 'CANNOT_GET_OWN_USER_WITHOUT_USER'): UserRow {
  if (!user) throw knownError(code);
  return user;
}
