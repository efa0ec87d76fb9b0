import { describe, expect, it, vi } from 'vitest';
import { AuthError, isAuthError, type KnownErrorCode } from './errors.js';
import { isErrorFamily } from './error-families.js';

describe('AuthError', () => {
  it('carries code, status, details and message', () => {
    const e = new AuthError('PASSWORD_TOO_SHORT', 'Password too short. Minimum length is 8.', 400, { min_length: 8 });
    expect(e).toBeInstanceOf(Error);
    expect(e).toMatchObject({ name: 'AuthError', code: 'PASSWORD_TOO_SHORT', status: 400, details: { min_length: 8 } });
    expect(e.message).toBe('Password too short. Minimum length is 8.');
    expect(new AuthError('NETWORK_ERROR', 'x').status).toBe(0);
  });

  it('keeps unknown codes', () => {
    const code: KnownErrorCode | (string & {}) = 'SOMETHING_NEW';
    expect(new AuthError(code, 'm').code).toBe('SOMETHING_NEW');
  });

  it('isAuthError works across a duplicate copy of the module', async () => {
    vi.resetModules();
    // A second instance of the module, as when a bundle is loaded twice.
    // @ts-expect-error query suffix is a vitest module id, not a file
    const copy = (await import('./errors?duplicate')) as typeof import('./errors.js');
    const foreign = new copy.AuthError('USER_NOT_FOUND', 'User not found.', 404);
    expect(foreign).not.toBeInstanceOf(AuthError);
    expect(isAuthError(foreign)).toBe(true);
    expect(copy.isAuthError(new AuthError('USER_NOT_FOUND', 'x'))).toBe(true);
    expect(isAuthError(new Error('x'))).toBe(false);
    expect(isAuthError({ code: 'USER_NOT_FOUND' })).toBe(false);
    expect(isAuthError(null)).toBe(false);
  });
});

describe('isErrorFamily (abstract parent codes)', () => {
  const e = (code: string) => new AuthError(code, code);
  it.each([
    ['ACCESS_TOKEN_EXPIRED', 'INVALID_ACCESS_TOKEN', true],
    ['UNPARSABLE_ACCESS_TOKEN', 'INVALID_ACCESS_TOKEN', true],
    ['INVALID_PROJECT_FOR_ACCESS_TOKEN', 'SESSION_AUTHENTICATION_ERROR', true],
    ['ADMIN_ACCESS_TOKEN_EXPIRED', 'INVALID_ACCESS_TOKEN', false],
    ['ADMIN_ACCESS_TOKEN_EXPIRED', 'INVALID_ADMIN_ACCESS_TOKEN', true],
    ['ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN', 'PROJECT_AUTHENTICATION_ERROR', true],
    ['CLIENT_AUTHENTICATION_REQUIRED', 'PROJECT_AUTHENTICATION_REQUIRED', true],
    ['INSUFFICIENT_ACCESS_TYPE', 'INVALID_PROJECT_AUTHENTICATION', true],
    ['EXPECTED_INTERNAL_PROJECT', 'PROJECT_AUTHENTICATION_ERROR', true],
    ['REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED', 'REFRESH_TOKEN_ERROR', true],
    ['PROVIDER_REJECTED', 'REFRESH_TOKEN_ERROR', true],
    ['PASSWORD_TOO_LONG', 'PASSWORD_REQUIREMENTS_NOT_MET', true],
    ['VERIFICATION_CODE_MAX_ATTEMPTS_REACHED', 'VERIFICATION_ERROR', true],
    ['USER_NOT_FOUND', 'VERIFICATION_ERROR', false],
    ['USER_NOT_FOUND', 'USER_NOT_FOUND', true],
  ] as const)('%s in %s → %s', (code, family, expected) => {
    expect(isErrorFamily(e(code), family)).toBe(expected);
  });
  it('is false for non-AuthErrors', () => {
    expect(isErrorFamily(new Error('ACCESS_TOKEN_EXPIRED'), 'INVALID_ACCESS_TOKEN')).toBe(false);
  });
});
