'use client';
/**
 * React views of contactChannels(): the account-settings "Emails" section. The /email-verification page its
 * e-mails link to is a core page of the ui. Imported by apps next to the ui, never by index.ts.
 */
import { useState } from '../../ui/react.js';
import {
  Button, EmailField, ErrorAlert, Form, Notice, Onward, Skeleton, checkEmail, ConfirmButton, defineViews, listStyles, formatMessage, useAction, useCachedQuery, useChecked, useClient,
  useMessages, useNotedAction, useProject, useRunOnce, useSearchParam, useUser,
} from '../../ui/index.js';
import type { ContactChannelsPlugin } from './contact-channels.js';
import type { ContactChannel } from './contact-channel-mapping.js';

const messages = {
  emailsTitle: 'Emails',
  emailsAdd: 'Add email',
  emailsPrimary: 'Primary',
  emailsVerified: 'Verified',
  emailsUnverified: 'Not verified',
  emailsUsedForSignIn: 'Used for sign-in',
  emailsMakePrimary: 'Make primary',
  emailsSendVerification: 'Send verification email',
  emailsVerificationSent: 'Verification email sent to {email}.',
  emailsDelete: 'Delete',
  emailsNone: 'No email addresses yet.',
  emailsDeleteConfirm: 'Remove {email}?',
  emailsDeleteText: 'You will no longer be able to sign in or get messages with this email.',
  emailsAlready: 'This email is already in your list.',
  emailsUseForSignIn: 'Use {email} for sign-in',
  emailsOtpSignIn: 'Sign in with a code sent to my email',
};

const useChannels = () => useClient<ContactChannelsPlugin>('contactChannels');

type Act = ReturnType<typeof useNotedAction>['act'];

function ChannelRow({ channel, act, last }: { channel: ContactChannel; act: Act; last: boolean }) {
  const m = useMessages(messages);
  const cc = useChannels();
  const id = `ta-last-${channel.id}`;
  const tags = [
    channel.isPrimary && m.emailsPrimary,
    channel.isVerified ? m.emailsVerified : m.emailsUnverified,
  ].filter(Boolean);
  return (
    <li>
      <span className="ta-grow">{channel.value}</span>
      {tags.map((t) => (
        <span key={t as string} className="ta-tag">{t}</span>
      ))}
      <label className="ta-switch ta-full">
        <input
          type="checkbox"
          role="switch"
          checked={channel.usedForAuth}
          disabled={last}
          aria-label={formatMessage(m.emailsUseForSignIn, { email: channel.value })}
          onChange={(e) => void act(() => cc.update(channel.id, { usedForAuth: e.currentTarget.checked }))}
        />
        {m.emailsUsedForSignIn}
      </label>
      <span className="ta-row ta-full">
        {channel.isVerified ? null : (
          <Button variant="secondary" onClick={() => void act(() => cc.sendVerificationEmail(channel.id), formatMessage(m.emailsVerificationSent, { email: channel.value }))}>
            {m.emailsSendVerification}
          </Button>
        )}
        {channel.isPrimary || !channel.isVerified ? null : (
          <Button variant="secondary" onClick={() => void act(() => cc.update(channel.id, { isPrimary: true }))}>
            {m.emailsMakePrimary}
          </Button>
        )}
        <ConfirmButton
          disabled={last}
          aria-describedby={last ? id : undefined}
          aria-label={`${m.emailsDelete} ${channel.value}`}
          ask={{ title: formatMessage(m.emailsDeleteConfirm, { email: channel.value }), text: m.emailsDeleteText, confirm: m.emailsDelete }}
          onConfirm={() => void act(() => cc.delete(channel.id))}
        >
          {m.emailsDelete}
        </ConfirmButton>
      </span>
      {last ? <p id={id} className="ta-muted">{m.lastSignInMethod}</p> : null}
    </li>
  );
}

function EmailsSettings() {
  const m = useMessages(messages);
  const cc = useChannels();
  const client = useClient();
  const project = useProject();
  const user = useUser();
  const list = useCachedQuery(cc.listQuery.key, cc.listQuery.fetch);
  const [value, setValue] = useState('');
  const { action, note, setNote, act } = useNotedAction();
  const create = useAction(async () => {
    setNote(null);
    const r = await cc.create({ value: value.trim() });
    if (!r.error) setValue('');
    return r;
  });
  const channels = list.data ?? [];
  const c = useChecked(create, () => ({
    email: checkEmail(value, m) ?? (channels.some((x) => x.value.toLowerCase() === value.trim().toLowerCase()) ? m.emailsAlready : null),
  }));
  // The only sign-in email of a user with no passkey and no connected provider is the last way in: not removable.
  const signIns = channels.filter((x) => x.usedForAuth).length;
  const alone = signIns === 1 && !user?.passkeyAuthEnabled && !user?.oauthProviders.length;
  return (
    <>
      {list.error ? <ErrorAlert error={list.error} /> : null}
      {list.data === undefined && !list.error ? <Skeleton /> : null}
      {list.status === 'success' && channels.length === 0 ? <p className="ta-muted">{m.emailsNone}</p> : null}
      <ul className="ta-list">
        {channels.map((x) => (
          <ChannelRow key={x.id} channel={x} act={act} last={alone && x.usedForAuth} />
        ))}
      </ul>
      <ErrorAlert error={action.error} />
      <Notice tone="success">{note}</Notice>
      {project?.config.magicLinkEnabled && user ? (
        <label className="ta-switch">
          <input type="checkbox" role="switch" checked={user.otpAuthEnabled} onChange={(e) => void act(() => client.user.update({ otpAuthEnabled: e.currentTarget.checked }))} />
          {m.emailsOtpSignIn}
        </label>
      ) : null}
      <Form onSubmit={c.submit} label={m.emailsAdd}>
        <EmailField autoComplete="off" value={value} onChange={setValue} error={c.fieldError('email')} />
        <ErrorAlert error={c.formError} />
        <div>
          <Button loading={create.pending}>{m.emailsAdd}</Button>
        </div>
      </Form>
    </>
  );
}

export const contactChannelsViews = defineViews({
  id: 'contactChannels',
  accountSettings: [{ key: 'emails', title: 'emailsTitle', group: 'emails', Component: EmailsSettings }],
  messages,
  styles: listStyles + '.ta-switch{display:flex;align-items:center;gap:8px}.ta-switch input{width:36px;height:20px;margin:0;accent-color:var(--ta-color-primary)}',
});

/** @deprecated Renamed `contactChannelsViews`, like the other plugins' `x()` / `xViews` pairs. */
export const contactChannelViews = contactChannelsViews;
