import { afterEach, describe, expect, it, vi } from 'vitest';
import { CALLBACK, codeFromMail, createKit, knownBody, type Kit } from '../test-kit.js';
import { codeMatches } from '../../../mock-server/core/verification-codes.js';

const PW = 'correct horse battery';
const MAYBE = { success: 'maybe, only if user with e-mail exists' };
const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';

/** The i-th wrong guess sharing the code's nonce (last 39 chars): another 6-char prefix. */
function wrongGuess(code: string, i: number): string {
  let prefix = '';
  for (let n = i + 1, k = 0; k < 6; k++, n = Math.floor(n / 32)) prefix += ALPHABET[n % 32];
  if (prefix === code.slice(0, 6)) prefix = 'zzzzzz';
  return prefix + code.slice(6);
}

async function resetCode(k: Kit, email = 'ann@example.com'): Promise<string> {
  const r = await k.call('POST', '/auth/password/send-reset-code', { body: { email, callback_url: CALLBACK } });
  expect(r.body).toEqual(MAYBE);
  return codeFromMail(k.lastMail(email));
}

afterEach(() => {
  vi.useRealTimers();
});

describe('POST /auth/password/send-reset-code', () => {
  it('mails a reset link for a known e-mail and gives the same answer for an unknown one', async () => {
    const k = createKit();
    await k.signUp('ann@example.com');
    const known = await k.call('POST', '/auth/password/send-reset-code', { body: { email: 'ann@example.com', callback_url: `${CALLBACK}?code=old&x=1` } });
    const unknown = await k.call('POST', '/auth/password/send-reset-code', { body: { email: 'nobody@example.com', callback_url: CALLBACK } });
    expect([known.status, known.text]).toEqual([200, JSON.stringify(MAYBE)]);
    expect([unknown.status, unknown.text]).toEqual([200, JSON.stringify(MAYBE)]);
    const mail = k.lastMail('ann@example.com');
    expect(mail.subject).toBe('Reset your password at Stack Dashboard');
    expect(mail.text).toMatch(/http:\/\/localhost:3000\/handler\/callback\?code=[0-9a-z]{45}&x=1/);
    expect(k.mails('nobody@example.com')).toEqual([]);
  });

  it('takes the configured delay for known and unknown e-mails alike (injected timers)', async () => {
    const k = createKit({ unknownEmailDelayMs: () => 2500 });
    await k.signUp('ann@example.com');
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    for (const email of ['ann@example.com', 'nobody@example.com']) {
      let settled = false;
      const p = k.call('POST', '/auth/password/send-reset-code', { body: { email, callback_url: CALLBACK } }).then((r) => ((settled = true), r));
      await vi.advanceTimersByTimeAsync(2499);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect((await p).body).toEqual(MAYBE);
    }
  });

  it('checks the callback URL only for existing users, and the credential flag always', async () => {
    const k = createKit();
    await k.signUp('ann@example.com');
    const send = (email: string) => k.call('POST', '/auth/password/send-reset-code', { body: { email, callback_url: 'https://evil.example.org/' } });
    const bad = await send('ann@example.com');
    expect([bad.status, bad.text]).toEqual([
      400,
      knownBody('REDIRECT_URL_NOT_WHITELISTED', 'Redirect URL not whitelisted. Did you forget to add this domain to the trusted domains list on the Stack Auth dashboard?'),
    ]);
    expect((await send('nobody@example.com')).body).toEqual(MAYBE);
    k.setConfig({ credential_enabled: false });
    expect((await send('nobody@example.com')).body.code).toBe('PASSWORD_AUTHENTICATION_NOT_ENABLED');
  });
});

