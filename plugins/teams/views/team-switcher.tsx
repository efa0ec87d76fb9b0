/**
 * <TeamSwitcher>: a menu button showing the selected team (its picture or initials, and its name); the menu lists
 * my teams as a radio group that sets the selected team, then "Create a team" (when the project lets clients
 * create teams) and "Team settings".
 */
import { Avatar, ErrorAlert, MenuButton, useAction, useClient, useMessages, useProject, useUser } from '../../../ui/index.js';
import { teamsMessages } from './messages.js';
import { useMyTeams, useTeams } from './use-teams.js';

export interface TeamSwitcherProps {
  /** Called after the selection was saved (null = none). */
  onChange?: (teamId: string | null) => void;
  /** Offer "No team selected". @default true */
  allowNone?: boolean;
}

const css =
  '.ta-team-switcher>button{border:1px solid var(--ta-color-border);border-radius:var(--r);padding:6px 10px}.ta-team-switcher>button::after{content:"▾"}' +
  '.ta-team-switcher .ta-menu{left:0;right:auto}.ta-menu [aria-checked=true]::after{content:"✓";margin-inline-start:auto}' +
  '.ta-team-switcher .ta-avatar{width:24px;height:24px;font-size:.7rem}';

export function TeamSwitcher({ onChange, allowNone = true }: TeamSwitcherProps) {
  const m = useMessages(teamsMessages);
  const user = useUser();
  const teams = useMyTeams();
  const t = useTeams();
  const project = useProject();
  const settings = `${useClient().urls.accountSettings}?section=teams`;
  const select = useAction(async (teamId: string | null) => {
    const r = await t.select(teamId);
    if (!r.error) onChange?.(teamId);
    return r;
  });
  if (!user) return null;
  const current = user.selectedTeam;
  const name = current?.displayName ?? m.teamsNoneSelected;
  const choices = [...(allowNone || !current ? [{ id: null, displayName: m.teamsNoneSelected, profileImageUrl: null }] : []), ...(teams.data ?? [])];
  return (
    <div className="ta-stack">
      <MenuButton
        className="ta-team-switcher"
        css={css}
        label={m.teamsSwitcherLabel}
        buttonLabel={null}
        face={
          <>
            {current ? <Avatar name={current.displayName} src={current.profileImageUrl} /> : null}
            <span className="ta-muted">{m.teamsSwitcherLabel}</span>
            <strong aria-busy={select.pending || undefined}>{name}</strong>
          </>
        }
      >
        {choices.map((team) => (
          <li key={team.id ?? ''} role="none">
            <button type="button" role="menuitemradio" tabIndex={-1} aria-checked={team.id === (current?.id ?? null)} onClick={() => void select.run(team.id)}>
              {team.id ? <Avatar name={team.displayName} src={team.profileImageUrl} /> : null}
              {team.displayName}
            </button>
          </li>
        ))}
        <li role="separator" />
        {project?.config.clientTeamCreationEnabled ? (
          <li role="none">
            <a role="menuitem" tabIndex={-1} href={settings}>
              {m.teamsCreateHeading}
            </a>
          </li>
        ) : null}
        <li role="none">
          <a role="menuitem" tabIndex={-1} href={settings}>
            {m.teamsSettings}
          </a>
        </li>
      </MenuButton>
      <ErrorAlert error={select.error ?? teams.error} />
    </div>
  );
}
