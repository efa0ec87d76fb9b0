/** Wire contract of teams, memberships, profiles, permissions and invitations: paths and snake_case shapes. */
import type { UserWire } from '../../kernel/user-mapping.js';

export const TEAMS_PATHS = {
  teams: '/teams',
  team: (teamId: string) => `/teams/${enc(teamId)}`,
  membership: (teamId: string, userId: string) => `/team-memberships/${enc(teamId)}/${enc(userId)}`,
  memberProfiles: '/team-member-profiles',
  memberProfile: (teamId: string, userId: string) => `/team-member-profiles/${enc(teamId)}/${enc(userId)}`,
  permissions: '/team-permissions',
  permission: (teamId: string, userId: string, permissionId: string) => `/team-permissions/${enc(teamId)}/${enc(userId)}/${enc(permissionId)}`,
  definitions: '/team-permission-definitions',
  definition: (permissionId: string) => `/team-permission-definitions/${enc(permissionId)}`,
  sendInvitation: '/team-invitations/send-code',
  acceptInvitation: '/team-invitations/accept',
  checkInvitation: '/team-invitations/accept/check-code',
  invitationDetails: '/team-invitations/accept/details',
  invitations: '/team-invitations',
  invitation: (id: string) => `/team-invitations/${enc(id)}`,
} as const;

function enc(s: string): string {
  return encodeURIComponent(s);
}

/** The five system permissions. */
export const SYSTEM_PERMISSION_IDS = ['$delete_team', '$invite_members', '$read_members', '$remove_members', '$update_team'] as const;
export type SystemPermissionId = (typeof SYSTEM_PERMISSION_IDS)[number];

/** Member profile read shape; the server view adds the full server-view `user`. */
export interface TeamMemberProfileWire {
  team_id: string;
  user_id: string;
  display_name: string | null;
  profile_image_url: string | null;
  user?: UserWire;
}

export interface TeamPermissionWire {
  id: string;
  team_id: string;
  user_id: string;
}

export interface TeamInvitationWire {
  /** The invitation id (not the secret code). */
  id: string;
  team_id: string;
  expires_at_millis: number;
  recipient_email: string;
}

export interface SendInvitationBody {
  team_id: string;
  email: string;
  callback_url: string;
}

export interface InvitationDetailsWire {
  team_id: string;
  team_display_name: string;
}

export interface List<T> {
  items: T[];
  is_paginated: false;
}
