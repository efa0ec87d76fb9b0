/** Team members and their team-specific profiles (GET/PATCH /team-member-profiles). */
import type { PluginKernel, Result } from '../../kernel/plugin.js';
import { memberKey, teamsKeys } from './cache-keys.js';
import { TEAMS_PATHS, type TeamMemberProfileWire } from './contract.js';
import { teamLoaders } from './loaders.js';
import { memberProfileUpdateToWire, toMemberProfile, type MemberProfileUpdate, type TeamMemberProfile } from './member-profile-mapping.js';
import { cached, ok, teamIdOf, type TeamRef } from './query.js';

export function memberMethods(kernel: PluginKernel) {
  const { cache } = kernel;
  const load = teamLoaders(kernel);
  return {
    /**
     * Every member's profile in membership order (cached). Client access needs $read_members. Server and admin
     * access get the server view (ServerTeamMemberProfile: adds `user`).
     */
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
      const r = await kernel.request<TeamMemberProfileWire>(TEAMS_PATHS.memberProfile(id, userId), {
        method: 'PATCH',
        body: memberProfileUpdateToWire(fields),
      });
      if (r.error) return r;
      const profile = toMemberProfile(r.data);
      cache.set(teamsKeys.profile(id, memberKey(kernel, userId)), profile);
      cache.invalidate(teamsKeys.members(id));
      return ok(profile);
    },
  };
}
