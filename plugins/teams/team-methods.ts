/** Teams and memberships: list, get, create, update, delete, leave, the selected team, add/remove members. */
import { USER_KEY } from '../../kernel/core-methods.js';
import type { Team, User } from '../../kernel/entities.js';
import type { PluginKernel, Result } from '../../kernel/plugin.js';
import { teamInputToWire, toTeam, type TeamInput, type TeamWire } from '../../kernel/team-mapping.js';
import { toUser, userUpdateToWire, type UserWire } from '../../kernel/user-mapping.js';
import { invalidateUserIfSelected, memberKey, teamsKeys } from './cache-keys.js';
import { TEAMS_PATHS } from './contract.js';
import { teamLoaders } from './loaders.js';
import { cached, mapResult, ok, requireServer, teamIdOf, type TeamRef } from './query.js';

/** `teams.create` fields. */
export type TeamCreate = TeamInput & { displayName: string };
/** `teams.update` fields. */
export type TeamUpdate = Omit<TeamInput, 'creatorUserId'>;

export interface ListTeamsOptions {
  /**
   * Whose teams. Client access: only 'me' (the default). Server access: any user id; omitted → every team.
   */
  userId?: string;
}

export function teamMethods(kernel: PluginKernel) {
  const server = kernel.accessType !== 'client';
  const { cache } = kernel;
  const load = teamLoaders(kernel);

  /** After a membership change of `userId` in `teamId`. */
  const membershipChanged = (teamId: string, userId: string) => {
    const member = memberKey(kernel, userId);
    cache.invalidate(teamsKeys.list(member));
    cache.invalidate(teamsKeys.members(teamId));
    cache.invalidate(teamsKeys.profile(teamId, member));
    cache.invalidate(teamsKeys.memberPermissions(teamId, member));
    if (member === 'me') invalidateUserIfSelected(kernel, teamId);
  };

  return {
    /**
     * Teams in creation order (cached). Server and admin access get the server view (ServerTeam: adds
     * createdAt and serverMetadata).
     */
    list(options: ListTeamsOptions = {}): Promise<Result<Team[]>> {
      const userId = options.userId ?? (server ? undefined : 'me');
      const member = userId === undefined ? '*' : memberKey(kernel, userId);
      return cached(kernel, teamsKeys.list(member), () => load.teams(userId));
    },

    /** One team (cached). Client access: only teams the user belongs to. */
    get(team: TeamRef): Promise<Result<Team>> {
      const id = teamIdOf(team);
      return cached(kernel, teamsKeys.team(id), () => load.team(id));
    },

    /** Creates a team. Client access: the signed-in user becomes the creator (needs clientTeamCreationEnabled). */
    async create(fields: TeamCreate): Promise<Result<Team>> {
      const r = await kernel.request<TeamWire>(TEAMS_PATHS.teams, { method: 'POST', body: teamInputToWire(fields) });
      if (r.error) return r;
      cache.invalidate(teamsKeys.list('*'));
      const creator = fields.creatorUserId ?? (server ? undefined : 'me');
      if (creator) cache.invalidate(teamsKeys.list(memberKey(kernel, creator)));
      return ok(toTeam(r.data));
    },

    /** Changes the given fields. Client access needs $update_team. */
    async update(team: TeamRef, fields: TeamUpdate): Promise<Result<Team>> {
      const id = teamIdOf(team);
      const r = await kernel.request<TeamWire>(TEAMS_PATHS.team(id), { method: 'PATCH', body: teamInputToWire(fields) });
      if (r.error) return r;
      const updated = toTeam(r.data);
      cache.set(teamsKeys.team(id), updated);
      cache.invalidate(['teams', 'list']);
      invalidateUserIfSelected(kernel, id);
      return ok(updated);
    },

    /** Deletes the team. Client access needs $delete_team. */
    async delete(team: TeamRef): Promise<Result<void>> {
      const id = teamIdOf(team);
      const r = await kernel.request(TEAMS_PATHS.team(id), { method: 'DELETE', body: {} });
      if (r.error) return r;
      cache.invalidate(['teams', 'list']);
      for (const key of [teamsKeys.team(id), teamsKeys.members(id), ['teams', 'profile', id], teamsKeys.teamPermissions(id), teamsKeys.invitations(id)]) {
        cache.invalidate(key);
      }
      invalidateUserIfSelected(kernel, id);
      return ok(undefined);
    },

    /** The signed-in user leaves the team. */
    async leave(team: TeamRef): Promise<Result<void>> {
      const id = teamIdOf(team);
      const r = await kernel.request(TEAMS_PATHS.membership(id, 'me'), { method: 'DELETE', body: {} });
      if (r.error) return r;
      membershipChanged(id, 'me');
      return ok(undefined);
    },

    /** The signed-in user's selected team, or null (from the cached user). */
    async getSelected(): Promise<Result<Team | null>> {
      const r = await cached(kernel, USER_KEY, async () => {
        const me = await kernel.request<UserWire>('/users/me');
        return me.error?.code === 'CANNOT_GET_OWN_USER_WITHOUT_USER' ? ok(null) : mapResult(me, toUser);
      });
      return mapResult(r, (u: User | null) => u?.selectedTeam ?? null);
    },

    /** Selects a team the user belongs to, or none (null); returns the selected team. */
    async select(team: TeamRef | null): Promise<Result<Team | null>> {
      const r = await kernel.request<UserWire>('/users/me', { method: 'PATCH', body: userUpdateToWire({ selectedTeamId: team === null ? null : teamIdOf(team) }) });
      if (r.error) return r;
      const user = toUser(r.data);
      cache.set(USER_KEY, user);
      return ok(user.selectedTeam);
    },

    /** Server: adds the user to the team; the user gets the member default permissions. */
    async addUser(team: TeamRef, userId: string): Promise<Result<void>> {
      requireServer(kernel, 'addUser');
      const id = teamIdOf(team);
      const r = await kernel.request(TEAMS_PATHS.membership(id, userId), { method: 'POST', body: {} });
      if (r.error) return r;
      membershipChanged(id, userId);
      return ok(undefined);
    },

    /** Removes the user from the team. Client access: others need $remove_members. */
    async removeUser(team: TeamRef, userId: string): Promise<Result<void>> {
      const id = teamIdOf(team);
      const r = await kernel.request(TEAMS_PATHS.membership(id, userId), { method: 'DELETE', body: {} });
      if (r.error) return r;
      membershipChanged(id, userId);
      return ok(undefined);
    },
  };
}
