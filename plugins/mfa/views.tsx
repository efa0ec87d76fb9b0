'use client';
/**
 * React views of mfa(): the six-digit prompt on /sign-in, /oauth-callback and /magic-link-callback (shown only
 * while an attempt is pending: from the `mfa_attempt_code` query parameter or the pending attempt mfa() captured)
 * and the account-settings
 * "Multi-factor authentication" section. Imported by apps next to the ui, never by index.ts.
 */
import { useEffect, useState, useSyncExternalStore } from '../../ui/react.js';
import {
  Button, CodeField, ErrorAlert, Form, Notice, checkDigits, ConfirmButton, defineViews, formatMessage, useAction, useAfterAuth, useChecked, useClient,
  useMessages, useSearchParam, useUser,
} from '../../ui/index.js';
import type { MfaMethods, MfaSetup } from './mfa.js';
import { QrCode } from './views/qr-code.js';

const messages = {
  mfaTitle: 'Multi-factor authentication',
  mfaPrompt: 'Enter the six-digit code from your authenticator app.',
  mfaCodeLabel: 'Authentication code',
  mfaVerify: 'Verify',
  mfaStartOver: 'Sign in again',
  mfaEnable: 'Enable multi-factor authentication',
  mfaDisable: 'Disable multi-factor authentication',
  mfaIsOn: 'Sign-ins ask for a code from your authenticator app.',
  mfaIsOff: 'Add a second step to your sign-in: a code from an authenticator app.',
  mfaScan: 'Scan the QR code with your authenticator app, use the link, or type the key by hand. Then enter the code it shows.',
  mfaQrLabel: 'QR code for your authenticator app',
  mfaConfirm: 'Turn on',
  mfaKey: 'Key: {key}',
  mfaOpenInApp: 'Open in authenticator app',
  mfaDisableConfirm: 'Turn off multi-factor authentication?',
  mfaDisableText: 'Sign-ins will no longer ask for a code from your authenticator app.',
  mfaTurnOff: 'Turn off',
  mfaCopy: 'Copy key',
  mfaCopied: 'Key copied.',
  INVALID_TOTP_CODE: 'That code is not right. Please try again.',
};

/** The query parameter a page can use to hand an attempt code to /sign-in. */
export const MFA_ATTEMPT_PARAM = 'mfa_attempt_code';

const useMfa = () => useClient<MfaMethods>('mfa');

/** The attempt waiting for a code: the query parameter wins over the captured one. */
function usePendingAttempt(mfa: MfaMethods): string | null {
  const fromQuery = useSearchParam(MFA_ATTEMPT_PARAM);
  const captured = useSyncExternalStore(mfa.subscribe, mfa.pendingAttempt, () => null);
  return fromQuery ?? captured;
}

function MfaPrompt() {
  const m = useMessages(messages);
  const mfa = useMfa();
  const afterAuth = useAfterAuth();
  const attempt = usePendingAttempt(mfa);
  const [code, setCode] = useState('');
  const [stale, setStale] = useState(false);
  const submit = useAction(async () => {
    const r = await mfa.signIn({ attemptCode: attempt ?? undefined, totp: code.trim() });
    if (r.error) {
      setStale(r.error.code.startsWith('VERIFICATION_CODE_'));
      return r;
    }
    return afterAuth('sign-in', { isNewUser: r.data.isNewUser });
  });
  const { reset } = submit;
  useEffect(() => {
    // a new attempt starts a fresh prompt
    if (!attempt) return;
    setStale(false);
    setCode('');
    reset();
  }, [attempt, reset]);
  const c = useChecked(submit, () => ({ code: checkDigits(code, m) }));
  if (!attempt && !stale) return null;
  if (!attempt) {
    return (
      <>
        <ErrorAlert error={submit.error} />
        <Button onClick={() => setStale(false)}>{m.mfaStartOver}</Button>
      </>
    );
  }
  return (
    <Form onSubmit={c.submit} label={m.mfaTitle}>
      <Notice>{m.mfaPrompt}</Notice>
      <CodeField label={m.mfaCodeLabel} numeric autoFocus value={code} onChange={setCode} onComplete={c.submit} error={c.fieldError('code')} />
      <ErrorAlert error={c.formError} />
      <Button loading={submit.pending}>{m.mfaVerify}</Button>
      <Button variant="link" onClick={() => mfa.setPendingAttempt(null)}>
        {m.mfaStartOver}
      </Button>
    </Form>
  );
}

