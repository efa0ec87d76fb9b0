/**
 * React views of password(): the sign-in and sign-up sections, /forgot-password, /password-reset and the
 * account-settings "Password" section. Imported by apps next to the ui, never by index.ts.
 */
import { useEffect, useState } from 'react';
import {
  Button, ErrorAlert, Form, HandlerLink, Notice, TextField, defineViews, useAction, useAfterAuth, useClient, useMessages,
  useProject, useSearchParam, useUser,
} from '../../ui/index.js';
import type { PasswordMethods } from './password.js';

const messages = {
  passwordSendResetLink: 'Send reset link',
  passwordResetLinkSent: 'If an account uses this e-mail, a link to reset its password is on its way.',
  passwordReset: 'Reset password',
  passwordResetDone: 'Your password has been reset. You can sign in with it now.',
  passwordMissingCode: 'This link is incomplete: it has no code. Open the link from the e-mail again.',
  passwordSectionTitle: 'Password',
  passwordSet: 'Set password',
  passwordUpdate: 'Update password',
  passwordNone: 'You sign in without a password. Set one to also sign in with your e-mail and a password.',
};

const usePassword = () => useClient<PasswordMethods>('password');
/** False once the project says password sign-in is off (the section then renders nothing). */
const useEnabled = () => useProject()?.config.credentialEnabled !== false;

/** `repeat` must equal `value`; else the SPEC message (the call is not made). */
function useRepeat() {
  const m = useMessages();
  const [value, setValue] = useState('');
  const [repeat, setRepeat] = useState('');
  const mismatch = value !== repeat ? m.passwordsDoNotMatch : null;
  return { value, setValue, repeat, setRepeat, mismatch };
}

function SignIn() {
  return useEnabled() ? <SignInForm /> : null;
}

function SignInForm() {
  const m = useMessages();
  const pw = usePassword();
  const afterAuth = useAfterAuth();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const submit = useAction(async () => {
    const r = await pw.signIn({ email, password });
    return r.error ? r : afterAuth('sign-in');
  });
  return (
    <Form onSubmit={submit.run} label={m.signIn}>
      <TextField label={m.email} type="email" autoComplete="email" required value={email} onChange={setEmail} />
      <TextField label={m.password} type="password" autoComplete="current-password" required value={password} onChange={setPassword} />
      <ErrorAlert error={submit.error} />
      <Button loading={submit.pending}>{m.signIn}</Button>
      <HandlerLink to="/forgot-password">{m.forgotPassword}</HandlerLink>
    </Form>
  );
}

function SignUp() {
  return useEnabled() ? <SignUpForm /> : null;
}

function SignUpForm() {
  const m = useMessages();
  const pw = usePassword();
  const afterAuth = useAfterAuth();
  const [email, setEmail] = useState('');
  const p = useRepeat();
  const [shown, setShown] = useState<string | null>(null);
  const submit = useAction(async () => {
    const r = await pw.signUp({ email, password: p.value });
    return r.error ? r : afterAuth('sign-up');
  });
  const run = () => {
    setShown(p.mismatch);
    if (!p.mismatch) void submit.run();
  };
  return (
    <Form onSubmit={run} label={m.signUp}>
      <TextField label={m.email} type="email" autoComplete="email" required value={email} onChange={setEmail} />
      <TextField label={m.password} type="password" autoComplete="new-password" required value={p.value} onChange={p.setValue} />
      <TextField label={m.repeatPassword} type="password" autoComplete="new-password" required value={p.repeat} onChange={p.setRepeat} />
      <ErrorAlert error={shown ?? submit.error} />
      <Button loading={submit.pending}>{m.signUp}</Button>
    </Form>
  );
}

