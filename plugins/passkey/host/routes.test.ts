import { describe, expect, it } from 'vitest';
import { createKit, knownBody, type Kit } from '../../password/test-kit.js';
import { createTestAuthenticator } from '../test-authenticator.js';
import { RP_ID_SENTINEL } from '../contract.js';

const ORIGIN = 'http://localhost:3000';
const failed = (code: string, message: string) => knownBody(code, message);

async function kitWithUser(): Promise<{ k: Kit; token: string; userId: string }> {
  const k = createKit();
  k.setConfig({ passkey_enabled: true });
  const s = await k.signUp('pat@example.com');
  return { k, token: s.access_token, userId: s.user_id };
}

async function register(k: Kit, token: string, origin = ORIGIN, auth = createTestAuthenticator()) {
  const init = await k.call('POST', '/auth/passkey/initiate-passkey-registration', { accessToken: token, body: {} });
  const options = { ...init.body.options_json, rp: { ...init.body.options_json.rp, id: new URL(origin).hostname } };
  const credential = auth.register(options, origin);
  const res = await k.call('POST', '/auth/passkey/register', { accessToken: token, body: { credential, code: init.body.code } });
  return { init, res, auth };
}

async function signIn(k: Kit, auth: ReturnType<typeof createTestAuthenticator>, origin = ORIGIN) {
  const init = await k.call('POST', '/auth/passkey/initiate-passkey-authentication', { body: {} });
  const response = auth.authenticate({ ...init.body.options_json, rpId: new URL(origin).hostname }, origin);
  return { init, response, res: await k.call('POST', '/auth/passkey/sign-in', { body: { authentication_response: response, code: init.body.code } }) };
}

