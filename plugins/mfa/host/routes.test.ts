import { describe, expect, it } from 'vitest';
import { totp } from './totp.js';
import { createMfaKit, knownBody, SECRET } from '../test-kit.js';
import { codeMatches } from '../../../mock-server/core/verification-codes.js';

const PW = 'correct horse battery';
const INVALID_TOTP = knownBody('INVALID_TOTP_CODE', 'The TOTP code is invalid. Please try again.');

async function attempt(k: ReturnType<typeof createMfaKit>, email: string) {
  const r = await k.signIn(email, PW);
  expect(r.status).toBe(400);
  const code = r.body.details.attempt_code as string;
  expect(code).toMatch(/^[0-9a-z]{45}$/);
  expect(r.text).toBe(knownBody('MULTI_FACTOR_AUTHENTICATION_REQUIRED', 'Multi-factor authentication is required for this user.', { attempt_code: code }));
  return code;
}

const wrongOf = (right: string) => (right === '000000' ? '111111' : '000000');

describe('POST /auth/mfa/sign-in', () => {
  it('password sign-in asks for MFA; the right TOTP signs in (200, key order), the code is then used', async () => {
    const k = createMfaKit();
    const userId = await k.user('ann@example.com', PW);
    const code = await attempt(k, 'ann@example.com');
    const ok = await k.call('POST', '/auth/mfa/sign-in', { body: { code, type: 'totp', totp: totp(SECRET, k.clock.ms) } });
    expect(ok.status).toBe(200);
    expect(Object.keys(ok.body)).toEqual(['refresh_token', 'access_token', 'is_new_user', 'user_id']);
    expect(ok.body).toMatchObject({ is_new_user: false, user_id: userId });
    const me = await k.call('GET', '/users/me', { accessToken: ok.body.access_token });
    expect(me.body).toMatchObject({ id: userId, requires_totp_mfa: true });
    const again = await k.call('POST', '/auth/mfa/sign-in', { body: { code, type: 'totp', totp: totp(SECRET, k.clock.ms) } });
    expect([again.status, again.text]).toEqual([409, knownBody('VERIFICATION_CODE_ALREADY_USED', 'The verification link has already been used.')]);
  });

  it('a wrong TOTP is INVALID_TOTP_CODE, counts an attempt and does not consume the code', async () => {
    const k = createMfaKit();
    await k.user('bob@example.com', PW);
    const code = await attempt(k, 'bob@example.com');
    const right = totp(SECRET, k.clock.ms);
    const wrong = await k.call('POST', '/auth/mfa/sign-in', { body: { code, type: 'totp', totp: wrongOf(right) } });
    expect([wrong.status, wrong.text]).toEqual([400, INVALID_TOTP]);
    expect(wrong.headers.get('x-stack-known-error')).toBe('INVALID_TOTP_CODE');
    const row = k.host.codes.find((c) => codeMatches(c, code))!;
    expect([row.attempt_count, row.used_at_millis]).toEqual([1, null]);
    expect((await k.call('POST', '/auth/mfa/sign-in', { body: { code, type: 'totp', totp: right } })).status).toBe(200);
  });

  it('only the current 30 s step counts (injected clock)', async () => {
    const k = createMfaKit(Date.UTC(2026, 0, 15, 12, 0, 29, 500));
    await k.user('cy@example.com', PW);
    const code = await attempt(k, 'cy@example.com');
    const previous = totp(SECRET, k.clock.ms);
    k.clock.ms += 1000; // next step
    const late = await k.call('POST', '/auth/mfa/sign-in', { body: { code, type: 'totp', totp: previous } });
    expect(late.text).toBe(INVALID_TOTP);
    const next = totp(SECRET, k.clock.ms + 30_000);
    expect((await k.call('POST', '/auth/mfa/sign-in', { body: { code, type: 'totp', totp: next } })).text).toBe(INVALID_TOTP);
    expect((await k.call('POST', '/auth/mfa/sign-in', { body: { code, type: 'totp', totp: totp(SECRET, k.clock.ms) } })).status).toBe(200);
  });

  it('the attempt code lives 5 minutes', async () => {
    const k = createMfaKit();
    await k.user('dee@example.com', PW);
    const code = await attempt(k, 'dee@example.com');
    const row = k.host.codes.find((c) => codeMatches(c, code))!;
    expect(row.expires_at_millis - row.created_at_millis).toBe(300_000);
    expect([row.type, row.data]).toEqual(['ONE_TIME_PASSWORD', { user_id: row.data.user_id, is_new_user: false }]);
    k.clock.ms += 300_000;
    const r = await k.call('POST', '/auth/mfa/sign-in', { body: { code, type: 'totp', totp: totp(SECRET, k.clock.ms) } });
    expect([r.status, r.text]).toEqual([400, knownBody('VERIFICATION_CODE_EXPIRED', 'The verification code has expired.')]);
  });

  it('after 20 wrong attempts the code is out of attempts, even with the right TOTP', async () => {
    const k = createMfaKit();
    await k.user('eve@example.com', PW);
    const code = await attempt(k, 'eve@example.com');
    const right = totp(SECRET, k.clock.ms);
    for (let i = 0; i < 20; i++) await k.call('POST', '/auth/mfa/sign-in', { body: { code, type: 'totp', totp: wrongOf(right) } });
    const r = await k.call('POST', '/auth/mfa/sign-in', { body: { code, type: 'totp', totp: right } });
    expect([r.status, r.body.code]).toEqual([400, 'VERIFICATION_CODE_MAX_ATTEMPTS_REACHED']);
  });

  it('schema errors, unknown codes, OTP codes are not attempt codes, and disabling TOTP lifts the gate', async () => {
    const k = createMfaKit();
    const userId = await k.user('fay@example.com', PW);
    const bad = await k.call('POST', '/auth/mfa/sign-in', { body: { code: 'short', type: 'sms' } });
    expect(bad.body.error).toBe(
      'Request validation failed on POST /api/v1/auth/mfa/sign-in:\n  - body.code must be exactly 45 characters\n  - body.type must be one of the following values: totp\n  - body.totp must be defined',
    );
    const missing = await k.call('POST', '/auth/mfa/sign-in', { body: { code: 'a'.repeat(45), type: 'totp', totp: '123456' } });
    expect([missing.status, missing.body.code]).toEqual([404, 'VERIFICATION_CODE_NOT_FOUND']);
    // an OTP code has the same type but is not an attempt code
    k.host.projects.put({ ...k.host.projects.get('internal')!, config: { ...k.host.projects.get('internal')!.config, domains: [] } });
    const sent = await k.call('POST', '/auth/otp/send-sign-in-code', { body: { email: 'fay@example.com', callback_url: 'http://localhost:3000/cb' } });
    expect(sent.status).toBe(200);
    // Rows keep only a hash of the code: read it from the mail.
    const otpCode = /code=([a-z0-9]+)/i.exec(k.host.mails.values().find((m) => m.to.includes('fay@example.com'))!.text)![1];
    const otp = await k.call('POST', '/auth/mfa/sign-in', { body: { code: otpCode, type: 'totp', totp: totp(SECRET, k.clock.ms) } });
    expect([otp.status, otp.body.code]).toEqual([404, 'VERIFICATION_CODE_NOT_FOUND']);
    // TOTP removed while an attempt is pending: that attempt can no longer pass; new sign-ins need no MFA
    const code = await attempt(k, 'fay@example.com');
    expect((await k.call('PATCH', `/users/${userId}`, { access: 'server', body: { totp_secret_base64: null } })).status).toBe(200);
    expect((await k.call('POST', '/auth/mfa/sign-in', { body: { code, type: 'totp', totp: '000000' } })).text).toBe(INVALID_TOTP);
    expect((await k.signIn('fay@example.com', PW)).status).toBe(200);
  });

  it('works with server access too, and an attempt code of another project is not found', async () => {
    const k = createMfaKit();
    await k.user('gus@example.com', PW);
    const code = await attempt(k, 'gus@example.com');
    const row = k.host.codes.find((c) => codeMatches(c, code))!;
    k.host.codes.put({ ...row, project_id: 'other-project' });
    const foreign = await k.call('POST', '/auth/mfa/sign-in', { access: 'server', body: { code, type: 'totp', totp: totp(SECRET, k.clock.ms) } });
    expect(foreign.status).toBe(404);
    k.host.codes.put(row);
    const r = await k.call('POST', '/auth/mfa/sign-in', { access: 'server', body: { code: code.toUpperCase(), type: 'totp', totp: totp(SECRET, k.clock.ms) } });
    expect(r.status).toBe(200);
  });
});
