import { defineCase } from '../../define-case.js';
import * as expect from '../../expect.js';
import { knownError, knownErrorCode, schemaError } from '../../known-errors.js';
import { mailedCode, me, signUp } from '../../flows.js';

export const signUpSuccess = defineCase({
  area: 'password',
  name: 'sign-up-200',
  endpoints: ['POST /api/v1/auth/password/sign-up'],
  async run(t) {
    const email = t.email();
    const res = await t.api('POST', '/auth/password/sign-up', { as: 'client', json: { email, password: 'correct-horse-1', verification_callback_url: t.callbackUrl } });
    const body = expect.json(res, 200);
    expect.keys(body, ['access_token', 'refresh_token', 'user_id'], 'sign-up response', res);
    const user = expect.json(await me(t, { accessToken: String(body.access_token) }, 'server'), 200);
    expect.equal(
      { id: user.id, e: user.primary_email, v: user.primary_email_verified, a: user.primary_email_auth_enabled, p: user.has_password, w: user.auth_with_email },
      { id: body.user_id, e: email, v: false, a: true, p: true, w: true },
      'signed-up user',
    );
  },
});

export const signUpVerificationMail = defineCase({
  area: 'password',
  name: 'sign-up-sends-verification-email',
  endpoints: ['POST /api/v1/auth/password/sign-up', 'POST /api/v1/contact-channels/verify'],
  needs: ['mailbox'],
  async run(t) {
    const email = t.email();
    const session = await signUp(t, email, 'correct-horse-2');
    const mail = await mailedCode(t, email);
    expect.equal(mail.subject, `Verify your email at ${t.project.displayName}`, 'verification e-mail subject');
    expect.check(`${mail.text}${mail.html}`.includes(`${t.callbackUrl}?code=${mail.code}`), 'link = callback URL with ?code=', `${t.callbackUrl}?code=…`, mail.text || mail.html);
    expect.json(await t.api('POST', '/contact-channels/verify', { as: 'client', json: { code: mail.code } }), 200, { success: true });
    const user = expect.json(await me(t, session), 200);
    expect.equal(user.primary_email_verified, true, 'verified after redeeming the code');
  },
});

export const signUpErrors = defineCase({
  area: 'password',
  name: 'sign-up-errors',
  endpoints: ['POST /api/v1/auth/password/sign-up'],
  async run(t) {
    const email = t.email();
    const post = (json: Record<string, unknown>) =>
      t.api('POST', '/auth/password/sign-up', { as: 'client', json: { email, password: 'correct-horse-3', verification_callback_url: t.callbackUrl, ...json } });
    knownError(await post({ password: 'short' }), 'PASSWORD_TOO_SHORT', { min_length: 8 });
    knownError(await post({ password: '' }), 'PASSWORD_TOO_SHORT', { min_length: 8 });
    schemaError(await post({ password: 'x'.repeat(71) }), 'POST', '/api/v1/auth/password/sign-up', ['body.password must be at most 70 characters']);
    knownErrorCode(await post({ email: 'someone@localhost' }), 'SCHEMA_ERROR');
    expect.status(await post({}), 200);
    knownError(await post({}), 'USER_EMAIL_ALREADY_EXISTS');
  },
});

export const signUpDisabled = defineCase({
  area: 'password',
  name: 'sign-up-and-credential-flags',
  endpoints: ['POST /api/v1/auth/password/sign-up', 'POST /api/v1/auth/password/sign-in'],
  async run(t) {
    const project = await t.newProject({ sign_up_enabled: false });
    const json = { email: t.email(), password: 'correct-horse-4', verification_callback_url: t.callbackUrl };
    knownError(await t.api('POST', '/auth/password/sign-up', { as: 'client', project, json }), 'SIGN_UP_NOT_ENABLED');
    expect.status(await t.api('PATCH', '/projects/current', { as: 'admin', project, json: { config: { credential_enabled: false } } }), 200);
    knownError(await t.api('POST', '/auth/password/sign-up', { as: 'client', project, json }), 'PASSWORD_AUTHENTICATION_NOT_ENABLED');
    knownError(await t.api('POST', '/auth/password/sign-in', { as: 'client', project, json: { email: json.email, password: json.password } }), 'PASSWORD_AUTHENTICATION_NOT_ENABLED');
  },
});
