/** Strings only the teams views use (apps can override them through <AuthProvider messages>). */
export const teamsMessages = {
  teamsTitle: 'Teams',
  teamsNone: 'You are not in any team yet.',
  teamsCreate: 'Create team',
  teamsName: 'Team name',
  teamsCreated: 'Team {team} created.',
  teamsLeave: 'Leave',
  teamsLeaveTeam: 'Leave {team}',
  teamsLeft: 'You left {team}.',
  teamsMyProfile: 'My name in {team}',
  teamsProfileSaved: 'Saved your name in {team}.',
  teamsInvite: 'Invite',
  teamsInviteEmail: 'Invite by email to {team}',
  teamsInvited: 'Invitation sent to {email}.',
  teamsMembers: 'Members',
  teamsSwitcherLabel: 'Team',
  teamsNoneSelected: 'No team selected',
  teamInvitationMissingCode: 'This link is incomplete: it has no code. Open the link from the e-mail again.',
  teamInvitationJoin: 'You have been invited to join {team}.',
  teamInvitationAccept: 'Join {team}',
  teamInvitationAccepted: 'You joined {team}.',
  teamInvitationSignInFirst: 'Sign in or create an account to accept this team invitation.',
  teamInvitationContinue: 'Continue',
};

export type TeamsMessages = typeof teamsMessages;
