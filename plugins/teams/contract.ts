/** Wire contract of teams, memberships, profiles, permissions and invitations (API.md §3.10–§3.12, §4.2–§4.6). */
import type { Json, ServerUser } from '../../kernel/entities.js';

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

/** The five system permissions (API.md §3.11). */
export const SYSTEM_PERMISSION_IDS = ['$delete_team', '$invite_members', '$read_members', '$remove_members', '$update_team'] as const;
export type SystemPermissionId = (typeof SYSTEM_PERMISSION_IDS)[number];

/** Client view; server and admin callers also get created_at_millis and server_metadata. */
export interface Team {
  id: string;
  display_name: string;
  profile_image_url: string | null;
  client_metadata: Json;
  client_read_only_metadata: Json;
  created_at_millis?: number;
  server_metadata?: Json;
}

export interface TeamCreate {
  display_name: string;
  /** Client access: a base64 image data URL. */
  profile_image_url?: string | null;
  client_metadata?: Json;
  /** Server access only. */
  client_read_only_metadata?: Json;
  /** Server access only. */
  server_metadata?: Json;
  /** A user id or 'me'. Client access: always the current user. */
  creator_user_id?: string;
}

export type TeamUpdate = Partial<Omit<TeamCreate, 'creator_user_id'>>;

export interface TeamMemberProfile {
  team_id: string;
  user_id: string;
  /** The member's name in this team, else the user's display name. */
  display_name: string | null;
  profile_image_url: string | null;
  /** Server view only. */
  user?: ServerUser;
}

export interface MemberProfileUpdate {
  display_name?: string;
  profile_image_url?: string | null;
}

export interface TeamPermission {
  id: string;
  team_id: string;
  user_id: string;
}

export interface PermissionDefinition {
  id: string;
  description?: string;
  contained_permission_ids: string[];
}

export interface TeamInvitation {
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

export interface InvitationDetails {
  team_id: string;
  team_display_name: string;
}

export interface List<T> {
  items: T[];
  is_paginated: false;
}
