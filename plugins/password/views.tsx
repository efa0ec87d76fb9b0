'use client';
/**
 * React views of password(): the sign-in and sign-up sections, /forgot-password, /password-reset and the
 * account-settings "Password" section. Imported by apps next to the ui, never by index.ts.
 */
import { useState } from '../../ui/react.js';
import {
  Button, EmailField, ErrorAlert, Form, HandlerLink, Notice, Onward, PasswordField, checkEmail, checkPassword, checkRepeat, checkRequired, defineViews, linkError,
  useAction, useAfterAuth, useChecked, useClient, useMessages, usePageTitle, useRunOnce, useSearchParam, useSharedEmail, useUser,
} from '../../ui/index.js';
import type { Project } from '../../kernel/index.js';
import type { Messages } from '../../ui/index.js';
import type { PasswordMethods } from './password.js';

const messages = {
  passwordSendResetLink: 'Send reset link',
  passwordResetLinkSent: 'If an account uses this email, a link to reset its password is on its way.',
  passwordReset: 'Reset password',
  passwordResetDone: 'Your password has been reset. You can sign in with it now.',
  passwordSectionTitle: 'Password',
  passwordSet: 'Set password',
  passwordUpdate: 'Update password',
  passwordNone: 'You sign in without a password. Set one to also sign in with your email and a password.',
};

const usePassword = () => useClient<PasswordMethods>('password');
/** The project has password sign-in on. */
const enabled = (p: Project) => p.config.credentialEnabled;

/** A new password and its repeat, with their client-side checks. */
function useRepeat() {
  const [value, setValue] = useState('');
  const [repeat, setRepeat] = useState('');
  const checks = (m: Messages) => ({ password: checkPassword(value, m), repeat: checkRepeat(value, repeat, m) });
  return { value, setValue, repeat, setRepeat, checks };
}

/** The fields of a new password and its repeat. */
function NewPassword({ p, label, error }: { p: ReturnType<typeof useRepeat>; label: string; error: (field: 'password' | 'repeat') => string | null }) {
  const m = useMessages();
  return (
    <>
      <PasswordField label={label} autoComplete="new-password" required value={p.value} onChange={p.setValue} error={error('password')} />
      <PasswordField label={m.repeatPassword} autoComplete="new-password" required value={p.repeat} onChange={p.setRepeat} error={error('repeat')} />
    </>
  );
}

function SignIn() {
  const m = useMessages();
  const pw = usePassword();
  const afterAuth = useAfterAuth();
  const [email, setEmail] = useSharedEmail();
  const [password, setPassword] = useState('');
  const submit = useAction(async () => {
    const r = await pw.signIn({ email: email.trim(), password });
    return r.error ? r : afterAuth('sign-in');
  });
  const c = useChecked(submit, () => ({ email: checkEmail(email, m), password: checkRequired(password, m) }));
  return (
    <Form onSubmit={c.submit} label={m.signIn}>
      <EmailField value={email} onChange={setEmail} error={c.fieldError('email')} />
      <PasswordField label={m.password} autoComplete="current-password" required value={password} onChange={setPassword} error={c.fieldError('password')} />
      <HandlerLink to="/forgot-password" className="ta-link ta-end">{m.forgotPassword}</HandlerLink>
      <ErrorAlert error={c.formError} />
      <Button loading={submit.pending}>{m.signIn}</Button>
    </Form>
  );
}

function SignUp() {
  const m = useMessages();
  const pw = usePassword();
  const afterAuth = useAfterAuth();
  const [email, setEmail] = useSharedEmail();
  const p = useRepeat();
  const submit = useAction(async () => {
    const r = await pw.signUp({ email: email.trim(), password: p.value });
    return r.error ? r : afterAuth('sign-up');
  });
  const c = useChecked(submit, () => ({ email: checkEmail(email, m), ...p.checks(m) }));
  return (
    <Form onSubmit={c.submit} label={m.signUp}>
      <EmailField value={email} onChange={setEmail} error={c.fieldError('email')} />
      <NewPassword p={p} label={m.password} error={c.fieldError} />
      <ErrorAlert error={c.formError} />
      <Button loading={submit.pending}>{m.signUp}</Button>
    </Form>
  );
}

