import { defineCase } from '../../define-case.js';
import * as expect from '../../expect.js';
import { knownError } from '../../known-errors.js';
import { createUser, signUp } from '../../flows.js';

export const signInSuccess = defineCase({
  area: 'password',
  name: 'sign-in-200',
  endpoints: ['POST /api/v1/auth/password/sign-in'],
  async run(t) {
    const email = t.email();
    const { userId } = await signUp(t, email, 'correct-horse-5');
    const res = await t.api('POST', '/auth/password/sign-in', { as: 'client', json: { email, password: 'correct-horse-5' } });
    const body = expect.json(res, 200);
    expect.keys(body, ['access_token', 'refresh_token', 'user_id'], 'sign-in response', res);
    expect.equal(body.user_id, userId, 'user_id', res);
  },
});

export const signInMismatch = defineCase({
  area: 'password',
  name: 'sign-in-wrong-email-or-password',
  endpoints: ['POST /api/v1/auth/password/sign-in'],
  async run(t) {
    const email = t.email();
    await signUp(t, email, 'correct-horse-6');
    const signIn = (e: string, password: string) => t.api('POST', '/auth/password/sign-in', { as: 'client', json: { email: e, password } });
    knownError(await signIn(email, 'wrong-horse-6'), 'EMAIL_PASSWORD_MISMATCH');
    knownError(await signIn(t.email(), 'correct-horse-6'), 'EMAIL_PASSWORD_MISMATCH');
    const noPassword = t.email();
    await createUser(t, { primary_email: noPassword, primary_email_auth_enabled: true });
    knownError(await signIn(noPassword, 'correct-horse-6'), 'EMAIL_PASSWORD_MISMATCH');
  },
});
