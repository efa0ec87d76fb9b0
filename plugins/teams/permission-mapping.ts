/** Team permission (a grant): wire → entity. */
import { fromWire } from '../../kernel/entity-fields.js';
import type { TeamPermissionWire } from './contract.js';

/** A permission a member holds in a team. */
export interface TeamPermission {
  /** The permission id (`$read_members`, or one of the project's definitions). */
  id: string;
  teamId: string;
  userId: string;
}

export const toTeamPermission = (w: TeamPermissionWire) => fromWire<TeamPermission>('id teamId userId', w);
