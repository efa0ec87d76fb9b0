/**
 * Team creation shared by the core (create_team_on_sign_up) and the teams plugin.
 */
import type { Host } from '../host.js';
import type { ProjectRow, TeamRow, UserRow } from '../store/entities.js';
import { primaryChannel } from './views.js';

export interface NewTeam {
  display_name: string;
  profile_image_url?: string | null;
  client_metadata?: unknown;
  client_read_only_metadata?: unknown;
  server_metadata?: unknown;
}

/** Adds `userId` to the team with the given default permission ids (grants rows). */
export function addTeamMember(host: Host, project: ProjectRow, teamId: string, userId: string, permissions: readonly { id: string }[]): void {
  host.memberships.put({
    id: `${teamId}:${userId}`, project_id: project.id, team_id: teamId, user_id: userId,
    display_name: null, profile_image_url: null, created_at_millis: host.now(),
  });
  for (const { id } of permissions) {
    host.permissionGrants.put({ id: `${teamId}:${userId}:${id}`, project_id: project.id, team_id: teamId, user_id: userId, permission_id: id });
  }
}

/** Creates a team; when `creatorId` is given the creator joins with `team_creator_default_permissions`. */
export function createTeam(host: Host, project: ProjectRow, data: NewTeam, creatorId?: string | null): TeamRow {
  const team = host.teams.put({
    id: host.ids.uuid(),
    project_id: project.id,
    display_name: data.display_name,
    profile_image_url: data.profile_image_url ?? null,
    client_metadata: data.client_metadata ?? null,
    client_read_only_metadata: data.client_read_only_metadata ?? null,
    server_metadata: data.server_metadata ?? null,
    created_at_millis: host.now(),
  });
  if (creatorId) addTeamMember(host, project, team.id, creatorId, project.config.team_creator_default_permissions);
  return team;
}

/** The create_team_on_sign_up team: `{display_name}'s Team`, else `{primary_email}'s Team`, else `Personal Team`. */
export function createPersonalTeam(host: Host, project: ProjectRow, user: UserRow): TeamRow {
  const email = primaryChannel(host, user.id)?.value;
  const name = user.display_name ? `${user.display_name}'s Team` : email ? `${email}'s Team` : 'Personal Team';
  return createTeam(host, project, { display_name: name }, user.id);
}
