/**
 * React views of passkey(): the "Sign in with passkey" button on /sign-in and the Passkey section of
 * /account-settings (add or replace the passkey, remove it). Imported by apps next to the ui, never by index.ts.
 */
import {
  Button, ErrorAlert, Notice, defineViews, useAction, useAfterAuth, useClient, useMessages, useProject, useUser,
} from '../../ui/index.js';
import type { PasskeyMethods } from './passkey.js';

const messages = {
  passkeySignIn: 'Sign in with passkey',
  passkeySectionTitle: 'Passkey',
  passkeyNone: 'You have no passkey yet. A passkey signs you in with your device (fingerprint, face or PIN).',
  passkeyActive: 'Passkey sign-in is on for this account.',
  passkeyAdd: 'Add a passkey',
  passkeyReplace: 'Replace passkey',
  passkeyRemove: 'Remove passkey',
  passkeyAdded: 'Passkey saved.',
};

const usePasskey = () => useClient<PasskeyMethods>('passkey');

/** Only projects with passkeys enabled show the passkey views. */
const usePasskeysEnabled = () => useProject()?.config.passkeyEnabled === true;

function PasskeySignIn() {
  const m = useMessages(messages);
  const passkey = usePasskey();
  const afterAuth = useAfterAuth();
  const enabled = usePasskeysEnabled();
  const signIn = useAction(async () => {
    const r = await passkey.signIn();
    return r.error ? r : afterAuth('sign-in');
  });
  if (!enabled) return null;
  return (
    <div className="ta-stack">
      <ErrorAlert error={signIn.error} />
      <Button variant="secondary" loading={signIn.pending} onClick={() => void signIn.run()}>
        {m.passkeySignIn}
      </Button>
    </div>
  );
}

function PasskeySettings() {
  const m = useMessages(messages);
  const passkey = usePasskey();
  const client = useClient();
  const user = useUser();
  const add = useAction(() => passkey.register());
  const remove = useAction(() => client.user.update({ passkeyAuthEnabled: false }));
  const enabled = usePasskeysEnabled();
  if (!user || !enabled) return null;
  const has = user.passkeyAuthEnabled;
  return (
    <div className="ta-stack">
      <p className="ta-muted">{has ? m.passkeyActive : m.passkeyNone}</p>
      {add.data ? <Notice>{m.passkeyAdded}</Notice> : null}
      <ErrorAlert error={add.error ?? remove.error} />
      <Button variant="secondary" loading={add.pending} onClick={() => void add.run()}>
        {has ? m.passkeyReplace : m.passkeyAdd}
      </Button>
      {has ? (
        <Button variant="secondary" loading={remove.pending} onClick={() => void remove.run()}>
          {m.passkeyRemove}
        </Button>
      ) : null}
    </div>
  );
}

export const passkeyViews = defineViews({
  id: 'passkey',
  signIn: PasskeySignIn,
  accountSettings: [{ key: 'passkey', title: messages.passkeySectionTitle, Component: PasskeySettings }],
  messages,
});
