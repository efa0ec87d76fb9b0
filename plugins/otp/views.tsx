'use client';
/**
 * React views of otp(): the magic-link section of /sign-in and /sign-up (e-mail, then the 6-character
 * code) and /magic-link-callback. Imported by apps next to the ui, never by index.ts.
 */
import { useState } from '../../ui/react.js';
import {
  Button, EmailField, ErrorAlert, Form, Notice, Onward, TextField, checkEmail, checkRequired, defineViews, formatMessage, useAction, useAfterAuth,
  useChecked, useClient, useMessages, useRunOnce, useSearchParam, useSharedEmail,
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
};

const useOtp = () => useClient<OtpMethods>('otp');

/** Email first; once sent, the code field (the nonce stays in the client's memory). */
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
  const c = useChecked(signIn, () => ({ code: checkRequired(code, m) }));
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
      <Notice tone="success">{formatMessage(m.otpSent, { email: sentTo })}</Notice>
      <TextField label={m.code} autoComplete="one-time-code" required maxLength={45} value={code} onChange={setCode} error={c.fieldError('code')} />
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

/** Reads ?code=, signs in once, then goes to after-sign-up (new user) or after-sign-in. */
function MagicLinkCallback() {
  const m = useMessages(messages);
  const otp = useOtp();
  const afterAuth = useAfterAuth();
  const code = useSearchParam('code');
  const signIn = useAction(async (c: string) => {
    const r = await otp.signInWithMagicLink(c);
    return r.error ? r : afterAuth('sign-in', { isNewUser: r.data.isNewUser });
  });
  useRunOnce(signIn.run, code);
  if (!code || signIn.error) {
    return (
      <Onward to="/sign-in" label={m.backToSignIn}>
        <ErrorAlert error={signIn.error ?? m.missingCode} />
      </Onward>
    );
  }
  return <p className="ta-muted">{m.redirecting}</p>;
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
