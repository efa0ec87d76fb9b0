import { defineCase } from '../../define-case.js';
import * as expect from '../../expect.js';
import { knownError } from '../../known-errors.js';
import { me } from '../../flows.js';
import { softAuthenticator } from '../../soft-authenticator.js';
import { initiateAuth, ORIGIN, registered, SENTINEL } from './passkey-helpers.js';

export const passkeyDisabled = defineCase({
  area: 'passkey',
  name: 'passkey-not-enabled',
  endpoints: ['POST /api/v1/auth/passkey/initiate-passkey-authentication'],
  async run(t) {
    knownError(await t.api('POST', '/auth/passkey/initiate-passkey-authentication', { as: 'client', json: {} }), 'PASSKEY_AUTHENTICATION_NOT_ENABLED');
  },
});

export const passkeySignIn = defineCase({
  area: 'passkey',
  name: 'register-then-sign-in',
  endpoints: ['POST /api/v1/auth/passkey/register', 'POST /api/v1/auth/passkey/initiate-passkey-authentication', 'POST /api/v1/auth/passkey/sign-in'],
  async run(t) {
    const { project, session, authenticator } = await registered(t);
    const user = expect.json(await me(t, session, 'client', project), 200);
    expect.equal(user.passkey_auth_enabled, true, 'passkey_auth_enabled after registering');
    const { options, code, res } = await initiateAuth(t, project);
    expect.equal(
      { allowCredentials: options.allowCredentials, rpId: options.rpId, timeout: options.timeout, userVerification: options.userVerification },
      { allowCredentials: [], rpId: SENTINEL, timeout: 60000, userVerification: 'preferred' },
      'authentication options_json',
      res,
    );
    const response = authenticator.authenticate(String(options.challenge), ORIGIN, Buffer.from(session.userId).toString('base64url'));
    const signIn = () => t.api('POST', '/auth/passkey/sign-in', { as: 'client', project, json: { authentication_response: response, code } });
    const body = expect.json(await signIn(), 200);
    expect.keys(body, ['refresh_token', 'access_token', 'is_new_user', 'user_id'], 'passkey sign-in response');
    expect.equal({ n: body.is_new_user, id: body.user_id }, { n: false, id: session.userId }, 'passkey sign-in user');
    knownError(await signIn(), 'VERIFICATION_CODE_ALREADY_USED');
  },
});

export const passkeyFailures = defineCase({
  area: 'passkey',
  name: 'sign-in-failures',
  endpoints: ['POST /api/v1/auth/passkey/sign-in'],
  async run(t) {
    const { project, session, authenticator } = await registered(t);
    const handle = Buffer.from(session.userId).toString('base64url');
    const attempt = async (make: (challenge: string) => Record<string, unknown>) => {
      const { options, code } = await initiateAuth(t, project);
      return t.api('POST', '/auth/passkey/sign-in', { as: 'client', project, json: { authentication_response: make(String(options.challenge)), code } });
    };
    const failed = (message: string) => ({ message });
    knownError(await attempt((c) => softAuthenticator().authenticate(c, ORIGIN, handle)), 'PASSKEY_AUTHENTICATION_FAILED', undefined, failed('Passkey not found'));
    knownError(
      await attempt((c) => authenticator.authenticate(c, 'https://evil.conformance-untrusted.example.org', handle)),
      'PASSKEY_AUTHENTICATION_FAILED',
      undefined,
      failed('Passkey authentication failed because the origin is not allowed'),
    );
    knownError(
      await attempt((c) => {
        // a well-formed signature over other authenticator data (a later counter)
        const r = authenticator.authenticate(c, ORIGIN, handle) as { response: Record<string, string> };
        const later = authenticator.authenticate(c, ORIGIN, handle) as { response: Record<string, string> };
        r.response.signature = later.response.signature;
        return r;
      }),
      'PASSKEY_AUTHENTICATION_FAILED',
      undefined,
      failed('The signature of the authentication response could not be verified with the stored public key tied to this credential ID'),
    );
  },
});

export const passkeyChallengeExpires = defineCase({
  area: 'passkey',
  name: 'authentication-challenge-expires-after-65-seconds',
  endpoints: ['POST /api/v1/auth/passkey/sign-in'],
  needs: ['clock'],
  async run(t) {
    const { project, session, authenticator } = await registered(t);
    const { options, code } = await initiateAuth(t, project);
    await t.clock!.advance(66_000);
    const response = authenticator.authenticate(String(options.challenge), ORIGIN, Buffer.from(session.userId).toString('base64url'));
    knownError(await t.api('POST', '/auth/passkey/sign-in', { as: 'client', project, json: { authentication_response: response, code } }), 'VERIFICATION_CODE_EXPIRED');
  },
});
