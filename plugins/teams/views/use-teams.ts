/** Hooks the teams views share: the plugin's methods, its loaders, and cached reads under the plugin's keys. */
import { useMemo } from '../../../ui/react.js';
import { useCachedQuery, useClient } from '../../../ui/index.js';
import type { CachedQuery } from '../../../ui/index.js';
import type { Result } from '../../../kernel/index.js';
import { teamsKeys } from '../cache-keys.js';
import type { Team } from '../../../kernel/index.js';
import type { TeamMemberProfile } from '../member-profile-mapping.js';
import type { TeamPermission } from '../permission-mapping.js';
import { teamLoaders } from '../loaders.js';
import type { TeamsMethods } from '../teams.js';

export const useTeams = () => useClient<TeamsMethods>('teams');

export function useTeamLoaders() {
  const client = useClient();
  return useMemo(() => teamLoaders(client.kernel), [client]);
}

/** A loader's Result as a value for useCachedQuery, which reports errors by rejecting. */
export const unwrap = async <T>(r: Promise<Result<T>>): Promise<T> => {
  const x = await r;
  if (x.error) throw x.error;
  return x.data;
};

/** The signed-in user's teams (cached under teamsKeys.list('me')). */
export function useMyTeams(): CachedQuery<Team[]> {
  const load = useTeamLoaders();
  return useCachedQuery(teamsKeys.list('me'), () => unwrap(load.teams('me')));
}

/** My (recursive) permissions in a team. */
export function useMyPermissions(teamId: string): CachedQuery<TeamPermission[]> {
  const load = useTeamLoaders();
  return useCachedQuery(teamsKeys.permissions(teamId, 'me', true), () => unwrap(load.permissions(teamId, 'me', true)));
}

/** Whether I hold `permissionId` in the team (recursive); undefined while loading. */
export function useHasPermission(teamId: string, permissionId: string): boolean | undefined {
  const perms = useMyPermissions(teamId);
  return perms.data ? perms.data.some((p) => p.id === permissionId) : undefined;
}

/** My profile in a team. */
export function useMyProfile(teamId: string): CachedQuery<TeamMemberProfile> {
  const load = useTeamLoaders();
  return useCachedQuery(teamsKeys.profile(teamId, 'me'), () => unwrap(load.profile(teamId, 'me')));
}
