/**
 * React views of contactChannels(): /email-verification and the account-settings "Emails" section.
 * Imported by apps next to the ui, never by index.ts.
 */
import { useEffect, useRef, useState } from 'react';
import {
  Button, ErrorAlert, Form, Notice, TextField, defineViews, useAction, useCachedQuery, useClient, useMessages, useSearchParam,
} from '../../ui/index.js';
import type { Result } from '../../kernel/index.js';
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
  emailVerified: 'Your email has been verified.',
  emailMissingCode: 'This link is incomplete: it has no code. Open the link from the e-mail again.',
};

const useChannels = () => useClient<ContactChannelsPlugin>('contactChannels');

/** Reads ?code= and verifies it once. */
function EmailVerification() {
  const m = useMessages(messages);
  const cc = useChannels();
  const code = useSearchParam('code');
  const [done, setDone] = useState(false);
  const started = useRef(false);
  const verify = useAction(async (c: string) => {
    const r = await cc.verify(c);
    setDone(!r.error);
    return r;
  });
  const run = verify.run;
  useEffect(() => {
    if (!code || started.current) return;
    started.current = true;
    void run(code);
  }, [code, run]);
  if (!code) return <ErrorAlert error={m.emailMissingCode} />;
  if (verify.error) return <ErrorAlert error={verify.error} />;
  return done ? <Notice>{m.emailVerified}</Notice> : <p className="ta-muted">{m.loading}</p>;
}

function ChannelRow({ channel, act }: { channel: ContactChannel; act: (fn: () => Promise<Result<unknown>>, note?: string) => void }) {
  const m = useMessages(messages);
  const cc = useChannels();
  const tags = [
    channel.isPrimary && m.emailsPrimary,
    channel.isVerified ? m.emailsVerified : m.emailsUnverified,
    channel.usedForAuth && m.emailsUsedForSignIn,
  ].filter(Boolean);
  return (
    <li className="ta-row">
      <span>{channel.value}</span> <span className="ta-muted">({tags.join(', ')})</span>
      <span style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem', marginTop: '0.25rem' }}>
      {channel.isVerified ? null : (
        <Button variant="secondary" onClick={() => act(() => cc.sendVerificationEmail(channel.id), m.emailsVerificationSent.replace('{email}', channel.value))}>
          {m.emailsSendVerification}
        </Button>
      )}
      {channel.isPrimary ? null : (
        <Button variant="secondary" onClick={() => act(() => cc.update(channel.id, { isPrimary: true }))}>
          {m.emailsMakePrimary}
        </Button>
      )}
      <Button variant="secondary" aria-label={`${m.emailsDelete} ${channel.value}`} onClick={() => act(() => cc.delete(channel.id))}>
        {m.emailsDelete}
      </Button>
      </span>
    </li>
  );
}

function EmailsSettings() {
  const m = useMessages(messages);
  const cc = useChannels();
  const list = useCachedQuery(cc.listQuery.key, cc.listQuery.fetch);
  const [value, setValue] = useState('');
  const [note, setNote] = useState<string | null>(null);
  const action = useAction((fn: () => Promise<Result<unknown>>) => fn());
  const act = (fn: () => Promise<Result<unknown>>, done?: string) => {
    setNote(null);
    void action.run(fn).then((r) => !r.error && done && setNote(done));
  };
  const add = () =>
    act(async () => {
      const r = await cc.create({ value });
      if (!r.error) setValue('');
      return r;
    });
  const channels = list.data ?? [];
  return (
    <>
      {list.error ? <ErrorAlert error={list.error} /> : null}
      {list.status === 'success' && channels.length === 0 ? <p className="ta-muted">{m.emailsNone}</p> : null}
      <ul className="ta-list">
        {channels.map((c) => (
          <ChannelRow key={c.id} channel={c} act={act} />
        ))}
      </ul>
      <ErrorAlert error={action.error} />
      {note ? <Notice>{note}</Notice> : null}
      <Form onSubmit={add} label={m.emailsAdd}>
        <TextField label={m.email} type="email" autoComplete="email" required value={value} onChange={setValue} />
        <Button loading={action.pending}>{m.emailsAdd}</Button>
      </Form>
    </>
  );
}

export const contactChannelViews = defineViews({
  id: 'contactChannels',
  routes: { '/email-verification': EmailVerification },
  accountSettings: [{ key: 'emails', title: messages.emailsTitle, Component: EmailsSettings }],
  messages,
});
