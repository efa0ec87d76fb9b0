import { defineCase } from '../../define-case.js';
import * as expect from '../../expect.js';
import { mailedCode } from '../../flows.js';

const OTP_LINE = /^[A-Z0-9]{6}$/m;

/**
 * The sign-in e-mail's text part: the 6-character upper-case code on a line by itself (tools read it with
 * `/^[A-Z0-9]{6}$/m`) plus the magic link. x-stack-client-version `js @stackframe/stack@2.5.37` (platform word,
 * sdk, semver up to 2.5.37) gets the legacy e-mail with the link only; a bare `@stackframe/stack@2.5.37` does not
 * match that form and gets the standard e-mail.
 */
/** The standard sign-in e-mail: the code on a line by itself, and the magic link. */
export function expectStandardSignInMail(mail: { text: string; code: string }): void {
  expect.equal(OTP_LINE.exec(mail.text)?.[0], mail.code.slice(0, 6).toUpperCase(), 'code line in the text part');
  expect.check(mail.text.includes(`?code=${mail.code}`), 'magic link in the text part', `…?code=${mail.code}`, mail.text);
}

export const otpMailText = defineCase({
  area: 'otp',
  name: 'sign-in-mail-code-line-and-legacy-client',
  endpoints: ['POST /api/v1/auth/otp/send-sign-in-code'],
  needs: ['mailbox'],
  async run(t) {
    const send = (email: string, version?: string) =>
      t.api('POST', '/auth/otp/send-sign-in-code', {
        as: 'client',
        json: { email, callback_url: t.callbackUrl },
        headers: version ? { 'x-stack-client-version': version } : {},
      });
    const current = t.email('otp-text');
    expect.json(await send(current, 'js @stackframe/js@2.7.23'), 200);
    expectStandardSignInMail(await mailedCode(t, current));

    const bare = t.email('otp-bare');
    expect.json(await send(bare, '@stackframe/stack@2.5.37'), 200);
    expectStandardSignInMail(await mailedCode(t, bare));

    const legacy = t.email('otp-legacy');
    expect.json(await send(legacy, 'js @stackframe/stack@2.5.37'), 200);
    const old = await mailedCode(t, legacy);
    expect.check(!OTP_LINE.test(old.text), 'legacy e-mail (version 1) has no code line', 'no /^[A-Z0-9]{6}$/m line', old.text);
    expect.check(old.text.includes(`?code=${old.code}`), 'legacy e-mail has the magic link', `…?code=${old.code}`, old.text);
  },
});
