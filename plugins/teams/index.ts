export { teams } from './teams.js';
export type { TeamsMethods } from './teams.js';
export { teamsKeys } from './cache-keys.js';
export { TEAMS_PATHS, SYSTEM_PERMISSION_IDS } from './contract.js';
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
} from './contract.js';
export type { TeamRef } from './query.js';
export type { ListTeamsOptions } from './team-methods.js';
export type { PermissionOptions, DefinitionFields } from './permission-methods.js';
export type { InviteOptions } from './invitation-methods.js';
