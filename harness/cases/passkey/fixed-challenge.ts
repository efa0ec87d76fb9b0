import { defineCase } from '../../define-case.js';
import * as expect from '../../expect.js';
import { userWithSession } from '../../flows.js';
import { RECORDED_PASSKEY } from './recorded-passkey.js';

/**
 * The fixed test challenge (`STACK_ENABLE_HARDCODED_PASSKEY_CHALLENGE_FOR_TESTING`): both ceremonies use
 * base64url `TU9DSw` (the bytes of `MOCK`), so a recorded registration and assertion verify. Skipped when
 * the host hands out random challenges.
 */
export const fixedChallengeRecorded = defineCase({
  area: 'passkey',
  name: 'fixed-test-challenge-recorded-credential',
  endpoints: [
    'POST /api/v1/auth/passkey/initiate-passkey-registration', 'POST /api/v1/auth/passkey/register',
    'POST /api/v1/auth/passkey/initiate-passkey-authentication', 'POST /api/v1/auth/passkey/sign-in',
  ],
  async run(t) {
    const project = await t.newProject({ passkey_enabled: true, allow_localhost: true });
    const { session } = await userWithSession(t, { display_name: 'Recorded Key' }, project);
    const init = await t.api('POST', '/auth/passkey/initiate-passkey-registration', { as: 'client', project, session, json: {} });
    const reg = expect.json(init, 200);
    const challenge = (reg.options_json as { challenge?: unknown }).challenge;
    if (challenge !== RECORDED_PASSKEY.challenge) t.skip('the host was started without the fixed passkey challenge (random challenges)');
    const registered = await t.api('POST', '/auth/passkey/register', { as: 'client', project, session, json: { credential: RECORDED_PASSKEY.registration, code: reg.code } });
    expect.json(registered, 200, { user_handle: RECORDED_PASSKEY.registration.id });

    const auth = expect.json(await t.api('POST', '/auth/passkey/initiate-passkey-authentication', { as: 'client', project, json: {} }), 200);
    expect.equal((auth.options_json as { challenge?: unknown }).challenge, RECORDED_PASSKEY.challenge, 'authentication challenge');
    const signIn = await t.api('POST', '/auth/passkey/sign-in', { as: 'client', project, json: { authentication_response: RECORDED_PASSKEY.assertion, code: auth.code } });
    const body = expect.json(signIn, 200);
    expect.equal(body.user_id, session.userId, 'signed-in user', signIn);
  },
});
