'use client';
/**
 * React views of teams(): the /team-invitation page, the account-settings "Teams" section and the
 * <TeamSwitcher> component for apps. Imported by apps next to the ui, never by index.ts.
 */
import { defineViews, listStyles } from '../../ui/index.js';
import { tableStyles } from './views/table-styles.js';
import { teamsMessages } from './views/messages.js';
import { TeamInvitationPage } from './views/team-invitation-page.js';
import { TeamsSettings } from './views/teams-settings.js';

export { TeamSwitcher } from './views/team-switcher.js';
export type { TeamSwitcherProps } from './views/team-switcher.js';
export { useHasPermission, useMyTeams, useTeams } from './views/use-teams.js';
export { teamsMessages } from './views/messages.js';

export const teamsViews = defineViews({
  id: 'teams',
  routes: { '/team-invitation': TeamInvitationPage },
  accountSettings: [{ key: 'teams', title: 'teamsTitle', group: 'teams', Component: TeamsSettings }],
  messages: teamsMessages,
  styles: listStyles + tableStyles,
});
