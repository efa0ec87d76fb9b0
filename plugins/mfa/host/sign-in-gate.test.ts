import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../mock-server/http/api-error.js';
import { createMfaKit, SECRET } from '../test-kit.js';
import { codeSession } from '../../../mock-server/core/sign-in.js';
import { totp } from './totp.js';

describe('the sign-in gate (mock-server/core/sign-in.ts)', () => {
  it('without TOTP: a new session for the user', async () => {
    const k = createMfaKit();
    const id = await k.user('a@example.com', 'pw-123456789', null);
    const s = await codeSession(k.host, k.host.projects.get('internal')!, k.host.users.get(id)!, false);
    expect(Object.keys(s)).toEqual(['refresh_token', 'access_token', 'is_new_user', 'user_id']);
    expect(k.host.refreshTokens.get(s.refresh_token)).toMatchObject({ user_id: id, project_id: 'internal' });
    const me = await k.call('GET', '/users/me', { accessToken: s.access_token });
    expect(me.body.id).toBe(id);
  });

  it('with TOTP: MULTI_FACTOR_AUTHENTICATION_REQUIRED whose attempt code /auth/mfa/sign-in redeems (is_new_user kept)', async () => {
    const k = createMfaKit();
    const id = await k.user('b@example.com', 'pw-123456789');
    const before = k.host.refreshTokens.filter((t) => t.user_id === id).length;
    let err: unknown;
    try {
      await codeSession(k.host, k.host.projects.get('internal')!, k.host.users.get(id)!, true);
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(ApiError);
    const e = err as ApiError;
    expect([e.status, e.code, e.message]).toEqual([400, 'MULTI_FACTOR_AUTHENTICATION_REQUIRED', 'Multi-factor authentication is required for this user.']);
    expect(k.host.refreshTokens.filter((t) => t.user_id === id)).toHaveLength(before);
    const code = e.details!.attempt_code as string;
    const r = await k.call('POST', '/auth/mfa/sign-in', { body: { code, type: 'totp', totp: totp(SECRET, k.clock.ms) } });
    expect(r.body).toMatchObject({ is_new_user: true, user_id: id });
  });
});
