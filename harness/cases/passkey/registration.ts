import { defineCase } from '../../define-case.js';
import * as expect from '../../expect.js';
import { knownError, schemaError } from '../../known-errors.js';
import { userWithSession } from '../../flows.js';
import { softAuthenticator } from '../../soft-authenticator.js';
import { ORIGIN, SENTINEL } from './passkey-helpers.js';

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