describe('passkey host routes', () => {
  it('refuses every route when passkeys are disabled', async () => {
    const k = createKit();
    const s = await k.signUp('a@example.com');
    const off = knownBody('PASSKEY_AUTHENTICATION_NOT_ENABLED', 'Passkey authentication is not enabled for this project.');
    for (const path of ['initiate-passkey-registration', 'initiate-passkey-authentication']) {
      const r = await k.call('POST', `/auth/passkey/${path}`, { accessToken: s.access_token, body: {} });
      expect([r.status, r.text]).toEqual([400, off]);
    }
  });

  it('gives registration options with the sentinel rp id and a 45-char code; needs a user', async () => {
    const { k, token, userId } = await kitWithUser();
    const r = await k.call('POST', '/auth/passkey/initiate-passkey-registration', { accessToken: token, body: {} });
    expect(r.status).toBe(200);
    expect(r.body.code).toMatch(/^[0-9a-z]{45}$/);
    const { challenge, ...rest } = r.body.options_json;
    expect(challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(rest).toEqual({
      rp: { name: 'Stack Dashboard', id: RP_ID_SENTINEL },
      user: { id: Buffer.from(userId).toString('base64url'), name: 'pat@example.com', displayName: 'pat@example.com' },
      pubKeyCredParams: [{ alg: -8, type: 'public-key' }, { alg: -7, type: 'public-key' }, { alg: -257, type: 'public-key' }],
      timeout: 60000,
      attestation: 'none',
      excludeCredentials: [],
      authenticatorSelection: { residentKey: 'required', userVerification: 'preferred', requireResidentKey: true },
      extensions: { credProps: true },
    });
    const anon = await k.call('POST', '/auth/passkey/initiate-passkey-registration', { body: {} });
    expect(anon.body.details.message).toBe('Request validation failed on POST /api/v1/auth/passkey/initiate-passkey-registration:\n  - auth.user must be defined');
  });

  it('registers a real credential, enables passkey auth, then signs in with a real assertion (counter stored)', async () => {
    const { k, token, userId } = await kitWithUser();
    const { res, auth } = await register(k, token);
    expect([res.status, res.body]).toEqual([200, { user_handle: auth.credentialId }]);
    const row = k.host.table<{ id: string; user_id: string; counter: number; public_key: string; transports: string[] }>('passkeys').get(auth.credentialId!);
    expect(row).toMatchObject({ user_id: userId, project_id: 'internal', counter: 0, transports: ['internal'] });
    expect((await k.call('GET', '/users/me', { accessToken: token })).body.passkey_auth_enabled).toBe(true);

    const init = await k.call('POST', '/auth/passkey/initiate-passkey-authentication', { body: {} });
    const { challenge, ...rest } = init.body.options_json;
    expect(typeof challenge).toBe('string');
    expect(rest).toEqual({ allowCredentials: [], rpId: RP_ID_SENTINEL, timeout: 60000, userVerification: 'preferred' });
    const response = auth.authenticate({ ...init.body.options_json, rpId: 'localhost' }, ORIGIN);
    const body = { authentication_response: response, code: init.body.code };
    const r = await k.call('POST', '/auth/passkey/sign-in', { body });
    expect(r.status).toBe(200);
    expect(Object.keys(r.body)).toEqual(['refresh_token', 'access_token', 'is_new_user', 'user_id']);
    expect([r.body.is_new_user, r.body.user_id]).toEqual([false, userId]);
    expect(k.host.table<{ id: string; counter: number }>('passkeys').get(auth.credentialId!)!.counter).toBe(1);
    const again = await k.call('POST', '/auth/passkey/sign-in', { body });
    expect([again.status, again.text]).toEqual([409, knownBody('VERIFICATION_CODE_ALREADY_USED', 'The verification link has already been used.')]);
  });

  it('keeps one passkey per user: registering again replaces it', async () => {
    const { k, token, userId } = await kitWithUser();
    const first = await register(k, token);
    const second = await register(k, token);
    expect(first.auth.credentialId).not.toBe(second.auth.credentialId);
    expect(k.host.table<{ id: string; user_id: string }>('passkeys').filter((p) => p.user_id === userId).map((p) => p.id)).toEqual([second.auth.credentialId]);
    expect((await signIn(k, first.auth)).res.text).toBe(failed('PASSKEY_AUTHENTICATION_FAILED', 'Passkey not found'));
    expect((await signIn(k, second.auth)).res.status).toBe(200);
  });

  it('applies the origin rules on registration (localhost flag, exact domain) and verifies the response', async () => {
    const { k, token } = await kitWithUser();
    k.setConfig({ domains: [{ domain: 'https://app.example.com', handler_path: '/handler' }] });
    expect((await register(k, token, 'https://evil.example.com')).res.text).toBe(failed('PASSKEY_AUTHENTICATION_FAILED', 'Passkey registration failed because the origin is not allowed'));
    expect((await register(k, token, 'https://app.example.com')).res.status).toBe(200);
    k.setConfig({ allow_localhost: false });
    const local = await register(k, token);
    expect([local.res.status, local.res.text]).toEqual([400, failed('PASSKEY_AUTHENTICATION_FAILED', 'Passkey registration failed because localhost is not allowed')]);
    k.setConfig({ allow_localhost: true });
    // a credential made for another challenge does not verify
    const init = await k.call('POST', '/auth/passkey/initiate-passkey-registration', { accessToken: token, body: {} });
    const other = createTestAuthenticator().register({ ...init.body.options_json, challenge: 'b3RoZXI', rp: { name: 'x', id: 'localhost' } }, ORIGIN);
    const bad = await k.call('POST', '/auth/passkey/register', { accessToken: token, body: { credential: other, code: init.body.code } });
    expect([bad.status, bad.headers.get('x-stack-known-error'), bad.body.error]).toEqual([400, 'PASSKEY_REGISTRATION_FAILED', 'Passkey registration failed because the verification response is invalid']);
  });

  it('refuses unknown credentials, foreign origins, wrong signatures and expired challenges', async () => {
    const { k, token } = await kitWithUser();
    const { auth } = await register(k, token);
    const stranger = createTestAuthenticator(); // made a credential this host never saw
    stranger.register({ challenge: 'eA', rp: { name: 'x', id: 'localhost' }, user: { id: 'dQ', name: 'u', displayName: 'u' }, pubKeyCredParams: [] }, ORIGIN);
    expect((await signIn(k, stranger)).res.text).toBe(failed('PASSKEY_AUTHENTICATION_FAILED', 'Passkey not found'));
    expect((await signIn(k, auth, 'https://evil.example.com')).res.text).toBe(failed('PASSKEY_AUTHENTICATION_FAILED', 'Passkey authentication failed because the origin is not allowed'));

    const init = await k.call('POST', '/auth/passkey/initiate-passkey-authentication', { body: {} });
    const opts = { ...init.body.options_json, rpId: 'localhost' };
    const r = auth.authenticate(opts, ORIGIN);
    r.response.signature = auth.authenticate(opts, ORIGIN).response.signature; // valid signature over other data
    const bad = await k.call('POST', '/auth/passkey/sign-in', { body: { authentication_response: r, code: init.body.code } });
    expect(bad.text).toBe(failed('PASSKEY_AUTHENTICATION_FAILED', 'The signature of the authentication response could not be verified with the stored public key tied to this credential ID'));

    const late = await k.call('POST', '/auth/passkey/initiate-passkey-authentication', { body: {} });
    k.host.advanceClock(65_001);
    const expired = await k.call('POST', '/auth/passkey/sign-in', { body: { authentication_response: auth.authenticate({ ...late.body.options_json, rpId: 'localhost' }, ORIGIN), code: late.body.code } });
    expect([expired.status, expired.body.code]).toEqual([400, 'VERIFICATION_CODE_EXPIRED']);
  });

  it('asks for MFA when the user has TOTP', async () => {
    const { k, token, userId } = await kitWithUser();
    const { auth } = await register(k, token);
    k.host.users.put({ ...k.host.users.get(userId)!, totp_secret_base64: 'AAAAAAAAAAAAAAAAAAAAAAAAAAA=' });
    const { res } = await signIn(k, auth);
    expect([res.status, res.body.code]).toEqual([400, 'MULTI_FACTOR_AUTHENTICATION_REQUIRED']);
    expect(res.body.details.attempt_code).toMatch(/^[0-9a-z]{45}$/);
  });
});
