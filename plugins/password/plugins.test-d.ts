import { describe, expectTypeOf, it } from 'vitest';
import { createClient } from '../../kernel/index.js';
import type { AuthError, Result } from '../../kernel/index.js';
import { contactChannels, type ContactChannel } from '../contact-channels/index.js';
import { otp } from '../otp/index.js';
import { password, type SignInResult } from './index.js';

describe('password(), otp() and contactChannels() on a client', () => {
  const c = createClient({ projectId: 'p', plugins: [password(), otp(), contactChannels()] });

  it('adds exactly their namespaces with typed Results', () => {
    expectTypeOf(c.password.signIn).returns.resolves.toEqualTypeOf<Result<SignInResult>>();
    expectTypeOf(c.otp.signInWithMagicLink).parameter(0).toEqualTypeOf<string>();
    expectTypeOf(c.otp.sendMagicLinkEmail).returns.resolves.toEqualTypeOf<Result<{ nonce: string }>>();
    expectTypeOf(c.contactChannels.list).returns.resolves.toEqualTypeOf<Result<ContactChannel[]>>();
    expectTypeOf(c.contactChannels.forUser('id').delete).returns.resolves.toEqualTypeOf<Result<void>>();
    expectTypeOf(c).not.toHaveProperty('passkey');
  });

  it('narrows errors to AuthError and data after a check', async () => {
    const r = await c.password.signUp({ email: 'a@example.com', password: 'x' });
    if (r.error) expectTypeOf(r.error).toEqualTypeOf<AuthError>();
    else expectTypeOf(r.data.isNewUser).toEqualTypeOf<boolean>();
  });

  it('only password() alone: no otp namespace', () => {
    const only = createClient({ projectId: 'p', plugins: [password()] });
    expectTypeOf(only).toHaveProperty('password');
    expectTypeOf(only).not.toHaveProperty('otp');
  });
});
