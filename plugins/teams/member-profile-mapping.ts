/** Team member profile: wire ↔ entity, and the update input → wire. */
import type { ServerUser } from '../../kernel/entities.js';
import { fromWire, toWire } from '../../kernel/entity-fields.js';
import { toServerUser } from '../../kernel/user-mapping.js';
import type { TeamMemberProfileWire } from './contract.js';

/** A member's profile in one team (client view). */
export interface TeamMemberProfile {
  teamId: string;
  userId: string;
  /** The member's name in this team, else the user's display name. */
  displayName: string | null;
  profileImageUrl: string | null;
}

/** Server view: adds the member's user. */
export interface ServerTeamMemberProfile extends TeamMemberProfile {
  user: ServerUser;
}

export interface MemberProfileUpdate {
  displayName?: string;
  profileImageUrl?: string | null;
}

const FIELDS = 'displayName profileImageUrl';

/** The client view, or the server view (with `user`) when the wire carries it. */
export const toMemberProfile = (w: TeamMemberProfileWire): TeamMemberProfile => {
  const p = fromWire<TeamMemberProfile>('teamId userId ' + FIELDS, w);
  return w.user ? { ...p, user: toServerUser(w.user) } as ServerTeamMemberProfile : p;
};

export const memberProfileUpdateToWire = (input: MemberProfileUpdate) => toWire(FIELDS, input);
