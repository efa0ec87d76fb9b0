/**
 * React views of teams(): the /team-invitation page, the account-settings "Teams" section and the
 * <TeamSwitcher> component for apps. Imported by apps next to the ui, never by index.ts.
 */
import { defineViews } from '../../ui/index';
import { teamsMessages } from './messages';
import { TeamInvitationPage } from './team-invitation-page';
import { TeamsSettings } from './teams-settings';

export { TeamSwitcher } from './team-switcher';
export type { TeamSwitcherProps } from './team-switcher';
export { useHasPermission, useMyTeams, useTeams } from './use-teams';
export { teamsMessages } from './messages';

export const teamsViews = defineViews({
  id: 'teams',
  routes: { '/team-invitation': TeamInvitationPage },
  accountSettings: [{ key: 'teams', title: teamsMessages.teamsTitle, Component: TeamsSettings }],
  messages: teamsMessages,
});
