import type { ConformanceCase } from '../../types';
import { addCurrentUserConflict, createTeamClient, createTeamClientRules, createTeamServer, teamOnSignUp } from './create-team';
import { deleteTeam, getTeam, listTeams, updateTeam } from './read-update-delete';
import { leaveTeam, memberships, selectedTeam } from './memberships';
import { memberProfiles } from './member-profiles';

export const teamCases: ConformanceCase[] = [
  createTeamServer, createTeamClient, createTeamClientRules, teamOnSignUp, listTeams, getTeam, updateTeam, deleteTeam, memberships, leaveTeam,
  selectedTeam, memberProfiles, addCurrentUserConflict,
];