function ForgotPassword() {
  const m = useMessages(messages);
  const pw = usePassword();
  const [email, setEmail] = useSharedEmail();
  const [sent, setSent] = useState(false);
  const submit = useAction(async () => {
    const r = await pw.sendForgotPasswordEmail(email.trim());
    setSent(!r.error);
    return r;
  });
  const c = useChecked(submit, () => ({ email: checkEmail(email, m) }));
  if (sent) {
    return (
      <Onward to="/sign-in" label={m.backToSignIn}>
        <Notice tone="success">
          <strong>{m.checkInbox}</strong>
          <br />
          {m.passwordResetLinkSent}
        </Notice>
      </Onward>
    );
  }
  return (
    <Form onSubmit={c.submit} label={m.forgotPasswordTitle}>
      <EmailField value={email} onChange={setEmail} error={c.fieldError('email')} />
      <ErrorAlert error={c.formError} />
      <Button loading={submit.pending}>{m.passwordSendResetLink}</Button>
      <p className="ta-foot">
        <HandlerLink to="/sign-in">{m.backToSignIn}</HandlerLink>
      </p>
    </Form>
  );
}

function PasswordReset() {
  const m = useMessages(messages);
  const pw = usePassword();
  const code = useSearchParam('code');
  const p = useRepeat();
  const [done, setDone] = useState(false);
  const check = useAction(() => pw.verifyPasswordResetCode(code ?? ''));
  const reset = useAction(async () => {
    const r = await pw.resetPassword({ code: code ?? '', password: p.value });
    setDone(!r.error);
    return r;
  });
  const c = useChecked(reset, () => p.checks(m));
  useRunOnce(check.run, code);
  usePageTitle(!code || check.error ? m.linkProblemTitle : null);
  if (!code || check.error) {
    return (
      <Onward to="/forgot-password" label={m.passwordSendResetLink}>
        <ErrorAlert error={linkError(check.error) ?? m.missingCode} />
      </Onward>
    );
  }
  if (done) {
    return (
      <Onward to="/sign-in" label={m.signIn}>
        <Notice tone="success">{m.passwordResetDone}</Notice>
      </Onward>
    );
  }
  return (
    <Form onSubmit={c.submit} label={m.passwordReset}>
      <NewPassword p={p} label={m.newPassword} error={c.fieldError} />
      <ErrorAlert error={c.formError} />
      <Button loading={reset.pending}>{m.passwordReset}</Button>
    </Form>
  );
}

function PasswordSettings() {
  const m = useMessages(messages);
  const pw = usePassword();
  const user = useUser();
  const [current, setCurrent] = useState('');
  const p = useRepeat();
  const [saved, setSaved] = useState(false);
  const has = !!user?.hasPassword;
  const save = useAction(async () => {
    setSaved(false);
    const r = await (has ? pw.updatePassword({ oldPassword: current, newPassword: p.value }) : pw.setPassword({ password: p.value }));
    if (!r.error) {
      setSaved(true);
      setCurrent('');
      p.setValue('');
      p.setRepeat('');
    }
    return r;
  });
  const c = useChecked(save, () => ({
    current: has ? checkRequired(current, m) : null,
    ...p.checks(m),
  }));
  return (
    <Form onSubmit={c.submit} label={m.passwordSectionTitle}>
      {has ? (
        <PasswordField label={m.currentPassword} autoComplete="current-password" required value={current} onChange={setCurrent} error={c.fieldError('current')} />
      ) : (
        <p className="ta-muted">{m.passwordNone}</p>
      )}
      <NewPassword p={p} label={m.newPassword} error={c.fieldError} />
      <ErrorAlert error={c.formError} />
      {saved ? <Notice tone="success">{m.saved}</Notice> : null}
      <div>
        <Button loading={save.pending}>{has ? m.passwordUpdate : m.passwordSet}</Button>
      </div>
    </Form>
  );
}

export const passwordViews = defineViews({
  id: 'password',
  signIn: SignIn,
  signUp: SignUp,
  tab: 'password',
  enabled,
  routes: { '/forgot-password': ForgotPassword, '/password-reset': PasswordReset },
  accountSettings: [{ key: 'password', title: 'passwordSectionTitle', group: 'security', enabled, Component: PasswordSettings }],
  messages,
});
