import { describe, expect, it, vi } from 'vitest';
import { WebAuthnError } from '@simplewebauthn/browser';
import { createKit, createTestClient } from '../password/test-kit.js';
import { passkey, type WebAuthnApi } from './index.js';
import { createTestAuthenticator } from './test-authenticator.js';

const ORIGIN = 'http://localhost:3000';

async function setup(webauthn?: WebAuthnApi, page?: string | null) {
  const k = createKit();
  k.setConfig({ passkey_enabled: true });
  const s = await k.signUp('pat@example.com');
  const auth = createTestAuthenticator();
  const { client, requests } = createTestClient(k, [passkey({ webauthn: webauthn ?? auth.webauthn(ORIGIN) })], { page });
  client.kernel.session.set({ accessToken: s.access_token, refreshToken: s.refresh_token });
  return { k, s, auth, client, requests };
}

describe('passkey() client plugin', () => {
  it('registers with the page hostname as rp id, then signs in a fresh client and stores its session', async () => {
    const { k, s, auth, client } = await setup();
    const reg = await client.passkey.register();
    expect(reg).toEqual({ data: { userHandle: auth.credentialId }, error: null });
    expect((await client.getUser())?.passkeyAuthEnabled).toBe(true);

    const fresh = createTestClient(k, [passkey({ webauthn: auth.webauthn(ORIGIN) })]).client;
    const r = await fresh.passkey.signIn();
    expect(r).toEqual({ data: { userId: s.user_id, isNewUser: false }, error: null });
    expect(fresh.kernel.session.get().refreshToken).toMatch(/^[0-9a-z]{45}$/);
    expect((await fresh.getUser())?.id).toBe(s.user_id);
  });

  it('maps browser WebAuthn errors to PASSKEY_WEBAUTHN_ERROR (rp id of another site is refused by the authenticator)', async () => {
    // The page says evil.example.com while the "browser" runs on localhost: the authenticator refuses the rp id.
    const { client } = await setup(createTestAuthenticator().webauthn(ORIGIN), 'http://evil.example.com/handler/sign-in');
    const r = await client.passkey.register();
    expect(r.error?.code).toBe('PASSKEY_WEBAUTHN_ERROR');
    expect(r.error?.details).toEqual({ message: 'The RP ID "evil.example.com" is invalid for this domain', code: 'ERROR_INVALID_RP_ID' });
  });

  it('reports aborted ceremonies and other failures with the fixed passkey messages', async () => {
    const aborted: WebAuthnApi = {
      browserSupportsWebAuthn: () => true,
      startRegistration: async () => {
        throw new WebAuthnError({ message: 'Registration ceremony was sent an abort signal', code: 'ERROR_CEREMONY_ABORTED', cause: new Error('AbortError') });
      },
      startAuthentication: async () => {
        throw new Error('Authentication was not completed');
      },
    };
    const { client } = await setup(aborted);
    const reg = await client.passkey.register();
    expect([reg.error?.code, reg.error?.message, reg.error?.details?.code]).toEqual(['PASSKEY_WEBAUTHN_ERROR', 'Registration ceremony was sent an abort signal', 'ERROR_CEREMONY_ABORTED']);
    const sign = await client.passkey.signIn();
    expect([sign.error?.code, sign.error?.message]).toEqual(['PASSKEY_AUTHENTICATION_FAILED', 'Failed to sign in with passkey']);
  });

  it('says WebAuthn is unsupported (default @simplewebauthn/browser in Node) and never calls the server to register', async () => {
    const k = createKit();
    k.setConfig({ passkey_enabled: true });
    const s = await k.signUp('n@example.com');
    const { client, requests } = createTestClient(k, [passkey()]);
    client.kernel.session.set({ accessToken: s.access_token, refreshToken: s.refresh_token });
    const r = await client.passkey.signIn();
    expect([r.error?.code, r.error?.message]).toEqual(['PASSKEY_WEBAUTHN_ERROR', 'WebAuthn is not supported in this browser']);
    expect(requests).toEqual(['POST /api/v1/auth/passkey/initiate-passkey-authentication']);
  });

  it('reports initiation failures and refuses to run without a page hostname', async () => {
    const k = createKit(); // passkeys disabled
    const s = await k.signUp('d@example.com');
    const { client } = createTestClient(k, [passkey({ webauthn: createTestAuthenticator().webauthn(ORIGIN) })]);
    client.kernel.session.set({ accessToken: s.access_token, refreshToken: s.refresh_token });
    const reg = await client.passkey.register();
    expect([reg.error?.code, reg.error?.message]).toEqual(['PASSKEY_REGISTRATION_FAILED', 'Failed to get initiation options for passkey registration']);
    const sign = await client.passkey.signIn();
    expect([sign.error?.code, sign.error?.message]).toEqual(['PASSKEY_AUTHENTICATION_FAILED', 'Failed to get initiation options for passkey authentication']);
    const headless = createTestClient(k, [passkey({ webauthn: vi.fn() as unknown as WebAuthnApi })], { page: null }).client;
    await expect(headless.passkey.signIn()).rejects.toThrow('Passkeys need a page hostname');
  });
});
