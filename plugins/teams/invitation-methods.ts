/** Team invitations: send, list, revoke, and (invitee side) check, read details and accept. */
import type { PluginKernel, Result } from '../../kernel/plugin.js';
import { callbackUrl, explainUntrusted } from '../../kernel/sign-in-helpers.js';
import { teamsKeys } from './cache-keys.js';
import { TEAMS_PATHS, type InvitationDetailsWire } from './contract.js';
import { toInvitationDetails, type InvitationDetails, type TeamInvitation } from './invitation-mapping.js';
import { teamLoaders } from './loaders.js';
import { cached, mapResult, ok, teamIdOf, type TeamRef } from './query.js';

export interface InviteOptions {
  /**
   * Where the e-mailed link points (`?code=` is added); must be on a trusted domain.
   * @default the team-invitation handler page, on the current page's origin or createClient's `appUrl`
   */
  callbackUrl?: string;
}

export function invitationMethods(kernel: PluginKernel) {
  const { cache } = kernel;

  const details = async (code: string): Promise<Result<InvitationDetails>> =>
    mapResult(await kernel.request<InvitationDetailsWire>(TEAMS_PATHS.invitationDetails, { method: 'POST', body: { code } }), toInvitationDetails);

  return {
    /** E-mails `email` a link to join the team. Client access needs $invite_members. */
    async inviteUser(team: TeamRef, email: string, options: InviteOptions = {}): Promise<Result<{ id: string }>> {
      const id = teamIdOf(team);
      const cb = await callbackUrl(kernel, options.callbackUrl, kernel.urls.teamInvitation);
      if (cb.error) return cb;
      const body = { team_id: id, email, callback_url: cb.data };
      const r = await kernel.request<{ success: true; id: string }>(TEAMS_PATHS.sendInvitation, { method: 'POST', body });
      if (r.error) return explainUntrusted(r, cb.data);
      cache.invalidate(teamsKeys.invitations(id));
      return ok({ id: r.data.id });
    },

    /** Pending (unused, unexpired) invitations of a team (cached). Client access needs $read_members and $invite_members. */
    listInvitations(team: TeamRef): Promise<Result<TeamInvitation[]>> {
      const id = teamIdOf(team);
      return cached(kernel, teamsKeys.invitations(id), () => teamLoaders(kernel).invitations(id));
    },

    /** Revokes a pending invitation. Client access needs $remove_members. */
    async revokeInvitation(team: TeamRef, invitationId: string): Promise<Result<void>> {
      const id = teamIdOf(team);
      const r = await kernel.request(TEAMS_PATHS.invitation(invitationId), { method: 'DELETE', body: {}, query: { team_id: id } });
      if (r.error) return r;
      cache.invalidate(teamsKeys.invitations(id));
      return ok(undefined);
    },

    /** Whether the code can be used (counts an attempt, never consumes it). */
    async checkInvitation(code: string): Promise<Result<boolean>> {
      return mapResult(await kernel.request<{ is_code_valid: true }>(TEAMS_PATHS.checkInvitation, { method: 'POST', body: { code } }), (d) => d.is_code_valid);
    },

    /** The invited team's id and name (needs a signed-in user; does not consume the code). */
    invitationDetails: details,

    /**
     * Joins the team. The details are read first, so a signed-out caller gets USER_AUTHENTICATION_REQUIRED
     * without burning the code, and the joined team is known (its cache entries are refreshed).
     */
    async acceptInvitation(code: string): Promise<Result<InvitationDetails>> {
      const d = await details(code);
      if (d.error) return d;
      const r = await kernel.request(TEAMS_PATHS.acceptInvitation, { method: 'POST', body: { code } });
      if (r.error) return r;
      cache.invalidate(teamsKeys.list('me'));
      cache.invalidate(teamsKeys.members(d.data.teamId));
      cache.invalidate(teamsKeys.memberPermissions(d.data.teamId, 'me'));
      cache.invalidate(teamsKeys.invitations(d.data.teamId));
      return d;
    },
  };
}