describe('POST /auth/password/reset and reset/check-code', () => {
  it('checks without consuming, resets once, and revokes every session', async () => {
    const k = createKit();
    const s = await k.signUp('ann@example.com');
    const code = await resetCode(k);
    const check = await k.call('POST', '/auth/password/reset/check-code', { body: { code: code.toUpperCase() } });
    expect([check.status, check.body]).toEqual([200, { is_code_valid: true }]);
    const reset = await k.call('POST', '/auth/password/reset', { body: { code, password: 'a new password' } });
    expect([reset.status, reset.body]).toEqual([200, { success: true }]);
    expect(k.host.refreshTokens.get(s.refresh_token)).toBeUndefined();
    expect((await k.call('POST', '/auth/password/sign-in', { body: { email: 'ann@example.com', password: 'a new password' } })).status).toBe(200);
    const again = await k.call('POST', '/auth/password/reset', { body: { code, password: 'another password' } });
    expect([again.status, again.text]).toEqual([409, knownBody('VERIFICATION_CODE_ALREADY_USED', 'The verification link has already been used.')]);
    expect((await k.call('POST', '/auth/password/reset/check-code', { body: { code } })).status).toBe(409);
  });

  it('burns the code when the new password breaks the policy (the code is used first)', async () => {
    const k = createKit();
    await k.signUp('ann@example.com');
    const code = await resetCode(k);
    expect((await k.call('POST', '/auth/password/reset', { body: { code, password: 'short' } })).text).toBe(
      knownBody('PASSWORD_TOO_SHORT', 'Password too short. Minimum length is 8.', { min_length: 8 }),
    );
    expect((await k.call('POST', '/auth/password/reset', { body: { code, password: 'long enough now' } })).body.code).toBe('VERIFICATION_CODE_ALREADY_USED');
  });

  it('answers not found, expired and schema errors exactly', async () => {
    const k = createKit();
    await k.signUp('ann@example.com');
    const code = await resetCode(k);
    const missing = await k.call('POST', '/auth/password/reset', { body: { code: 'a'.repeat(45), password: PW } });
    expect([missing.status, missing.text]).toEqual([404, knownBody('VERIFICATION_CODE_NOT_FOUND', 'The verification code does not exist for this project.')]);
    const msg = 'Request validation failed on POST /api/v1/auth/password/reset/check-code:\n  - body.code must be exactly 45 characters';
    expect((await k.call('POST', '/auth/password/reset/check-code', { body: { code: code.slice(1) } })).text).toBe(knownBody('SCHEMA_ERROR', msg, { message: msg }));
    // a code of another type is not found here
    await k.call('POST', '/auth/otp/send-sign-in-code', { body: { email: 'otp@example.com', callback_url: CALLBACK } });
    const otp = codeFromMail(k.lastMail('otp@example.com'));
    expect((await k.call('POST', '/auth/password/reset/check-code', { body: { code: otp } })).status).toBe(404);
    k.host.advanceClock(7 * 24 * 3600 * 1000);
    const expired = await k.call('POST', '/auth/password/reset', { body: { code, password: PW } });
    expect([expired.status, expired.text]).toEqual([400, knownBody('VERIFICATION_CODE_EXPIRED', 'The verification code has expired.')]);
  });
});

describe('attempt limit (20 attempts per code)', () => {
  it('accepts the right code after 19 wrong guesses', async () => {
    const k = createKit();
    await k.signUp('ann@example.com');
    const code = await resetCode(k);
    for (let i = 0; i < 19; i++) {
      expect((await k.call('POST', '/auth/password/reset/check-code', { body: { code: wrongGuess(code, i) } })).status).toBe(404);
    }
    expect((await k.call('POST', '/auth/password/reset', { body: { code, password: 'a new password' } })).body).toEqual({ success: true });
  });

  it('refuses the right code after 20 wrong guesses', async () => {
    const k = createKit();
    await k.signUp('ann@example.com');
    const code = await resetCode(k);
    for (let i = 0; i < 20; i++) await k.call('POST', '/auth/password/reset', { body: { code: wrongGuess(code, i), password: PW } });
    const r = await k.call('POST', '/auth/password/reset', { body: { code, password: 'a new password' } });
    expect([r.status, r.text]).toEqual([
      400,
      knownBody('VERIFICATION_CODE_MAX_ATTEMPTS_REACHED', 'The verification code nonce has reached the maximum number of attempts. This code is not valid anymore.'),
    ]);
    expect((await k.call('POST', '/auth/password/sign-in', { body: { email: 'ann@example.com', password: 'a new password' } })).status).toBe(400);
  });

  it('loses no count under 100 parallel wrong guesses', async () => {
    const k = createKit();
    await k.signUp('ann@example.com');
    const code = await resetCode(k);
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) => k.call('POST', '/auth/password/reset/check-code', { body: { code: wrongGuess(code, i) } })),
    );
    expect(results.every((r) => r.status === 404)).toBe(true);
    expect(k.host.codes.find((c) => codeMatches(c, code))!.attempt_count).toBe(100);
    expect((await k.call('POST', '/auth/password/reset/check-code', { body: { code } })).body.code).toBe('VERIFICATION_CODE_MAX_ATTEMPTS_REACHED');
  });
});
