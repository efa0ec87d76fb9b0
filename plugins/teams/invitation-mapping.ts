/** Team invitation and invitation details: wire → entity. */
import { fromWire } from '../../kernel/entity-fields.js';
import type { InvitationDetailsWire, TeamInvitationWire } from './contract.js';

/** A pending invitation of a team. */
export interface TeamInvitation {
  /** The invitation id (not the secret code). */
  id: string;
  teamId: string;
  recipientEmail: string;
  expiresAt: Date;
}

/** The invited team, read with the invitation code. */
export interface InvitationDetails {
  teamId: string;
  teamDisplayName: string;
}

export const toTeamInvitation = (w: TeamInvitationWire) => fromWire<TeamInvitation>('id teamId recipientEmail expiresAt', w);

export const toInvitationDetails = (w: InvitationDetailsWire) => fromWire<InvitationDetails>('teamId teamDisplayName', w);
