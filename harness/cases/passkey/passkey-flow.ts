import { defineCase } from '../../define-case';
import * as expect from '../../expect';
import { knownError, schemaError } from '../../known-errors';
import { me, userWithSession } from '../../flows';
import type { CaseContext, Session } from '../../case-context';
import type { ProjectCreds } from '../../types';
import { softAuthenticator, type SoftAuthenticator } from '../../soft-authenticator';

const ORIGIN = 'http://localhost:3000';
const SENTINEL = 'THIS_VALUE_WILL_BE_REPLACED.example.com';

async function initiateAuth(t: CaseContext, project: ProjectCreds) {
  const res = await t.api('POST', '/auth/passkey/initiate-passkey-authentication', { as: 'client', project, json: {} });
  const body = expect.json(res, 200);
  expect.keys(body, ['options_json', 'code'], 'initiate authentication', res);
  return { options: body.options_json as Record<string, unknown>, code: String(body.code), res };
}

/** Registers a soft authenticator for a new user of a passkey-enabled project. */
export async function registered(t: CaseContext): Promise<{ project: ProjectCreds; session: Session; authenticator: SoftAuthenticator }> {
  const project = await t.newProject({ passkey_enabled: true });
  const { session } = await userWithSession(t, { display_name: 'Pat Key' }, project);
  const init = await t.api('POST', '/auth/passkey/initiate-passkey-registration', { as: 'client', project, session, json: {} });
  const body = expect.json(init, 200);
  const options = body.options_json as Record<string, unknown>;
  const authenticator = softAuthenticator();
  const credential = authenticator.register(String(options.challenge), ORIGIN);
  const reg = await t.api('POST', '/auth/passkey/register', { as: 'client', project, session, json: { credential, code: body.code } });
  expect.json(reg, 200, { user_handle: authenticator.credentialId });
  return { project, session, authenticator };
}

export const passkeyDisabled = defineCase({
  area: 'passkey',
  name: 'passkey-not-enabled',
  endpoints: ['POST /api/v1/auth/passkey/initiate-passkey-authentication'],
  async run(t) {
    knownError(await t.api('POST', '/auth/passkey/initiate-passkey-authentication', { as: 'client', json: {} }), 'PASSKEY_AUTHENTICATION_NOT_ENABLED');
  },
});

export const registrationOptions = defineCase({
  area: 'passkey',
  name: 'registration-options',
  endpoints: ['POST /api/v1/auth/passkey/initiate-passkey-registration'],
  async run(t) {
    const project = await t.newProject({ passkey_enabled: true });
    const { session } = await userWithSession(t, { display_name: 'Pat Key' }, project);
    const res = await t.api('POST', '/auth/passkey/initiate-passkey-registration', { as: 'client', project, session, json: {} });
    const body = expect.json(res, 200);
    expect.keys(body, ['options_json', 'code'], 'initiate registration', res);
    expect.matches(body.code, /^[0-9a-z]{45}$/, 'code (45 chars)', res);
    const o = body.options_json as Record<string, unknown>;
    const userId = Buffer.from(session.userId, 'utf8').toString('base64url');
    expect.equal(
      {
        rp: o.rp, user: o.user, pubKeyCredParams: o.pubKeyCredParams, timeout: o.timeout, attestation: o.attestation,
        excludeCredentials: o.excludeCredentials, authenticatorSelection: o.authenticatorSelection, extensions: o.extensions,
      },
      {
        rp: { name: project.displayName, id: SENTINEL },
        user: { id: userId, name: 'Pat Key', displayName: 'Pat Key' },
        pubKeyCredParams: [{ alg: -8, type: 'public-key' }, { alg: -7, type: 'public-key' }, { alg: -257, type: 'public-key' }],
        timeout: 60000,
        attestation: 'none',
        excludeCredentials: [],
        authenticatorSelection: { residentKey: 'required', userVerification: 'preferred', requireResidentKey: true },
        extensions: { credProps: true },
      },
      'registration options_json',
      res,
    );
    expect.type(o.challenge, 'string', 'challenge', res);
    schemaError(
      await t.api('POST', '/auth/passkey/initiate-passkey-registration', { as: 'client', project, json: {} }),
      'POST',
      '/api/v1/auth/passkey/initiate-passkey-registration',
      ['auth.user must be defined'],
    );
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

export const registrationOrigins = defineCase({
  area: 'passkey',
  name: 'registration-origin-rules',
  endpoints: ['POST /api/v1/auth/passkey/register'],
  async run(t) {
    const project = await t.newProject({ passkey_enabled: true, domains: [{ domain: 'https://app.conformance.example.com', handler_path: '/handler' }] });
    const { session } = await userWithSession(t, {}, project);
    const register = async (origin: string) => {
      const init = expect.json(await t.api('POST', '/auth/passkey/initiate-passkey-registration', { as: 'client', project, session, json: {} }), 200);
      const credential = softAuthenticator().register(String((init.options_json as Record<string, unknown>).challenge), origin);
      return t.api('POST', '/auth/passkey/register', { as: 'client', project, session, json: { credential, code: init.code } });
    };
    const refused = (message: string) => ({ message });
    // unlike redirect URLs, 127.x is not "localhost" for passkeys
    knownError(await register('http://127.0.0.1:3000'), 'PASSKEY_AUTHENTICATION_FAILED', undefined, refused('Passkey registration failed because the origin is not allowed'));
    expect.status(await register('https://app.conformance.example.com'), 200);
    expect.status(await t.api('PATCH', '/projects/current', { as: 'admin', project, json: { config: { allow_localhost: false } } }), 200);
    knownError(await register(ORIGIN), 'PASSKEY_AUTHENTICATION_FAILED', undefined, refused('Passkey registration failed because localhost is not allowed'));
  },
});
