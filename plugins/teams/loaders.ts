/**
 * Raw loaders of the teams plugin's cached reads (one request each, no cache). The methods wrap them with
 * `cached(kernel, key, …)`; views pass them to `useCachedQuery(key, …)` under the same keys (cache-keys.ts).
 */
import type { PluginKernel, Result } from '../../kernel/plugin.js';
import { TEAMS_PATHS, type List, type PermissionDefinition, type Team, type TeamInvitation, type TeamMemberProfile, type TeamPermission } from './contract.js';
import { mapResult } from './query.js';

export function teamLoaders(kernel: PluginKernel) {
  const items = async <T>(path: string, query?: Record<string, string | undefined>): Promise<Result<T[]>> =>
    mapResult(await kernel.request<List<T>>(path, { query }), (d) => d.items);
  return {
    /** GET /teams?user_id (undefined = every team, server only). */
    teams: (userId: string | undefined) => items<Team>(TEAMS_PATHS.teams, { user_id: userId }),
    team: (teamId: string) => kernel.request<Team>(TEAMS_PATHS.team(teamId)),
    members: (teamId: string) => items<TeamMemberProfile>(TEAMS_PATHS.memberProfiles, { team_id: teamId }),
    profile: (teamId: string, userId: string) => kernel.request<TeamMemberProfile>(TEAMS_PATHS.memberProfile(teamId, userId)),
    permissions: (teamId: string, userId: string, recursive: boolean) =>
      items<TeamPermission>(TEAMS_PATHS.permissions, { team_id: teamId, user_id: userId, recursive: String(recursive) }),
    invitations: (teamId: string) => items<TeamInvitation>(TEAMS_PATHS.invitations, { team_id: teamId }),
    definitions: () => items<PermissionDefinition>(TEAMS_PATHS.definitions),
  };
}

export type TeamLoaders = ReturnType<typeof teamLoaders>;
