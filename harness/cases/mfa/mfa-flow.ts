import { defineCase } from '../../define-case.js';
import * as expect from '../../expect.js';
import { knownError, schemaError } from '../../known-errors.js';
import { createSession, createUser, refreshGrant } from '../../flows.js';
import type { CaseContext } from '../../case-context.js';
import { msLeftInStep, totp } from '../../totp.js';

const SECRET = new TextEncoder().encode('conformance-totp-secret-20');

/** `POST /users` with `totp_secret_base64` stores the secret but leaves `requires_totp_mfa` false. */
export function expectMfaOffAfterCreate(requiresTotpMfa: unknown): void {
  expect.equal(requiresTotpMfa, false, 'requires_totp_mfa after POST /users with a secret');
}

/**
 * A password user with TOTP enabled; signing in yields MULTI_FACTOR_AUTHENTICATION_REQUIRED. A secret given to
 * `POST /users` is stored but leaves `requires_totp_mfa` false; only an update with the secret turns MFA on.
 */
async function mfaUser(t: CaseContext) {
  const email = t.email('mfa');
  const password = 'mfa-password-1';
  const totp_secret_base64 = Buffer.from(SECRET).toString('base64');
  const created = await createUser(t, { primary_email: email, primary_email_auth_enabled: true, password, totp_secret_base64 });
  expectMfaOffAfterCreate(created.requires_totp_mfa);
  const res = await t.api('PATCH', `/users/${String(created.id)}`, { as: 'server', json: { totp_secret_base64 } });
  const user = expect.json(res, 200);
  expect.equal(user.requires_totp_mfa, true, 'requires_totp_mfa after PATCH', res);
  return { user, email, password };
}

async function attemptCode(t: CaseContext, email: string, password: string): Promise<string> {
  const res = await t.api('POST', '/auth/password/sign-in', { as: 'client', json: { email, password } });
  const code = (res.json as { details?: { attempt_code?: unknown } } | undefined)?.details?.attempt_code;
  expect.matches(code, /^[0-9a-z]{45}$/, 'details.attempt_code (45 chars)', res);
  knownError(res, 'MULTI_FACTOR_AUTHENTICATION_REQUIRED', { attempt_code: code });
  return String(code);
}

/** The TOTP for the host's current step (waits out the last second of a step). */
async function currentTotp(t: CaseContext): Promise<string> {
  let now = await t.hostNow();
  if (msLeftInStep(now) < 1500) {
    await new Promise((r) => setTimeout(r, msLeftInStep(now) + 50));
    now = await t.hostNow();
  }
  return totp(SECRET, now);
}

export const mfaSignIn = defineCase({
  area: 'mfa',
  name: 'mfa-required-then-totp-sign-in',
  endpoints: ['POST /api/v1/auth/mfa/sign-in', 'POST /api/v1/auth/password/sign-in'],
  async run(t) {
    const { user, email, password } = await mfaUser(t);
    const code = await attemptCode(t, email, password);
    const wrong = await t.api('POST', '/auth/mfa/sign-in', { as: 'client', json: { code, type: 'totp', totp: '000000' === (await currentTotp(t)) ? '111111' : '000000' } });
    knownError(wrong, 'INVALID_TOTP_CODE');
    const signIn = async () => t.api('POST', '/auth/mfa/sign-in', { as: 'client', json: { code, type: 'totp', totp: await currentTotp(t) } });
    const res = await signIn();
    const body = expect.json(res, 200);
    expect.keys(body, ['refresh_token', 'access_token', 'is_new_user', 'user_id'], 'MFA sign-in response', res);
    expect.equal({ n: body.is_new_user, id: body.user_id }, { n: false, id: user.id }, 'MFA sign-in user', res);
    knownError(await signIn(), 'VERIFICATION_CODE_ALREADY_USED');
  },
});

export const mfaRules = defineCase({
  area: 'mfa',
  name: 'mfa-type-and-session-rules',
  endpoints: ['POST /api/v1/auth/mfa/sign-in', 'POST /api/v1/auth/sessions'],
  async run(t) {
    const { user, email, password } = await mfaUser(t);
    const code = await attemptCode(t, email, password);
    schemaError(await t.api('POST', '/auth/mfa/sign-in', { as: 'client', json: { code, type: 'sms', totp: '123456' } }), 'POST', '/api/v1/auth/mfa/sign-in', [
      'body.type must be one of the following values: totp',
    ]);
    knownError(await t.api('POST', '/auth/mfa/sign-in', { as: 'client', json: { code: 'e'.repeat(45), type: 'totp', totp: '123456' } }), 'VERIFICATION_CODE_NOT_FOUND');
    // server-created sessions and the refresh grant do not ask for MFA
    const session = await createSession(t, String(user.id));
    expect.status(await refreshGrant(t, session.refreshToken), 200);
  },
});

export const mfaAttemptExpires = defineCase({
  area: 'mfa',
  name: 'mfa-attempt-code-expires-after-5-minutes',
  endpoints: ['POST /api/v1/auth/mfa/sign-in'],
  needs: ['clock'],
  async run(t) {
    const { email, password } = await mfaUser(t);
    const code = await attemptCode(t, email, password);
    await t.clock!.advance(5 * 60_000 + 5_000);
    knownError(await t.api('POST', '/auth/mfa/sign-in', { as: 'client', json: { code, type: 'totp', totp: await currentTotp(t) } }), 'VERIFICATION_CODE_EXPIRED');
  },
});
