'use client';
/**
 * React views of passkey(): the "Sign in with passkey" button on /sign-in and the Passkey section of
 * /account-settings (add or replace the passkey, remove it). Imported by apps next to the ui, never by index.ts.
 */
import {
  Button, ConfirmButton, ErrorAlert, Notice, defineViews, useAction, useAfterAuth, useClient, useMessages, useUser,
} from '../../ui/index.js';
import type { Project } from '../../kernel/index.js';
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
  passkeyRemoveConfirm: 'Remove your passkey?',
  passkeyRemoveText: 'You will no longer be able to sign in with it.',
  PASSKEY_AUTHENTICATION_NOT_ENABLED: 'Signing in with a passkey is turned off.',
  PASSKEY_REGISTRATION_FAILED: 'The passkey could not be saved. Please try again.',
  PASSKEY_WEBAUTHN_ERROR: 'Your device could not use a passkey. Please try again.',
  PASSKEY_AUTHENTICATION_FAILED: 'This passkey was not accepted.',
  ERROR_CEREMONY_ABORTED: 'The passkey prompt was closed.',
};

const usePasskey = () => useClient<PasskeyMethods>('passkey');

/** Only projects with passkeys enabled show the passkey views. */
const enabled = (p: Project) => p.config.passkeyEnabled;

function PasskeySignIn() {
  const m = useMessages(messages);
  const passkey = usePasskey();
  const afterAuth = useAfterAuth();
  const signIn = useAction(async () => {
    const r = await passkey.signIn();
    return r.error ? r : afterAuth('sign-in');
  });
  return (
    <>
      <ErrorAlert error={signIn.error} />
      <Button variant="secondary" loading={signIn.pending} onClick={() => void signIn.run()}>
        <svg className="ta-icon" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M15 3a6 6 0 00-5.7 7.9L2 18.2V22h3.8v-2.2H8v-2.3h2.3l2-2A6 6 0 1015 3zm1.5 3a1.5 1.5 0 110 3 1.5 1.5 0 010-3z" />
        </svg>
        {m.passkeySignIn}
      </Button>
    </>
  );
}

function PasskeySettings() {
  const m = useMessages(messages);
  const passkey = usePasskey();
  const client = useClient();
  const user = useUser();
  const add = useAction(() => passkey.register());
  const remove = useAction(() => client.user.update({ passkeyAuthEnabled: false }));
  if (!user) return null;
  const has = user.passkeyAuthEnabled;
  // The passkey is the last way in when there is no email sign-in and no connected provider.
  const last = !user.emailAuthEnabled && user.oauthProviders.length === 0;
  return (
    <div className="ta-stack">
      <p className="ta-muted">{has ? m.passkeyActive : m.passkeyNone}</p>
      {add.data ? <Notice tone="success">{m.passkeyAdded}</Notice> : null}
      <ErrorAlert error={add.error ?? remove.error} />
      <div className="ta-row">
        <Button variant="secondary" loading={add.pending} onClick={() => void add.run()}>
          {has ? m.passkeyReplace : m.passkeyAdd}
        </Button>
        {has ? (
          <ConfirmButton
            loading={remove.pending}
            disabled={last}
            aria-describedby={last ? 'ta-passkey-last' : undefined}
            ask={{ title: m.passkeyRemoveConfirm, text: m.passkeyRemoveText, confirm: m.passkeyRemove }}
            onConfirm={() => void remove.run()}
          >
            {m.passkeyRemove}
          </ConfirmButton>
        ) : null}
      </div>
      {has && last ? <p id="ta-passkey-last" className="ta-muted">{m.lastSignInMethod}</p> : null}
    </div>
  );
}

export const passkeyViews = defineViews({
  id: 'passkey',
  signIn: PasskeySignIn,
  signInSlot: 'buttons',
  enabled,
  accountSettings: [{ key: 'passkey', title: 'passkeySectionTitle', group: 'security', enabled, Component: PasskeySettings }],
  messages,
});
