import { defineCase } from '../../define-case.js';
import * as expect from '../../expect.js';
import { knownError, schemaError } from '../../known-errors.js';
import { createSession, createUser, mailedCode, refreshGrant, signUp } from '../../flows.js';
import type { CaseContext } from '../../case-context.js';

const MAYBE = { success: 'maybe, only if user with e-mail exists' };

/** A user with a password and no e-mail sent yet (server-created), plus a session. */
async function passwordUser(t: CaseContext, email: string, password: string) {
  const user = await createUser(t, { primary_email: email, primary_email_auth_enabled: true, password });
  return createSession(t, String(user.id));
}

async function requestReset(t: CaseContext, email: string, callback_url = t.callbackUrl) {
  const res = await t.api('POST', '/auth/password/send-reset-code', { as: 'client', json: { email, callback_url } });
  expect.json(res, 200, MAYBE);
  return mailedCode(t, email);
}

export const resetFlow = defineCase({
  area: 'password',
  name: 'reset-code-single-use',
  endpoints: ['POST /api/v1/auth/password/send-reset-code', 'POST /api/v1/auth/password/reset/check-code', 'POST /api/v1/auth/password/reset'],
  needs: ['mailbox'],
  async run(t) {
    const email = t.email();
    const old = await passwordUser(t, email, 'correct-horse-7');
    const mail = await requestReset(t, email, `${t.callbackUrl}?keep=1&code=stale`);
    expect.equal(mail.subject, `Reset your password at ${t.project.displayName}`, 'reset e-mail subject');
    const link = `${t.callbackUrl}?keep=1&code=${mail.code}`;
    expect.check(`${mail.text}\n${mail.html}`.replace(/&amp;/g, '&').includes(link), 'reset link keeps other params and replaces code', link, mail.text || mail.html);
    const check = () => t.api('POST', '/auth/password/reset/check-code', { as: 'client', json: { code: mail.code } });
    expect.json(await check(), 200, { is_code_valid: true });
    expect.json(await check(), 200, { is_code_valid: true });
    const reset = (password: string) => t.api('POST', '/auth/password/reset', { as: 'client', json: { code: mail.code, password } });
    expect.json(await reset('new-horse-77'), 200, { success: true });
    knownError(await refreshGrant(t, old.refreshToken), 'REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED');
    expect.status(await t.api('POST', '/auth/password/sign-in', { as: 'client', json: { email, password: 'new-horse-77' } }), 200);
    knownError(await reset('newer-horse-77'), 'VERIFICATION_CODE_ALREADY_USED');
    knownError(await check(), 'VERIFICATION_CODE_ALREADY_USED');
  },
});

export const resetShortPasswordBurnsCode = defineCase({
  area: 'password',
  name: 'reset-too-short-password-burns-code',
  endpoints: ['POST /api/v1/auth/password/reset'],
  needs: ['mailbox'],
  async run(t) {
    const email = t.email();
    await passwordUser(t, email, 'correct-horse-8');
    const { code } = await requestReset(t, email);
    knownError(await t.api('POST', '/auth/password/reset', { as: 'client', json: { code, password: 'short' } }), 'PASSWORD_TOO_SHORT', { min_length: 8 });
    knownError(await t.api('POST', '/auth/password/reset', { as: 'client', json: { code, password: 'long-enough-8' } }), 'VERIFICATION_CODE_ALREADY_USED');
  },
});

export const resetCodeErrors = defineCase({
  area: 'password',
  name: 'reset-code-not-found-and-length',
  endpoints: ['POST /api/v1/auth/password/reset', 'POST /api/v1/auth/password/reset/check-code'],
  async run(t) {
    const code = 'a'.repeat(45);
    knownError(await t.api('POST', '/auth/password/reset', { as: 'client', json: { code, password: 'long-enough-9' } }), 'VERIFICATION_CODE_NOT_FOUND');
    knownError(await t.api('POST', '/auth/password/reset/check-code', { as: 'client', json: { code } }), 'VERIFICATION_CODE_NOT_FOUND');
    schemaError(
      await t.api('POST', '/auth/password/reset/check-code', { as: 'client', json: { code: 'a'.repeat(44) } }),
      'POST',
      '/api/v1/auth/password/reset/check-code',
      ['body.code must be exactly 45 characters'],
    );
  },
});

export const sendResetCodeUnknownAndUntrusted = defineCase({
  area: 'password',
  name: 'send-reset-code-unknown-email-and-untrusted-url',
  endpoints: ['POST /api/v1/auth/password/send-reset-code'],
  async run(t) {
    const unknown = await t.api('POST', '/auth/password/send-reset-code', { as: 'client', json: { email: t.email(), callback_url: t.untrustedCallbackUrl } });
    expect.json(unknown, 200, MAYBE);
    const email = t.email();
    await signUp(t, email, 'correct-horse-10');
    const res = await t.api('POST', '/auth/password/send-reset-code', { as: 'client', json: { email, callback_url: t.untrustedCallbackUrl } });
    knownError(res, 'REDIRECT_URL_NOT_WHITELISTED');
  },
});

export const resetCodeExpires = defineCase({
  area: 'password',
  name: 'reset-code-expires-after-7-days',
  endpoints: ['POST /api/v1/auth/password/reset/check-code'],
  needs: ['mailbox', 'clock'],
  async run(t) {
    const email = t.email();
    await passwordUser(t, email, 'correct-horse-11');
    const { code } = await requestReset(t, email);
    await t.clock!.advance(7 * 24 * 3600_000 + 60_000);
    knownError(await t.api('POST', '/auth/password/reset/check-code', { as: 'client', json: { code } }), 'VERIFICATION_CODE_EXPIRED');
  },
});
