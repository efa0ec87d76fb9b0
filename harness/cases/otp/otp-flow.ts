import { defineCase } from '../../define-case.js';
import * as expect from '../../expect.js';
import { knownError } from '../../known-errors.js';
import { mailedCode, me } from '../../flows.js';
import type { CaseContext } from '../../case-context.js';

export async function sendCode(t: CaseContext, email: string, count = 1) {
  const res = await t.api('POST', '/auth/otp/send-sign-in-code', { as: 'client', json: { email, callback_url: t.callbackUrl } });
  const body = expect.json(res, 200);
  expect.keys(body, ['nonce'], 'send-sign-in-code response', res);
  expect.matches(body.nonce, /^[0-9a-z]{39}$/, 'nonce (39 chars)', res);
  const mail = await mailedCode(t, email, count);
  return { nonce: String(body.nonce), ...mail };
}

export const otpSignIn = defineCase({
  area: 'otp',
  name: 'otp-typed-code-signs-up-once',
  endpoints: ['POST /api/v1/auth/otp/send-sign-in-code', 'POST /api/v1/auth/otp/sign-in'],
  needs: ['mailbox'],
  async run(t) {
    const email = t.email();
    const { nonce, code, subject } = await sendCode(t, email);
    expect.equal(code.slice(6), nonce, 'nonce = last 39 chars of the mailed code');
    const otp = code.slice(0, 6).toUpperCase();
    expect.equal(subject, `Sign in to ${t.project.displayName}: Your code is ${otp}`, 'magic-link e-mail subject');
    const signIn = () => t.api('POST', '/auth/otp/sign-in', { as: 'client', json: { code: otp + nonce } });
    const res = await signIn();
    const body = expect.json(res, 200);
    expect.keys(body, ['refresh_token', 'access_token', 'is_new_user', 'user_id'], 'OTP sign-in response', res);
    expect.equal(body.is_new_user, true, 'is_new_user', res);
    const user = expect.json(await me(t, { accessToken: String(body.access_token) }), 200);
    expect.equal(
      { id: user.id, e: user.primary_email, v: user.primary_email_verified, o: user.otp_auth_enabled },
      { id: body.user_id, e: email, v: true, o: true },
      'user created by OTP sign-in',
    );
    knownError(await signIn(), 'VERIFICATION_CODE_ALREADY_USED');
    const second = await sendCode(t, email, 2);
    const again = expect.json(await t.api('POST', '/auth/otp/sign-in', { as: 'client', json: { code: second.code } }), 200);
    expect.equal({ n: again.is_new_user, id: again.user_id }, { n: false, id: body.user_id }, 'magic link of an existing user');
  },
});

export const otpCheckCode = defineCase({
  area: 'otp',
  name: 'otp-check-code-does-not-consume',
  endpoints: ['POST /api/v1/auth/otp/sign-in/check-code'],
  needs: ['mailbox'],
  async run(t) {
    const { code } = await sendCode(t, t.email());
    const check = () => t.api('POST', '/auth/otp/sign-in/check-code', { as: 'client', json: { code } });
    expect.json(await check(), 200, { is_code_valid: true });
    expect.json(await check(), 200, { is_code_valid: true });
    expect.status(await t.api('POST', '/auth/otp/sign-in', { as: 'client', json: { code } }), 200);
    knownError(await check(), 'VERIFICATION_CODE_ALREADY_USED');
  },
});

/** Signing an existing user in with a code adds no OTP auth method: `otp_auth_enabled` stays false. */
export function expectNoOtpMethodAdded(otpAuthEnabled: unknown): void {
  expect.equal(otpAuthEnabled, false, 'no OTP auth method was added');
}

export const otpForPasswordUser = defineCase({
  area: 'otp',
  name: 'otp-signs-in-existing-verified-user',
  endpoints: ['POST /api/v1/auth/otp/sign-in'],
  needs: ['mailbox'],
  async run(t) {
    const email = t.email();
    const created = await t.api('POST', '/users', {
      as: 'server',
      json: { primary_email: email, primary_email_verified: true, primary_email_auth_enabled: true, password: 'existing-horse-1' },
    });
    const user = expect.json(created, 201);
    expect.equal(user.otp_auth_enabled, false, 'no OTP method yet', created);
    const { code } = await sendCode(t, email);
    const body = expect.json(await t.api('POST', '/auth/otp/sign-in', { as: 'client', json: { code } }), 200);
    expect.equal({ n: body.is_new_user, id: body.user_id }, { n: false, id: user.id }, 'signs in the existing user');
    expectNoOtpMethodAdded(expect.json(await t.api('GET', `/users/${user.id}`, { as: 'server' }), 200).otp_auth_enabled);
  },
});
