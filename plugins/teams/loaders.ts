/**
 * Raw loaders of the teams plugin's cached reads (one request each, no cache), mapped to entities. The methods
 * wrap them with `cached(kernel, key, …)`; views pass them to `useCachedQuery(key, …)` under the same keys (cache-keys.ts).
 */
import { toPermissionDefinition, type PermissionDefinitionWire } from '../../kernel/permission-definition-mapping.js';
import type { PluginKernel, Result } from '../../kernel/plugin.js';
import { toTeam, type TeamWire } from '../../kernel/team-mapping.js';
import { TEAMS_PATHS, type List, type TeamInvitationWire, type TeamMemberProfileWire, type TeamPermissionWire } from './contract.js';
import { toTeamInvitation } from './invitation-mapping.js';
import { toMemberProfile } from './member-profile-mapping.js';
import { toTeamPermission } from './permission-mapping.js';
import { mapResult } from './query.js';

export function teamLoaders(kernel: PluginKernel) {
  const items = async <W, T>(map: (w: W) => T, path: string, query?: Record<string, string | undefined>): Promise<Result<T[]>> =>
    mapResult(await kernel.request<List<W>>(path, { query }), (d) => d.items.map(map));
  return {
    /** GET /teams?user_id (undefined = every team, server only). */
    teams: (userId: string | undefined) => items((w: TeamWire) => toTeam(w), TEAMS_PATHS.teams, { user_id: userId }),
    team: async (teamId: string) => mapResult(await kernel.request<TeamWire>(TEAMS_PATHS.team(teamId)), toTeam),
    members: (teamId: string) => items(toMemberProfile, TEAMS_PATHS.memberProfiles, { team_id: teamId }),
    profile: async (teamId: string, userId: string) =>
      mapResult(await kernel.request<TeamMemberProfileWire>(TEAMS_PATHS.memberProfile(teamId, userId)), toMemberProfile),
    permissions: (teamId: string, userId: string, recursive: boolean) =>
      items((w: TeamPermissionWire) => toTeamPermission(w), TEAMS_PATHS.permissions, { team_id: teamId, user_id: userId, recursive: String(recursive) }),
    invitations: (teamId: string) => items((w: TeamInvitationWire) => toTeamInvitation(w), TEAMS_PATHS.invitations, { team_id: teamId }),
    definitions: () => items((w: PermissionDefinitionWire) => toPermissionDefinition(w), TEAMS_PATHS.definitions),
  };
}

export type TeamLoaders = ReturnType<typeof teamLoaders>;
