import { defineCase } from '../../define-case.js';
import * as expect from '../../expect.js';
import { createUser } from '../../flows.js';

/** bcrypt (cost 10) of "imported-password-1", made with the `bcrypt` package. */
const BCRYPT_HASH = '$2b$10$jcD/aWGBxz.ER36TbLkE0OkcxX5ZLARRlG/9L0U6NqITwAr8H0cFS';

export const importedPasswordHash = defineCase({
  area: 'password',
  name: 'sign-in-with-imported-bcrypt-hash',
  endpoints: ['POST /api/v1/users', 'POST /api/v1/auth/password/sign-in'],
  async run(t) {
    const email = t.email();
    const user = await createUser(t, { primary_email: email, primary_email_auth_enabled: true, password_hash: BCRYPT_HASH });
    expect.equal(user.has_password, true, 'has_password with an imported hash');
    const res = await t.api('POST', '/auth/password/sign-in', { as: 'client', json: { email, password: 'imported-password-1' } });
    expect.equal(expect.json(res, 200).user_id, user.id, 'sign-in with the imported password', res);
    expect.text(
      await t.api('POST', '/users', { as: 'server', json: { password_hash: 'plain-text-is-not-a-hash' } }),
      400,
      "Invalid password hash. Make sure it's a supported algorithm in Modular Crypt Format.",
    );
  },
});

export const signUpUntrustedCallback = defineCase({
  area: 'password',
  name: 'sign-up-with-untrusted-callback-still-succeeds',
  endpoints: ['POST /api/v1/auth/password/sign-up'],
  async run(t) {
    const res = await t.api('POST', '/auth/password/sign-up', {
      as: 'client',
      json: { email: t.email(), password: 'correct-horse-30', verification_callback_url: t.untrustedCallbackUrl },
    });
    expect.keys(expect.json(res, 200), ['access_token', 'refresh_token', 'user_id'], 'sign-up response', res);
  },
});
