import type { ConformanceCase } from '../../types.js';
import { addCurrentUserConflict, createTeamClient, createTeamClientRules, createTeamServer, teamOnSignUp } from './create-team.js';
import { deleteTeam, getTeam, listTeams, updateTeam } from './read-update-delete.js';
import { leaveTeam, memberships, selectedTeam } from './memberships.js';
import { memberProfiles } from './member-profiles.js';

export const teamCases: ConformanceCase[] = [
  createTeamServer, createTeamClient, createTeamClientRules, teamOnSignUp, listTeams, getTeam, updateTeam, deleteTeam, memberships, leaveTeam,
  selectedTeam, memberProfiles, addCurrentUserConflict,
];
