/** <TeamSwitcher>: a labelled select of the signed-in user's teams that sets the selected team. */
import { useId } from '../../../ui/react.js';
import { ErrorAlert, useAction, useClient, useMessages, useProject, useUser } from '../../../ui/index.js';
import { teamsMessages } from './messages.js';
import { useMyTeams, useTeams } from './use-teams.js';

export interface TeamSwitcherProps {
  /** Called after the selection was saved (null = none). */
  onChange?: (teamId: string | null) => void;
  /** Offer "No team selected". @default true */
  allowNone?: boolean;
}

export function TeamSwitcher({ onChange, allowNone = true }: TeamSwitcherProps) {
  const m = useMessages(teamsMessages);
  const id = useId();
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
  return (
    <div className="ta-field ta-team-switcher">
      <label htmlFor={id}>{m.teamsSwitcherLabel}</label>
      <select
        id={id}
        value={user.selectedTeam?.id ?? ''}
        disabled={select.pending || teams.data === undefined}
        aria-busy={select.pending || undefined}
        onChange={(e) => void select.run(e.currentTarget.value || null)}
      >
        {allowNone || !user.selectedTeam?.id ? <option value="">{m.teamsNoneSelected}</option> : null}
        {(teams.data ?? []).map((team) => (
          <option key={team.id} value={team.id}>
            {team.displayName}
          </option>
        ))}
      </select>
      <span className="ta-row">
        <a className="ta-link" href={settings}>
          {m.teamsSettings}
        </a>
        {project?.config.clientTeamCreationEnabled ? (
          <a className="ta-link" href={settings}>
            {m.teamsCreateHeading}
          </a>
        ) : null}
      </span>
      <ErrorAlert error={select.error ?? teams.error} />
    </div>
  );
}