/** Enable in two steps (show the key, then confirm a code from the app, so a failed setup cannot lock the user out); disable. */
function MfaSettings() {
  const m = useMessages(messages);
  const mfa = useMfa();
  const user = useUser();
  const [setup, setSetup] = useState<MfaSetup | null>(null);
  const [code, setCode] = useState('');
  const [copied, setCopied] = useState(false);
  const on = !!user?.isMultiFactorRequired;
  const prepare = useAction(async () => {
    const r = await mfa.prepare();
    if (r.data) setSetup(r.data);
    return r;
  });
  const confirm = useAction(async () => {
    const r = await mfa.enable({ setup: setup!, code: code.trim() });
    if (!r.error) {
      setSetup(null);
      setCode('');
    }
    return r;
  });
  const disable = useAction(() => mfa.disable());
  const c = useChecked(confirm, () => ({ code: checkDigits(code, m) }));
  if (on) {
    return (
      <div className="ta-form">
        <p className="ta-muted">{m.mfaIsOn}</p>
        <ErrorAlert error={disable.error} />
        <div>
          <ConfirmButton loading={disable.pending} ask={{ title: m.mfaDisableConfirm, text: m.mfaDisableText, confirm: m.mfaTurnOff }} onConfirm={() => void disable.run()}>
            {m.mfaDisable}
          </ConfirmButton>
        </div>
      </div>
    );
  }
  if (setup) {
    return (
      <Form onSubmit={c.submit} label={m.mfaTitle}>
        <Notice>
          {m.mfaScan} <a href={setup.uri}>{m.mfaOpenInApp}</a> <code>{formatMessage(m.mfaKey, { key: setup.secret })}</code>
        </Notice>
        <QrCode value={setup.uri} label={m.mfaQrLabel} />
        <div className="ta-row">
          <Button variant="secondary" onClick={() => void navigator.clipboard?.writeText(setup.secret).then(() => setCopied(true))}>
            {m.mfaCopy}
          </Button>
          {copied ? <span role="status">{m.mfaCopied}</span> : null}
        </div>
        <CodeField label={m.mfaCodeLabel} numeric value={code} onChange={setCode} onComplete={c.submit} error={c.fieldError('code')} />
        <ErrorAlert error={c.formError} />
        <Button loading={confirm.pending}>{m.mfaConfirm}</Button>
        <Button variant="link" onClick={() => setSetup(null)}>
          {m.cancel}
        </Button>
      </Form>
    );
  }
  return (
    <div className="ta-form">
      <p className="ta-muted">{m.mfaIsOff}</p>
      <ErrorAlert error={prepare.error} />
      <div>
        <Button variant="secondary" loading={prepare.pending} onClick={() => void prepare.run()}>
          {m.mfaEnable}
        </Button>
      </div>
    </div>
  );
}

export const mfaViews = defineViews({
  id: 'mfa',
  signIn: MfaPrompt,
  signInSlot: 'prompt',
  // OAuth and magic-link sign-ins can be answered with MULTI_FACTOR_AUTHENTICATION_REQUIRED on these pages.
  routes: { '/oauth-callback': MfaPrompt, '/magic-link-callback': MfaPrompt },
  accountSettings: [{ key: 'mfa', title: 'mfaTitle', group: 'security', Component: MfaSettings }],
  messages,
});
