/**
 * React views of otp(): the magic-link section of /sign-in and /sign-up (e-mail, then the 6-character
 * code) and /magic-link-callback. Imported by apps next to the ui, never by index.ts.
 */
import { useEffect, useRef, useState } from 'react';
import {
  Button, ErrorAlert, Form, Notice, TextField, defineViews, useAction, useAfterAuth, useClient, useMessages, useProject,
  useSearchParam,
} from '../../ui/index.js';
import type { OtpMethods } from './otp.js';

const messages = {
  otpSendLink: 'Send sign-in link',
  otpSent: 'We sent a sign-in link and a code to {email}. Open the link, or type the code here.',
  otpSignInWithCode: 'Sign in with code',
  otpMissingCode: 'This link is incomplete: it has no code. Open the link from the e-mail again.',
  otpOtherEmail: 'Use another e-mail',
};

const useOtp = () => useClient<OtpMethods>('otp');

/** Nothing once the project says magic link is off. */
function MagicLink() {
  return useProject()?.config.magicLinkEnabled !== false ? <MagicLinkForm /> : null;
}

/** E-mail first; once sent, the code field (the nonce stays in the client's memory). */
function MagicLinkForm() {
  const m = useMessages(messages);
  const otp = useOtp();
  const afterAuth = useAfterAuth();
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const send = useAction(async () => {
    const r = await otp.sendMagicLinkEmail(email);
    if (!r.error) setSentTo(email);
    return r;
  });
  const signIn = useAction(async () => {
    const r = await otp.signInWithMagicLink(code);
    return r.error ? r : afterAuth('sign-in', { isNewUser: r.data.isNewUser });
  });
  if (sentTo === null) {
    return (
      <Form onSubmit={send.run} label={m.otpSendLink}>
        <TextField label={m.email} type="email" autoComplete="email" required value={email} onChange={setEmail} />
        <ErrorAlert error={send.error} />
        <Button loading={send.pending}>{m.otpSendLink}</Button>
      </Form>
    );
  }
  return (
    <Form onSubmit={signIn.run} label={m.otpSignInWithCode}>
      <Notice>{m.otpSent.replace('{email}', sentTo)}</Notice>
      <TextField label={m.code} autoComplete="one-time-code" required maxLength={45} value={code} onChange={setCode} />
      <ErrorAlert error={signIn.error} />
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
  const started = useRef(false);
  const signIn = useAction(async (c: string) => {
    const r = await otp.signInWithMagicLink(c);
    return r.error ? r : afterAuth('sign-in', { isNewUser: r.data.isNewUser });
  });
  const run = signIn.run;
  useEffect(() => {
    if (!code || started.current) return;
    started.current = true; // a code works once: never post it twice (StrictMode runs effects twice)
    void run(code);
  }, [code, run]);
  if (!code) return <ErrorAlert error={m.otpMissingCode} />;
  return signIn.error ? <ErrorAlert error={signIn.error} /> : <p className="ta-muted">{m.redirecting}</p>;
}

export const otpViews = defineViews({
  id: 'otp',
  signIn: MagicLink,
  signUp: MagicLink,
  routes: { '/magic-link-callback': MagicLinkCallback },
  messages,
});