function ForgotPassword() {
  const m = useMessages(messages);
  const pw = usePassword();
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  const submit = useAction(async () => {
    const r = await pw.sendForgotPasswordEmail(email);
    setSent(!r.error);
    return r;
  });
  return (
    <Form onSubmit={submit.run} label={m.forgotPasswordTitle}>
      <TextField label={m.email} type="email" autoComplete="email" required value={email} onChange={setEmail} />
      <ErrorAlert error={submit.error} />
      {sent ? <Notice>{m.passwordResetLinkSent}</Notice> : null}
      <Button loading={submit.pending}>{m.passwordSendResetLink}</Button>
      <HandlerLink to="/sign-in">{m.backToSignIn}</HandlerLink>
    </Form>
  );
}

function PasswordReset() {
  const m = useMessages(messages);
  const pw = usePassword();
  const code = useSearchParam('code');
  const p = useRepeat();
  const [shown, setShown] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const check = useAction(() => pw.verifyPasswordResetCode(code ?? ''));
  const reset = useAction(async () => {
    const r = await pw.resetPassword({ code: code ?? '', password: p.value });
    setDone(!r.error);
    return r;
  });
  const runCheck = check.run;
  useEffect(() => {
    if (code) void runCheck();
  }, [code, runCheck]);
  if (!code) return <ErrorAlert error={m.passwordMissingCode} />;
  if (check.error) return <ErrorAlert error={check.error} />;
  if (done) {
    return (
      <>
        <Notice>{m.passwordResetDone}</Notice>
        <HandlerLink to="/sign-in">{m.signIn}</HandlerLink>
      </>
    );
  }
  const run = () => {
    setShown(p.mismatch);
    if (!p.mismatch) void reset.run();
  };
  return (
    <Form onSubmit={run} label={m.passwordReset}>
      <TextField label={m.newPassword} type="password" autoComplete="new-password" required value={p.value} onChange={p.setValue} />
      <TextField label={m.repeatPassword} type="password" autoComplete="new-password" required value={p.repeat} onChange={p.setRepeat} />
      <ErrorAlert error={shown ?? reset.error} />
      <Button loading={reset.pending}>{m.passwordReset}</Button>
    </Form>
  );
}

function PasswordSettings() {
  return useEnabled() ? <PasswordSettingsForm /> : null;
}

function PasswordSettingsForm() {
  const m = useMessages(messages);
  const pw = usePassword();
  const user = useUser();
  const [current, setCurrent] = useState('');
  const p = useRepeat();
  const [shown, setShown] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const has = !!user?.hasPassword;
  const save = useAction(() =>
    has ? pw.updatePassword({ oldPassword: current, newPassword: p.value }) : pw.setPassword({ password: p.value }),
  );
  const run = async () => {
    setShown(p.mismatch);
    setSaved(false);
    if (p.mismatch) return;
    const r = await save.run();
    if (!r.error) {
      setSaved(true);
      setCurrent('');
      p.setValue('');
      p.setRepeat('');
    }
  };
  return (
    <Form onSubmit={run} label={m.passwordSectionTitle}>
      {has ? (
        <TextField label={m.currentPassword} type="password" autoComplete="current-password" required value={current} onChange={setCurrent} />
      ) : (
        <p className="ta-muted">{m.passwordNone}</p>
      )}
      <TextField label={m.newPassword} type="password" autoComplete="new-password" required value={p.value} onChange={p.setValue} />
      <TextField label={m.repeatPassword} type="password" autoComplete="new-password" required value={p.repeat} onChange={p.setRepeat} />
      <ErrorAlert error={shown ?? save.error} />
      {saved ? <Notice>{m.saved}</Notice> : null}
      <Button loading={save.pending}>{has ? m.passwordUpdate : m.passwordSet}</Button>
    </Form>
  );
}

export const passwordViews = defineViews({
  id: 'password',
  signIn: SignIn,
  signUp: SignUp,
  routes: { '/forgot-password': ForgotPassword, '/password-reset': PasswordReset },
  accountSettings: [{ key: 'password', title: messages.passwordSectionTitle, Component: PasswordSettings }],
  messages,
});
