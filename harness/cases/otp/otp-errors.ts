import { defineCase } from '../../define-case.js';
import * as expect from '../../expect.js';
import { knownError, schemaError } from '../../known-errors.js';
import { signUp } from '../../flows.js';

export const otpCodeErrors = defineCase({
  area: 'otp',
  name: 'otp-code-not-found-and-length',
  endpoints: ['POST /api/v1/auth/otp/sign-in', 'POST /api/v1/auth/otp/sign-in/check-code'],
  async run(t) {
    knownError(await t.api('POST', '/auth/otp/sign-in', { as: 'client', json: { code: 'b'.repeat(45) } }), 'VERIFICATION_CODE_NOT_FOUND');
    schemaError(await t.api('POST', '/auth/otp/sign-in', { as: 'client', json: { code: 'b'.repeat(46) } }), 'POST', '/api/v1/auth/otp/sign-in', [
      'body.code must be exactly 45 characters',
    ]);
  },
});

export const otpSendErrors = defineCase({
  area: 'otp',
  name: 'otp-send-errors',
  endpoints: ['POST /api/v1/auth/otp/send-sign-in-code'],
  async run(t) {
    const send = (email: string, callback_url = t.callbackUrl) => t.api('POST', '/auth/otp/send-sign-in-code', { as: 'client', json: { email, callback_url } });
    knownError(await send(t.email(), t.untrustedCallbackUrl), 'REDIRECT_URL_NOT_WHITELISTED');
    // an auth e-mail that is not verified yet belongs to someone else's unfinished sign-up
    const email = t.email();
    await signUp(t, email, 'correct-horse-20');
    knownError(await send(email), 'USER_EMAIL_ALREADY_EXISTS');
  },
});

export const otpProjectFlags = defineCase({
  area: 'otp',
  name: 'otp-magic-link-and-sign-up-flags',
  endpoints: ['POST /api/v1/auth/otp/send-sign-in-code'],
  async run(t) {
    const project = await t.newProject();
    const json = { email: t.email(), callback_url: t.callbackUrl };
    expect.text(await t.api('POST', '/auth/otp/send-sign-in-code', { as: 'client', project, json }), 403, 'Magic link is not enabled for this project');
    expect.status(await t.api('PATCH', '/projects/current', { as: 'admin', project, json: { config: { magic_link_enabled: true, sign_up_enabled: false } } }), 200);
    knownError(await t.api('POST', '/auth/otp/send-sign-in-code', { as: 'client', project, json }), 'SIGN_UP_NOT_ENABLED');
  },
});
