import { describe, expect, it } from 'vitest';
import { serverSessionToWire, toSignInResult, toTokens } from './session-mapping.js';

describe('session mapping', () => {
  const wire = { access_token: 'at', refresh_token: 'rt', user_id: 'u1', is_new_user: true };

  it('answer → tokens and sign-in result; isNewUser falls back when the answer does not say', () => {
    expect(toTokens(wire)).toEqual({ accessToken: 'at', refreshToken: 'rt' });
    expect(toSignInResult(wire, false)).toEqual({ userId: 'u1', isNewUser: true });
    expect(toSignInResult({ access_token: 'at', refresh_token: 'rt', user_id: 'u2' }, true)).toEqual({ userId: 'u2', isNewUser: true });
  });

  it('without user_id, the user id is the access token\'s sub', () => {
    const jwt = (payload: object) => `e30.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.sig`;
    expect(toSignInResult({ access_token: jwt({ sub: 'u-from-sub', exp: 1 }), refresh_token: 'rt' }, true)).toEqual({ userId: 'u-from-sub', isNewUser: true });
    expect(toSignInResult({ access_token: jwt({ exp: 1 }), refresh_token: 'rt' }, false).userId).toBe('');
    expect(toSignInResult({ access_token: 'not-a-jwt', refresh_token: 'rt' }, false).userId).toBe('');
  });

  it('server session input → wire', () => {
    expect(serverSessionToWire('u1', 60_000)).toEqual({ user_id: 'u1', expires_in_millis: 60_000 });
  });
});
