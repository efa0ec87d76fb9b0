/**
 * The account-settings "Teams" section: my teams; per team leave, my name in the team, and invite when I hold
 * $invite_members; a create form when the project lets clients create teams.
 */
import { useEffect, useState } from '../../../ui/react.js';
import {
  Button, ErrorAlert, Form, Notice, Skeleton, TextField, checkEmail, checkRequired, formatMessage, useAction, useCachedQuery, useChecked,
  Avatar, ConfirmButton, ImageField, formatDate, useLang, useMessages, useNotedAction, useProject, useUser,
} from '../../../ui/index.js';
import type { Team } from '../../../kernel/index.js';
import { teamsMessages } from './messages.js';
import { teamsKeys } from '../cache-keys.js';
import { unwrap, useHasPermission, useMyPermissions, useMyProfile, useMyTeams, useTeamLoaders, useTeams } from './use-teams.js';

function ProfileForm({ team }: { team: Team }) {
  const m = useMessages(teamsMessages);
  const t = useTeams();
  const profile = useMyProfile(team.id);
  const [name, setName] = useState('');
  const loaded = profile.data?.displayName ?? '';
  useEffect(() => setName(loaded), [loaded]);
  const { action, note, act } = useNotedAction();
  const label = formatMessage(m.teamsMyProfile, { team: team.displayName });
  return (
    <Form onSubmit={() => act(() => t.updateProfile(team, { displayName: name }), formatMessage(m.teamsProfileSaved, { team: team.displayName }))}>
      <TextField label={label} value={name} onChange={setName} autoComplete="nickname" />
      <ErrorAlert error={action.error} />
      <Notice tone="success">{note}</Notice>
      <div>
        <Button loading={action.pending}>{m.save}</Button>
      </div>
    </Form>
  );
}

/** Sends invitations; without $invite_members the form stays, disabled, and says why. */
function InviteForm({ team, allowed }: { team: Team; allowed: boolean }) {
  const m = useMessages(teamsMessages);
  const t = useTeams();
  const [email, setEmail] = useState('');
  const { action, note, act } = useNotedAction();
  const send = useAction(() =>
    act(async () => {
      const r = await t.inviteUser(team, email.trim());
      if (!r.error) setEmail('');
      return r;
    }, formatMessage(m.teamsInvited, { email: email.trim() })),
  );
  const c = useChecked(send, () => ({ email: checkEmail(email, m) }));
  const why = `ta-why-${team.id}`;
  const label = formatMessage(m.teamsInviteEmail, { team: team.displayName });
  return (
    <Form onSubmit={c.submit}>
      <TextField label={label} type="email" autoComplete="off" disabled={!allowed} aria-describedby={allowed ? undefined : why} value={email} onChange={setEmail} error={c.fieldError('email')} />
      {allowed ? null : <p id={why} className="ta-muted">{m.teamsInviteNotAllowed}</p>}
      <ErrorAlert error={c.formError} />
      <Notice tone="success">{note}</Notice>
      <div>
        <Button disabled={!allowed} loading={action.pending}>{m.teamsInvite}</Button>
      </div>
    </Form>
  );
}

/**
 * My roles in the team: the project's own permissions I hold (not the `$` system ones), `admin` and `member` (the
 * defaults every project starts with) in words. Read from my cached permissions: no request of its own. A client
 * may read only its own permissions, so other members' roles are not shown.
 */
function useMyRoles(teamId: string): string[] {
  const m = useMessages(teamsMessages);
  const names: Record<string, string> = { admin: m.teamsAdmin, member: m.teamsMember };
  return (useMyPermissions(teamId).data ?? []).filter((p) => !p.id.startsWith('$')).map((p) => names[p.id] ?? p.id);
}

