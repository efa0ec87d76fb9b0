import { defineCase } from '../../define-case.js';
import * as expect from '../../expect.js';
import { schemaError } from '../../known-errors.js';
import { userWithSession } from '../../flows.js';

export const totpSecretFlag = defineCase({
  area: 'users',
  name: 'totp-secret-sets-requires-totp-mfa',
  endpoints: ['PATCH /api/v1/users/me', 'PATCH /api/v1/users/:user_id'],
  async run(t) {
    const { session } = await userWithSession(t);
    const on = expect.json(await t.api('PATCH', '/users/me', { as: 'client', session, json: { totp_secret_base64: Buffer.from('12345678901234567890').toString('base64') } }), 200);
    expect.equal(on.requires_totp_mfa, true, 'requires_totp_mfa after setting a secret');
    const off = expect.json(await t.api('PATCH', `/users/${session.userId}`, { as: 'server', json: { totp_secret_base64: null } }), 200);
    expect.equal(off.requires_totp_mfa, false, 'requires_totp_mfa after clearing it');
    schemaError(
      await t.api('PATCH', '/users/me', { as: 'client', session, json: { totp_secret_base64: 'not base64!' } }),
      'PATCH',
      '/api/v1/users/me',
      ['body.totp_secret_base64 is not valid base64'],
    );
  },
});

export const createUserProjectFlags = defineCase({
  area: 'users',
  name: 'create-user-respects-auth-flags',
  endpoints: ['POST /api/v1/users'],
  async run(t) {
    const project = await t.newProject({ credential_enabled: false });
    const post = (json: unknown) => t.api('POST', '/users', { as: 'server', project, json });
    expect.text(await post({ password: 'a-long-password' }), 400, 'Password auth not enabled in the project');
    expect.text(await post({ otp_auth_enabled: true }), 400, 'OTP auth not enabled in the project');
  },
});
