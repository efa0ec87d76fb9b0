/**
 * The teams plugin's cache entries. Every key starts with 'teams'; a member is 'me' (the signed-in user),
 * a user id, or '*' (all teams of the project, server only). Mutations invalidate exactly these keys.
 */
import { USER_KEY } from '../../kernel/core-methods.js';
import type { User } from '../../kernel/entities.js';
import type { PluginKernel } from '../../kernel/plugin.js';

export const teamsKeys = {
  /** One user's teams ('me', an id), or '*' for every team. */
  list: (member: string) => ['teams', 'list', member] as const,
  team: (teamId: string) => ['teams', 'team', teamId] as const,
  members: (teamId: string) => ['teams', 'members', teamId] as const,
  profile: (teamId: string, member: string) => ['teams', 'profile', teamId, member] as const,
  /** Prefix of both the direct and the recursive permission lists of one member. */
  memberPermissions: (teamId: string, member: string) => ['teams', 'permissions', teamId, member] as const,
  permissions: (teamId: string, member: string, recursive: boolean) => ['teams', 'permissions', teamId, member, recursive] as const,
  teamPermissions: (teamId: string) => ['teams', 'permissions', teamId] as const,
  invitations: (teamId: string) => ['teams', 'invitations', teamId] as const,
  definitions: ['teams', 'definitions'] as const,
};

/** 'me' for the signed-in user (also when given its id), else the id. */
export function memberKey(kernel: PluginKernel, userId: string | undefined): string {
  if (userId === undefined || userId === 'me') return 'me';
  const me = kernel.cache.get<User | null>(USER_KEY);
  return kernel.accessType === 'client' && me?.id === userId ? 'me' : userId;
}

/** The signed-in user's cached record changes when its selected team changes or is renamed. */
export function invalidateUserIfSelected(kernel: PluginKernel, teamId: string): void {
  const me = kernel.cache.get<User | null>(USER_KEY);
  if (me?.selectedTeam?.id === teamId) kernel.cache.invalidate(USER_KEY);
}