/** The members with their pictures and team names, and my roles; pending invitations (with revoke when allowed). */
function Members({ team, canInvite }: { team: Team; canInvite: boolean }) {
  const m = useMessages(teamsMessages);
  const t = useTeams();
  const me = useUser();
  const load = useTeamLoaders();
  const canRemove = useHasPermission(team.id, '$remove_members');
  const members = useCachedQuery(teamsKeys.members(team.id), () => unwrap(load.members(team.id)));
  const invitations = useCachedQuery(teamsKeys.invitations(team.id), () => (canInvite ? unwrap(load.invitations(team.id)) : Promise.resolve([])));
  const { action, note, act } = useNotedAction();
  const lang = useLang();
  const roles = useMyRoles(team.id);
  if (members.error) return null; // no $read_members: the list is not shown
  return (
    <>
      <h4>{m.teamsMembers}</h4>
      {members.data ? (
        <table className="ta-table">
          <thead className="ta-sr-only">
            <tr>
              <th>{m.teamsPicture}</th>
              <th>{m.displayName}</th>
              <th>{m.teamsRoles}</th>
            </tr>
          </thead>
          <tbody>
            {members.data.map((p) => {
              const name = p.displayName ?? m.teamsNoName;
              // two members with one name: the end of their user ids tells them apart
              const twin = members.data!.filter((o) => (o.displayName ?? m.teamsNoName) === name).length > 1;
              return (
                <tr key={p.userId}>
                  <td>
                    <Avatar name={name} src={p.profileImageUrl} />
                  </td>
                  <td className="ta-grow">
                    {name}
                    {twin ? <span className="ta-muted"> · {p.userId.slice(-6)}</span> : null}
                  </td>
                  <td>
                    {p.userId === me?.id
                      ? [m.teamsYou, ...roles].map((tag) => (
                          <span key={tag} className="ta-tag">
                            {tag}
                          </span>
                        ))
                      : null}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      ) : (
        <Skeleton lines={2} />
      )}
      {invitations.data?.length ? (
        <>
          <h4>{m.teamsInvitations}</h4>
          <ul className="ta-list">
            {invitations.data.map((i) => (
              <li key={i.id}>
                <span className="ta-grow">{i.recipientEmail}</span>
                <span className="ta-muted">{formatMessage(m.teamsExpires, { date: formatDate(i.expiresAt, lang) })}</span>
                <span className="ta-tag">{m.teamsPending}</span>
                {canRemove ? (
                  <Button
                    variant="secondary"
                    aria-label={formatMessage(m.teamsRevokeInvitation, { email: i.recipientEmail })}
                    onClick={() => void act(() => t.revokeInvitation(team, i.id), formatMessage(m.teamsRevoked, { email: i.recipientEmail }))}
                  >
                    {m.teamsRevoke}
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <ErrorAlert error={action.error} />
      <Notice tone="success">{note}</Notice>
    </>
  );
}

/** Renames the team (members holding $update_team). */
function RenameForm({ team }: { team: Team }) {
  const m = useMessages(teamsMessages);
  const t = useTeams();
  const [name, setName] = useState(team.displayName);
  const { action, note, act } = useNotedAction();
  const rename = useAction(() => act(() => t.update(team, { displayName: name.trim() }), formatMessage(m.teamsRenamed, { team: name.trim() })));
  const c = useChecked(rename, () => ({ name: checkRequired(name, m) }));
  return (
    <Form onSubmit={c.submit}>
      <TextField label={formatMessage(m.teamsRenameLabel, { team: team.displayName })} value={name} onChange={setName} error={c.fieldError('name')} />
      <ErrorAlert error={c.formError} />
      <Notice tone="success">{note}</Notice>
      <div>
        <Button loading={action.pending}>{m.teamsRename}</Button>
      </div>
    </Form>
  );
}

function TeamItem({ team }: { team: Team }) {
  const m = useMessages(teamsMessages);
  const t = useTeams();
  const canInvite = useHasPermission(team.id, '$invite_members');
  const canUpdate = useHasPermission(team.id, '$update_team');
  const leave = useAction(() => t.leave(team));
  const name = team.displayName;
  return (
    <section className="ta-box ta-stack" aria-label={name}>
      <div className="ta-row">
        <Avatar name={name} src={team.profileImageUrl} />
        <h3 className="ta-grow">{name}</h3>
        <ConfirmButton
          loading={leave.pending}
          aria-label={formatMessage(m.teamsLeaveTeam, { team: name })}
          ask={{ title: formatMessage(m.teamsLeaveConfirm, { team: name }), text: m.teamsLeaveText, confirm: m.teamsLeave }}
          onConfirm={() => void leave.run()}
        >
          {m.teamsLeave}
        </ConfirmButton>
      </div>
      <ErrorAlert error={leave.error} />
      {canInvite === undefined ? null : <Members team={team} canInvite={canInvite} />}
      {canUpdate ? (
        <>
          <ImageField
            label={formatMessage(m.teamsPictureOf, { team: name })}
            name={name}
            src={team.profileImageUrl}
            onSave={(url) => t.update(team, { profileImageUrl: url })}
          />
          <RenameForm team={team} />
        </>
      ) : null}
      <ProfileForm team={team} />
      {canInvite === undefined ? null : <InviteForm team={team} allowed={canInvite} />}
    </section>
  );
}

function CreateTeamForm() {
  const m = useMessages(teamsMessages);
  const t = useTeams();
  const [name, setName] = useState('');
  const { action, note, act } = useNotedAction();
  const create = useAction(() =>
    act(async () => {
      const r = await t.create({ displayName: name.trim() });
      if (!r.error) setName('');
      return r;
    }, formatMessage(m.teamsCreated, { team: name.trim() })),
  );
  const c = useChecked(create, () => ({ name: checkRequired(name, m) }));
  return (
    <Form label={m.teamsCreateHeading} onSubmit={c.submit}>
      <h3>{m.teamsCreateHeading}</h3>
      <TextField label={m.teamsName} required value={name} onChange={setName} error={c.fieldError('name')} />
      <ErrorAlert error={c.formError} />
      <Notice tone="success">{note}</Notice>
      <div>
        <Button loading={action.pending}>{m.teamsCreate}</Button>
      </div>
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
      {teams.data === undefined && !teams.error ? <Skeleton /> : null}
      <div className="ta-stack">
        {list.map((team) => (
          <TeamItem key={team.id} team={team} />
        ))}
      </div>
      {project?.config.clientTeamCreationEnabled ? <CreateTeamForm /> : null}
    </>
  );
}
