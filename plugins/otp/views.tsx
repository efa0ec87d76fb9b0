'use client';
/**
 * React views of otp(): the magic-link section of /sign-in and /sign-up (e-mail, then "check your inbox" with
 * the 6-character code in boxes) and /magic-link-callback (checks the link, then asks before signing in).
 * Imported by apps next to the ui, never by index.ts.
 */
import { useState } from '../../ui/react.js';
import {
  Button, CodeField, EmailField, ErrorAlert, Form, Notice, Onward, Skeleton, checkEmail, checkRequired, defineViews, formatMessage, linkError, useAction,
  useAfterAuth, useChecked, useClient, useMessages, usePageTitle, useProject, useRunOnce, useSearchParam, useSharedEmail,
} from '../../ui/index.js';
import type { AuthError } from '../../kernel/index.js';
import type { OtpMethods } from './otp.js';

const messages = {
  otpSendLink: 'Send sign-in link',
  otpSent: 'We sent a sign-in link and a code to {email}. Open the link, or type the code here.',
  otpSignInWithCode: 'Sign in with code',
  otpOtherEmail: 'Use another email',
  otpTab: 'Email link',
  otpPasswordAccount: 'This account signs in with a password. Sign in with your password, or reset it.',
  otpConfirm: 'Sign in to {project} with this link?',
  otpConfirmText: 'The link works once. Continue only if you asked for it.',
};

const useOtp = () => useClient<OtpMethods>('otp');

/** Email first; once sent, "check your inbox" and the code boxes (the nonce stays in the client's memory). */
function MagicLink() {
  const m = useMessages(messages);
  const otp = useOtp();
  const afterAuth = useAfterAuth();
  const [email, setEmail] = useSharedEmail();
  const [code, setCode] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const send = useAction(async () => {
    const r = await otp.sendMagicLinkEmail(email.trim());
    if (!r.error) setSentTo(email.trim());
    return r;
  });
  const signIn = useAction(async () => {
    const r = await otp.signInWithMagicLink(code.trim());
    return r.error ? r : afterAuth('sign-in', { isNewUser: r.data.isNewUser });
  });
  const s = useChecked(send, () => ({ email: checkEmail(email, m) }));
  const c = useChecked(signIn, () => ({ code: checkRequired(code.trim(), m) }));
  // The address belongs to a password account whose e-mail is not verified yet: the link cannot sign it in.
  const passwordAccount = (send.error as AuthError | null)?.code === 'USER_EMAIL_ALREADY_EXISTS';
  if (sentTo === null) {
    return (
      <Form onSubmit={s.submit} label={m.otpSendLink}>
        <EmailField value={email} onChange={setEmail} error={passwordAccount ? m.otpPasswordAccount : s.fieldError('email')} />
        <ErrorAlert error={s.formError} />
        <Button loading={send.pending}>{m.otpSendLink}</Button>
      </Form>
    );
  }
  return (
    <Form onSubmit={c.submit} label={m.otpSignInWithCode}>
      <Notice tone="success">
        <strong>{m.checkInbox}</strong>
        <br />
        {formatMessage(m.otpSent, { email: sentTo })}
      </Notice>
      <CodeField label={m.code} value={code} onChange={setCode} onComplete={c.submit} autoFocus error={c.fieldError('code')} />
      <ErrorAlert error={c.formError} />
      <Button loading={signIn.pending}>{m.otpSignInWithCode}</Button>
      <Button
        variant="link"
        onClick={() => {
          setSentTo(null);
          setCode('');
          signIn.reset();
        }}
      >
        {m.otpOtherEmail}
      </Button>
    </Form>
  );
}

/**
 * Reads ?code= and checks it without using it up; then asks "Sign in to … with this link?" (a mail scanner
 * that opens the link does not spend it), signs in on confirmation and goes to after-sign-up (new user) or
 * after-sign-in. An unknown, expired or used link each says so, under a title that says the link cannot be used.
 */
function MagicLinkCallback() {
  const m = useMessages(messages);
  const otp = useOtp();
  const project = useProject();
  const afterAuth = useAfterAuth();
  const code = useSearchParam('code');
  const hasMfa = (useClient() as unknown as Record<string, unknown>).mfa !== undefined;
  const check = useAction((c: string) => otp.checkMagicLinkCode(c));
  const signIn = useAction(async () => {
    const r = await otp.signInWithMagicLink(code ?? '');
    return r.error ? r : afterAuth('sign-in', { isNewUser: r.data.isNewUser });
  });
  useRunOnce(check.run, code);
  const mfaAsked = (signIn.error as { code?: string } | null)?.code === 'MULTI_FACTOR_AUTHENTICATION_REQUIRED' && hasMfa;
  const error = !code ? m.missingCode : mfaAsked ? null : linkError(check.error ?? signIn.error);
  usePageTitle(error ? m.linkProblemTitle : check.data && project ? formatMessage(m.otpConfirm, { project: project.displayName }) : null);
  if (error) {
    return (
      <Onward to="/sign-in" label={m.backToSignIn}>
        <ErrorAlert error={error} />
      </Onward>
    );
  }
  // with mfa() loaded, its prompt (stacked on this route) takes the attempt code
  if (mfaAsked) return null;
  if (!check.data) return <Skeleton lines={2} />;
  return (
    <div className="ta-stack">
      <p className="ta-muted">{m.otpConfirmText}</p>
      <Button type="button" loading={signIn.pending} onClick={() => void signIn.run()}>
        {m.signIn}
      </Button>
    </div>
  );
}

export const otpViews = defineViews({
  id: 'otp',
  signIn: MagicLink,
  signUp: MagicLink,
  tab: 'otpTab',
  enabled: (p) => p.config.magicLinkEnabled,
  routes: { '/magic-link-callback': MagicLinkCallback },
  messages,
});
