import { defineCase } from '../../define-case.js';
import * as expect from '../../expect.js';
import { knownError, schemaError } from '../../known-errors.js';
import { mailedCode, userWithSession } from '../../flows.js';
import { ownChannels } from './own-channels.js';

export const verifyChannel = defineCase({
  area: 'contact-channels',
  name: 'verification-code-single-use',
  endpoints: [
    'POST /api/v1/contact-channels/:user_id/:contact_channel_id/send-verification-code',
    'POST /api/v1/contact-channels/verify/check-code',
    'POST /api/v1/contact-channels/verify',
  ],
  needs: ['mailbox'],
  async run(t) {
    const { session, email } = await userWithSession(t);
    const [{ id }] = await ownChannels(t, session);
    const send = () => t.api('POST', `/contact-channels/me/${id}/send-verification-code`, { as: 'client', session, json: { callback_url: t.callbackUrl } });
    expect.json(await send(), 200, { success: true });
    const mail = await mailedCode(t, email);
    expect.equal(mail.subject, `Verify your email at ${t.project.displayName}`, 'verification e-mail subject');
    expect.json(await t.api('POST', '/contact-channels/verify/check-code', { as: 'client', json: { code: mail.code } }), 200, { is_code_valid: true });
    const verify = () => t.api('POST', '/contact-channels/verify', { as: 'client', json: { code: mail.code } });
    expect.json(await verify(), 200, { success: true });
    knownError(await verify(), 'VERIFICATION_CODE_ALREADY_USED');
    expect.equal((await ownChannels(t, session))[0].is_verified, true, 'channel verified');
    knownError(await send(), 'EMAIL_ALREADY_VERIFIED');
  },
});

export const sendVerificationErrors = defineCase({
  area: 'contact-channels',
  name: 'send-verification-code-errors',
  endpoints: ['POST /api/v1/contact-channels/:user_id/:contact_channel_id/send-verification-code'],
  async run(t) {
    const { session } = await userWithSession(t);
    const other = await userWithSession(t);
    const [{ id }] = await ownChannels(t, session);
    const send = (path: string, callback_url = t.callbackUrl) =>
      t.api('POST', `/contact-channels/${path}/send-verification-code`, { as: 'client', session, json: { callback_url } });
    knownError(await send(`me/${id}`, t.untrustedCallbackUrl), 'REDIRECT_URL_NOT_WHITELISTED');
    expect.text(await send('me/00000000-0000-4000-8000-000000000000'), 404, 'Contact channel not found');
    expect.text(await send(`${other.session.userId}/${id}`), 400, 'Can only send verification code for your own user');
  },
});

export const legacySendVerification = defineCase({
  area: 'contact-channels',
  name: 'legacy-send-verification-code',
  endpoints: ['POST /api/v1/contact-channels/send-verification-code'],
  async run(t) {
    const { session, email } = await userWithSession(t);
    const send = (e: string, s: typeof session | null = session) =>
      t.api('POST', '/contact-channels/send-verification-code', { as: 'client', session: s ?? undefined, json: { email: e, callback_url: t.callbackUrl } });
    const wrong = t.email();
    knownError(await send(wrong), 'EMAIL_IS_NOT_PRIMARY_EMAIL', { email: wrong, primary_email: email });
    expect.json(await send(email), 200, { success: true });
    schemaError(await send(email, null), 'POST', '/api/v1/contact-channels/send-verification-code', ['auth.user must be defined']);
    const verified = await userWithSession(t, { primary_email_verified: true });
    knownError(await send(verified.email, verified.session), 'EMAIL_ALREADY_VERIFIED');
  },
});

export const verifyCodeNotFound = defineCase({
  area: 'contact-channels',
  name: 'verify-code-not-found',
  endpoints: ['POST /api/v1/contact-channels/verify', 'POST /api/v1/contact-channels/verify/check-code'],
  async run(t) {
    knownError(await t.api('POST', '/contact-channels/verify', { as: 'client', json: { code: 'c'.repeat(45) } }), 'VERIFICATION_CODE_NOT_FOUND');
    knownError(await t.api('POST', '/contact-channels/verify/check-code', { as: 'server', json: { code: 'c'.repeat(45) } }), 'VERIFICATION_CODE_NOT_FOUND');
  },
});
