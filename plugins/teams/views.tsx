/**
 * React views of teams(): the /team-invitation page, the account-settings "Teams" section and the
 * <TeamSwitcher> component for apps. Imported by apps next to the ui, never by index.ts.
 */
import { defineViews, listStyles } from '../../ui/index.js';
import { avatarStyles } from './avatar.js';
import { teamsMessages } from './messages.js';
import { TeamInvitationPage } from './team-invitation-page.js';
import { TeamsSettings } from './teams-settings.js';

export { TeamSwitcher } from './team-switcher.js';
export type { TeamSwitcherProps } from './team-switcher.js';
export { useHasPermission, useMyTeams, useTeams } from './use-teams.js';
export { teamsMessages } from './messages.js';

export const teamsViews = defineViews({
  id: 'teams',
  routes: { '/team-invitation': TeamInvitationPage },
  accountSettings: [{ key: 'teams', title: teamsMessages.teamsTitle, group: 'teams', Component: TeamsSettings }],
  messages: teamsMessages,
  styles: listStyles + avatarStyles,
});
