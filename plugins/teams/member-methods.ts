/** Team members and their team-specific profiles (GET/PATCH /team-member-profiles). */
import type { PluginKernel, Result } from '../../kernel/plugin.js';
import { memberKey, teamsKeys } from './cache-keys.js';
import { TEAMS_PATHS, type MemberProfileUpdate, type TeamMemberProfile } from './contract.js';
import { teamLoaders } from './loaders.js';
import { cached, teamIdOf, type TeamRef } from './query.js';

export function memberMethods(kernel: PluginKernel) {
  const { cache } = kernel;
  const load = teamLoaders(kernel);
  return {
    /** Every member's profile in membership order (cached). Client access needs $read_members. */
    listUsers(team: TeamRef): Promise<Result<TeamMemberProfile[]>> {
      const id = teamIdOf(team);
      return cached(kernel, teamsKeys.members(id), () => load.members(id));
    },

    /** One member's profile, by default mine (cached). */
    getProfile(team: TeamRef, userId = 'me'): Promise<Result<TeamMemberProfile>> {
      const id = teamIdOf(team);
      return cached(kernel, teamsKeys.profile(id, memberKey(kernel, userId)), () => load.profile(id, userId));
    },

    /** PATCH a member's profile, by default mine (client access: only mine). */
    async updateProfile(team: TeamRef, fields: MemberProfileUpdate, userId = 'me'): Promise<Result<TeamMemberProfile>> {
      const id = teamIdOf(team);
      const r = await kernel.request<TeamMemberProfile>(TEAMS_PATHS.memberProfile(id, userId), { method: 'PATCH', body: fields });
      if (r.data) {
        cache.set(teamsKeys.profile(id, memberKey(kernel, userId)), r.data);
        cache.invalidate(teamsKeys.members(id));
      }
      return r;
    },
  };
}
