import { describe, expectTypeOf, it } from 'vitest';
import type { AuthError, ClientErrorCode, KnownErrorCode, ServerErrorCode } from './errors.js';
import type { Result } from './plugin.js';

describe('error codes', () => {
  it('KnownErrorCode covers server and client codes', () => {
    expectTypeOf<'USER_NOT_FOUND'>().toExtend<KnownErrorCode>();
    expectTypeOf<'CONTACT_CHANNEL_ALREADY_USED_FOR_AUTH_BY_SOMEONE_ELSE'>().toExtend<ServerErrorCode>();
    expectTypeOf<'REDIRECT_URL_NOT_TRUSTED'>().toExtend<ClientErrorCode>();
    expectTypeOf<'NETWORK_ERROR' | 'HTTP_ERROR' | 'NOT_SIGNED_IN'>().toExtend<KnownErrorCode>();
    expectTypeOf<'NOT_A_CODE'>().not.toExtend<KnownErrorCode>();
  });

  it('AuthError.code keeps unknown strings but narrows known ones', () => {
    expectTypeOf<string>().toExtend<AuthError['code']>();
    const r = {} as Result<number>;
    if (r.error) {
      expectTypeOf(r.error.status).toEqualTypeOf<number>();
      expectTypeOf(r.data).toEqualTypeOf<null>();
    } else {
      expectTypeOf(r.data).toEqualTypeOf<number>();
    }
  });
});
