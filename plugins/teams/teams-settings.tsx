/**
 * The account-settings "Teams" section: my teams; per team leave, my name in the team, and invite when I hold
 * $invite_members; a create form when the project lets clients create teams.
 */
import { useEffect, useState } from 'react';
import { Button, ErrorAlert, Form, Notice, TextField, formatMessage, useAction, useMessages, useProject } from '../../ui/index.js';
import type { Result } from '../../kernel/index.js';
import type { Team } from '../../kernel/index.js';
import { teamsMessages } from './messages.js';
import { useHasPermission, useMyProfile, useMyTeams, useTeams } from './use-teams.js';

/** One action slot per form: pending/error state plus a success note. */
function useNoted() {
  const [note, setNote] = useState<string | null>(null);
  const action = useAction((fn: () => Promise<Result<unknown>>) => fn());
  const act = (fn: () => Promise<Result<unknown>>, done: string) => {
    setNote(null);
    return action.run(fn).then((r) => {
      if (!r.error) setNote(done);
      return r;
    });
  };
  return { action, note, act };
}

function ProfileForm({ team }: { team: Team }) {
  const m = useMessages(teamsMessages);
  const t = useTeams();
  const profile = useMyProfile(team.id);
  const [name, setName] = useState('');
  const loaded = profile.data?.displayName ?? '';
  useEffect(() => setName(loaded), [loaded]);
  const { action, note, act } = useNoted();
  const label = formatMessage(m.teamsMyProfile, { team: team.displayName });
  return (
    <Form onSubmit={() => act(() => t.updateProfile(team, { displayName: name }), formatMessage(m.teamsProfileSaved, { team: team.displayName }))}>
      <TextField label={label} value={name} onChange={setName} autoComplete="nickname" />
      <ErrorAlert error={action.error} />
      {note ? <Notice>{note}</Notice> : null}
      <Button loading={action.pending}>{m.save}</Button>
    </Form>
  );
}

function InviteForm({ team }: { team: Team }) {
  const m = useMessages(teamsMessages);
  const t = useTeams();
  const [email, setEmail] = useState('');
  const { action, note, act } = useNoted();
  const label = formatMessage(m.teamsInviteEmail, { team: team.displayName });
  const send = () =>
    act(async () => {
      const r = await t.inviteUser(team, email);
      if (!r.error) setEmail('');
      return r;
    }, formatMessage(m.teamsInvited, { email }));
  return (
    <Form onSubmit={send}>
      <TextField label={label} type="email" autoComplete="off" required value={email} onChange={setEmail} />
      <ErrorAlert error={action.error} />
      {note ? <Notice>{note}</Notice> : null}
      <Button loading={action.pending}>{m.teamsInvite}</Button>
    </Form>
  );
}

function TeamItem({ team }: { team: Team }) {
  const m = useMessages(teamsMessages);
  const t = useTeams();
  const canInvite = useHasPermission(team.id, '$invite_members');
  const leave = useAction(() => t.leave(team));
  return (
    <li className="ta-row ta-team">
      <h3 className="ta-team-name" style={{ fontSize: '1rem', margin: '0 0 0.5rem' }}>
        {team.displayName}
      </h3>
      <Button variant="secondary" loading={leave.pending} aria-label={formatMessage(m.teamsLeaveTeam, { team: team.displayName })} onClick={() => void leave.run()}>
        {m.teamsLeave}
      </Button>
      <ErrorAlert error={leave.error} />
      <ProfileForm team={team} />
      {canInvite ? <InviteForm team={team} /> : null}
    </li>
  );
}

function CreateTeamForm() {
  const m = useMessages(teamsMessages);
  const t = useTeams();
  const [name, setName] = useState('');
  const { action, note, act } = useNoted();
  const create = () =>
    act(async () => {
      const r = await t.create({ displayName: name });
      if (!r.error) setName('');
      return r;
    }, formatMessage(m.teamsCreated, { team: name }));
  return (
    <Form label={m.teamsCreate} onSubmit={create}>
      <TextField label={m.teamsName} required value={name} onChange={setName} />
      <ErrorAlert error={action.error} />
      {note ? <Notice>{note}</Notice> : null}
      <Button loading={action.pending}>{m.teamsCreate}</Button>
    </Form>
  );
}

export function TeamsSettings() {
  const m = useMessages(teamsMessages);
  const teams = useMyTeams();
  const project = useProject();
  const list = teams.data ?? [];
  return (
    <>
      <ErrorAlert error={teams.error} />
      {teams.status === 'success' && list.length === 0 ? <p className="ta-muted">{m.teamsNone}</p> : null}
      {teams.data === undefined && !teams.error ? <p className="ta-muted">{m.loading}</p> : null}
      <ul className="ta-list">
        {list.map((team) => (
          <TeamItem key={team.id} team={team} />
        ))}
      </ul>
      {project?.config.clientTeamCreationEnabled ? <CreateTeamForm /> : null}
    </>
  );
}
