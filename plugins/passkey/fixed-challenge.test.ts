import { describe, expect, it } from 'vitest';
import { createKit, knownBody } from '../password/test-kit.js';
import { RECORDED_PASSKEY } from '../../harness/cases/passkey/recorded-passkey.js';
import { FIXED_PASSKEY_CHALLENGE } from './host/routes.js';

const { registration, assertion } = RECORDED_PASSKEY;

async function kitWithUser(fixedPasskeyChallenge: boolean) {
  const k = createKit({ fixedPasskeyChallenge });
  k.setConfig({ passkey_enabled: true });
  const s = await k.signUp('rec@example.com');
  return { k, token: s.access_token, userId: s.user_id };
}

describe('fixed passkey challenge (tests only)', () => {
  it('is the UTF-8 bytes of MOCK', () => {
    expect(FIXED_PASSKEY_CHALLENGE).toBe('TU9DSw');
    expect(Buffer.from(RECORDED_PASSKEY.challenge, 'base64url').toString('utf8')).toBe('MOCK');
  });

  it('registers and signs in with the recorded credential; real verification still runs', async () => {
    const { k, token, userId } = await kitWithUser(true);
    const init = await k.call('POST', '/auth/passkey/initiate-passkey-registration', { accessToken: token, body: {} });
    expect(init.body.options_json.challenge).toBe('TU9DSw');
    const reg = await k.call('POST', '/auth/passkey/register', { accessToken: token, body: { credential: registration, code: init.body.code } });
    expect([reg.status, reg.body]).toEqual([200, { user_handle: registration.id }]);

    const auth = await k.call('POST', '/auth/passkey/initiate-passkey-authentication', { body: {} });
    expect(auth.body.options_json.challenge).toBe('TU9DSw');
    const signIn = await k.call('POST', '/auth/passkey/sign-in', { body: { authentication_response: assertion, code: auth.body.code } });
    expect(signIn.status).toBe(200);
    expect(signIn.body.user_id).toBe(userId);

    // The counter moved to 1: replaying the same assertion (counter 1 again) is refused.
    const again = await k.call('POST', '/auth/passkey/initiate-passkey-authentication', { body: {} });
    const replay = await k.call('POST', '/auth/passkey/sign-in', { body: { authentication_response: assertion, code: again.body.code } });
    expect(replay.body.code).toBe('PASSKEY_AUTHENTICATION_FAILED');
  });

  it('still verifies signatures: a tampered assertion is refused', async () => {
    const { k, token } = await kitWithUser(true);
    const init = await k.call('POST', '/auth/passkey/initiate-passkey-registration', { accessToken: token, body: {} });
    await k.call('POST', '/auth/passkey/register', { accessToken: token, body: { credential: registration, code: init.body.code } });
    const auth = await k.call('POST', '/auth/passkey/initiate-passkey-authentication', { body: {} });
    const sig = Buffer.from(assertion.response.signature, 'base64url');
    sig[sig.length - 1] ^= 1;
    const tampered = { ...assertion, response: { ...assertion.response, signature: sig.toString('base64url') } };
    const r = await k.call('POST', '/auth/passkey/sign-in', { body: { authentication_response: tampered, code: auth.body.code } });
    expect([r.status, r.text]).toEqual([400, knownBody('PASSKEY_AUTHENTICATION_FAILED', 'The signature of the authentication response could not be verified with the stored public key tied to this credential ID')]);
  });

  it('without the switch the challenge is random and the recording is refused', async () => {
    const { k, token } = await kitWithUser(false);
    const init = await k.call('POST', '/auth/passkey/initiate-passkey-registration', { accessToken: token, body: {} });
    expect(init.body.options_json.challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const reg = await k.call('POST', '/auth/passkey/register', { accessToken: token, body: { credential: registration, code: init.body.code } });
    expect(reg.body.code).toBe('PASSKEY_REGISTRATION_FAILED');
  });
});
