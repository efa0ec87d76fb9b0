import { describe, expect, it } from 'vitest';
import { CALLBACK, codeFromMail, createKit, knownBody, type Kit } from '../../password/test-kit.js';

const send = (k: Kit, email: string, callback_url = CALLBACK) => k.call('POST', '/auth/otp/send-sign-in-code', { body: { email, callback_url } });

describe('POST /auth/otp/send-sign-in-code', () => {
  it('mails a magic link and a 6-char OTP and answers the 39-char nonce', async () => {
    const k = createKit();
    const r = await send(k, 'new@example.com');
    expect(r.status).toBe(200);
    expect(Object.keys(r.body)).toEqual(['nonce']);
    expect(r.body.nonce).toMatch(/^[0-9a-z]{39}$/);
    const mail = k.lastMail('new@example.com');
    const code = codeFromMail(mail);
    const otp = code.slice(0, 6).toUpperCase();
    expect(mail.subject).toBe(`Sign in to Stack Dashboard: Your code is ${otp}`);
    expect(mail.text).toContain(otp);
    expect(code.slice(6)).toBe(r.body.nonce);
    expect(mail.from).toBe('"Stack Dashboard" <noreply@example.com>');
  });

  it('refuses with a 403 text when magic link is disabled', async () => {
    const k = createKit();
    k.setConfig({ magic_link_enabled: false });
    const r = await send(k, 'new@example.com');
    expect([r.status, r.text, r.headers.get('content-type'), r.headers.get('x-stack-known-error')]).toEqual([
      403,
      'Magic link is not enabled for this project',
      'text/plain; charset=utf-8',
      null,
    ]);
  });

  it('refuses an unverified existing e-mail, a new e-mail without sign-up, and an untrusted callback', async () => {
    const k = createKit();
    await k.signUp('pw@example.com');
    const taken = await send(k, 'pw@example.com');
    expect([taken.status, taken.text]).toEqual([409, knownBody('USER_EMAIL_ALREADY_EXISTS', 'User email already exists.')]);
    expect((await send(k, 'new@example.com', 'https://evil.example.org/cb')).body.code).toBe('REDIRECT_URL_NOT_WHITELISTED');
    k.setConfig({ sign_up_enabled: false });
    expect((await send(k, 'new@example.com')).text).toBe(
      knownBody('SIGN_UP_NOT_ENABLED', 'Creation of new accounts is not enabled for this project. Please ask the project owner to enable it.'),
    );
    expect((await send(k, 'a@b')).body.code).toBe('SCHEMA_ERROR');
  });
});

describe('POST /auth/otp/sign-in', () => {
  it('creates a new user (verified, OTP enabled) then signs the same user in again', async () => {
    const k = createKit();
    await send(k, 'new@example.com');
    const first = await k.call('POST', '/auth/otp/sign-in', { body: { code: codeFromMail(k.lastMail('new@example.com')) } });
    expect(first.status).toBe(200);
    expect(Object.keys(first.body)).toEqual(['refresh_token', 'access_token', 'is_new_user', 'user_id']);
    expect(first.body.is_new_user).toBe(true);
    const user = k.host.users.get(first.body.user_id)!;
    expect(user.otp_auth_enabled).toBe(true);
    expect(k.host.contactChannels.find((c) => c.user_id === user.id)).toMatchObject({ value: 'new@example.com', is_verified: true, used_for_auth: true, is_primary: true });

    const r = await send(k, 'new@example.com');
    const otp = codeFromMail(k.lastMail('new@example.com')).slice(0, 6).toUpperCase();
    const second = await k.call('POST', '/auth/otp/sign-in', { body: { code: otp + r.body.nonce } });
    expect(second.body).toMatchObject({ is_new_user: false, user_id: user.id });
  });

  it('signs a verified password user in without adding OTP, and refuses codes twice, of other types and after sign-up was disabled', async () => {
    const k = createKit();
    const s = await k.signUp('pw@example.com');
    const channel = k.host.contactChannels.find((c) => c.user_id === s.user_id)!;
    k.host.contactChannels.put({ ...channel, is_verified: true });
    await send(k, 'pw@example.com');
    expect(k.host.users.get(s.user_id)!.otp_auth_enabled).toBe(false);
    const code = codeFromMail(k.lastMail('pw@example.com'));
    expect((await k.call('POST', '/auth/otp/sign-in/check-code', { body: { code } })).body).toEqual({ is_code_valid: true });
    expect((await k.call('POST', '/auth/otp/sign-in', { body: { code } })).body).toMatchObject({ is_new_user: false, user_id: s.user_id });
    expect(k.host.users.get(s.user_id)!.otp_auth_enabled).toBe(false);
    expect((await k.call('POST', '/auth/otp/sign-in', { body: { code } })).status).toBe(409);

    await k.call('POST', '/auth/password/send-reset-code', { body: { email: 'pw@example.com', callback_url: CALLBACK } });
    const reset = codeFromMail(k.lastMail('pw@example.com'));
    expect((await k.call('POST', '/auth/otp/sign-in', { body: { code: reset } })).body.code).toBe('VERIFICATION_CODE_NOT_FOUND');

    await send(k, 'late@example.com');
    k.setConfig({ sign_up_enabled: false });
    const late = await k.call('POST', '/auth/otp/sign-in', { body: { code: codeFromMail(k.lastMail('late@example.com')) } });
    expect(late.body.code).toBe('SIGN_UP_NOT_ENABLED');
  });

  it('does not accept an MFA attempt code (same code type) as an OTP', async () => {
    const k = createKit();
    const s = await k.signUp('mfa@example.com');
    k.host.users.put({ ...k.host.users.get(s.user_id)!, totp_secret_base64: 'AAAAAAAAAAAAAAAAAAAAAAAAAAA=' });
    const mfa = await k.call('POST', '/auth/password/sign-in', { body: { email: 'mfa@example.com', password: 'correct horse battery' } });
    const attempt = mfa.body.details.attempt_code as string;
    expect((await k.call('POST', '/auth/otp/sign-in', { body: { code: attempt } })).status).toBe(404);
  });

  it('refuses when someone signed up with a password between sending and redeeming', async () => {
    const k = createKit();
    await send(k, 'race@example.com');
    const code = codeFromMail(k.lastMail('race@example.com'));
    await k.signUp('race@example.com');
    const r = await k.call('POST', '/auth/otp/sign-in', { body: { code } });
    expect([r.status, r.body.code]).toEqual([409, 'USER_EMAIL_ALREADY_EXISTS']);
  });

  it('counts wrong OTP guesses against the nonce: 20 wrong, then the right OTP is refused', async () => {
    const k = createKit();
    const r = await send(k, 'new@example.com');
    const otp = codeFromMail(k.lastMail('new@example.com')).slice(0, 6);
    const wrong = otp === '000000' ? '111111' : '000000';
    for (let i = 0; i < 20; i++) expect((await k.call('POST', '/auth/otp/sign-in', { body: { code: wrong + r.body.nonce } })).status).toBe(404);
    const right = await k.call('POST', '/auth/otp/sign-in', { body: { code: otp.toUpperCase() + r.body.nonce } });
    expect(right.body.code).toBe('VERIFICATION_CODE_MAX_ATTEMPTS_REACHED');
  });
});
