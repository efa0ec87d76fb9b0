import { describe, expectTypeOf, it } from 'vitest';
import { createClient } from '../../kernel/create-client.js';
import type { AuthError } from '../../kernel/errors.js';
import type { Result } from '../../kernel/plugin.js';
import { mfa, type MfaEnabled, type MfaSetup, type MfaSignInResult } from './mfa.js';

describe('mfa() types', () => {
  const c = createClient({ projectId: 'p', plugins: [mfa()] });

  it('a client with [mfa()] has .mfa and no .admin', () => {
    expectTypeOf(c).toHaveProperty('mfa');
    expectTypeOf(c).not.toHaveProperty('admin');
  });

  it('methods return Results', async () => {
    expectTypeOf(c.mfa.enable).returns.resolves.toEqualTypeOf<Result<MfaEnabled>>();
    expectTypeOf(c.mfa.prepare).returns.resolves.toEqualTypeOf<Result<MfaSetup>>();
    // a confirmed enable needs both the setup and the code's type
    // @ts-expect-error code must be a string
    void c.mfa.enable({ setup: {} as MfaSetup, code: 123456 });
    expectTypeOf(c.mfa.signIn).parameter(0).toEqualTypeOf<{ totp: string; attemptCode?: string }>();
    expectTypeOf(c.mfa.pendingAttempt).returns.toEqualTypeOf<string | null>();
    const r = await c.mfa.signIn({ totp: '123456' });
    if (r.error) expectTypeOf(r.error).toEqualTypeOf<AuthError>();
    else expectTypeOf(r.data).toEqualTypeOf<MfaSignInResult>();
  });
});
