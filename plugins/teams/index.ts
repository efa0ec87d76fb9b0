export { teams } from './teams';
export type { TeamsMethods } from './teams';
export { teamsKeys } from './cache-keys';
export { TEAMS_PATHS, SYSTEM_PERMISSION_IDS } from './contract';
export type {
  InvitationDetails,
  MemberProfileUpdate,
  PermissionDefinition,
  SystemPermissionId,
  Team,
  TeamCreate,
  TeamInvitation,
  TeamMemberProfile,
  TeamPermission,
  TeamUpdate,
} from './contract';
export type { TeamRef } from './query';
export type { ListTeamsOptions } from './team-methods';
export type { PermissionOptions, DefinitionFields } from './permission-methods';
export type { InviteOptions } from './invitation-methods';
