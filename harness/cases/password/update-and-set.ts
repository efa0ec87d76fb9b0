import { defineCase } from '../../define-case.js';
import * as expect from '../../expect.js';
import { knownError, schemaError } from '../../known-errors.js';
import { createSession, refreshGrant, signUp, userWithSession } from '../../flows.js';

export const updatePassword = defineCase({
  area: 'password',
  name: 'update-password-keeps-this-session',
  endpoints: ['POST /api/v1/auth/password/update'],
  async run(t) {
    const email = t.email();
    const session = await signUp(t, email, 'correct-horse-12');
    const other = await createSession(t, session.userId);
    const update = (json: Record<string, string>) => t.api('POST', '/auth/password/update', { as: 'client', session, json });
    knownError(await update({ old_password: 'wrong-horse-12', new_password: 'next-horse-12' }), 'PASSWORD_CONFIRMATION_MISMATCH');
    knownError(await update({ old_password: 'wrong-horse-12', new_password: 'short' }), 'PASSWORD_TOO_SHORT', { min_length: 8 });
    expect.json(await update({ old_password: 'correct-horse-12', new_password: 'next-horse-12' }), 200, { success: true });
    expect.status(await refreshGrant(t, session.refreshToken), 200);
    knownError(await refreshGrant(t, other.refreshToken), 'REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED');
    schemaError(
      await t.api('POST', '/auth/password/update', { as: 'client', json: { old_password: 'a-password', new_password: 'b-password' } }),
      'POST',
      '/api/v1/auth/password/update',
      ['auth.user must be defined'],
    );
  },
});

export const setPassword = defineCase({
  area: 'password',
  name: 'set-password-once',
  endpoints: ['POST /api/v1/auth/password/set', 'POST /api/v1/auth/password/update'],
  async run(t) {
    const { session } = await userWithSession(t);
    knownError(
      await t.api('POST', '/auth/password/update', { as: 'client', session, json: { old_password: 'whatever-1', new_password: 'whatever-2' } }),
      'USER_DOES_NOT_HAVE_PASSWORD',
    );
    const set = (password: string) => t.api('POST', '/auth/password/set', { as: 'client', session, json: { password } });
    knownError(await set('short'), 'PASSWORD_TOO_SHORT', { min_length: 8 });
    expect.json(await set('first-horse-13'), 200, { success: true });
    expect.text(await set('second-horse-13'), 400, 'User already has a password set.');
  },
});
