import { describe, expect, it } from 'vitest';
import { CALLBACK, codeFromMail, createKit, knownBody } from '../test-kit.js';

const PW = 'correct horse battery';
const schemaError = (path: string, ...lines: string[]) =>
  knownBody('SCHEMA_ERROR', `Request validation failed on POST /api/v1${path}:${lines.map((l) => `\n  - ${l}`).join('')}`, {
    message: `Request validation failed on POST /api/v1${path}:${lines.map((l) => `\n  - ${l}`).join('')}`,
  });

describe('POST /auth/password/sign-up', () => {
  it('creates a user with an unverified primary e-mail and mails a verification link to the callback', async () => {
    const k = createKit();
    const r = await k.call('POST', '/auth/password/sign-up', { body: { email: 'ann@example.com', password: PW, verification_callback_url: CALLBACK } });
    expect(r.status).toBe(200);
    expect(Object.keys(r.body)).toEqual(['access_token', 'refresh_token', 'user_id']);
    const me = await k.call('GET', '/contact-channels?user_id=me', { accessToken: r.body.access_token });
    expect(me.body.items).toEqual([
      { user_id: r.body.user_id, id: expect.any(String), value: 'ann@example.com', type: 'email', used_for_auth: true, is_verified: false, is_primary: true },
    ]);
    const mail = k.lastMail('ann@example.com');
    expect(mail.subject).toBe('Verify your email at Stack Dashboard');
    expect(mail.text).toContain(`${CALLBACK}?code=`);
    const verified = await k.call('POST', '/contact-channels/verify', { body: { code: codeFromMail(mail) } });
    expect(verified.body).toEqual({ success: true });
    expect((await k.call('GET', '/contact-channels?user_id=me', { accessToken: r.body.access_token })).body.items[0].is_verified).toBe(true);
  });

  it('signs up even when the callback URL is untrusted, but sends no mail', async () => {
    const k = createKit();
    const r = await k.call('POST', '/auth/password/sign-up', { body: { email: 'bob@example.com', password: PW, verification_callback_url: 'https://evil.example.org/x' } });
    expect(r.status).toBe(200);
    expect(k.mails('bob@example.com')).toEqual([]);
  });

  it('checks credential_enabled, then length, then sign_up_enabled, then the e-mail', async () => {
    const k = createKit();
    await k.signUp('taken@example.com');
    const up = (password: string, email = 'new@example.com') =>
      k.call('POST', '/auth/password/sign-up', { body: { email, password, verification_callback_url: CALLBACK } });
    const short = knownBody('PASSWORD_TOO_SHORT', 'Password too short. Minimum length is 8.', { min_length: 8 });

    expect((await up(PW, 'taken@example.com')).text).toBe(knownBody('USER_EMAIL_ALREADY_EXISTS', 'User email already exists.'));
    expect((await up(PW, 'taken@example.com')).status).toBe(409);
    k.setConfig({ sign_up_enabled: false });
    const disabled = await up(PW);
    expect([disabled.status, disabled.text]).toEqual([400, knownBody('SIGN_UP_NOT_ENABLED', 'Creation of new accounts is not enabled for this project. Please ask the project owner to enable it.')]);
    expect((await up('')).text).toBe(short);
    expect((await up('1234567')).text).toBe(short);
    k.setConfig({ credential_enabled: false });
    const off = await up('');
    expect([off.status, off.text]).toEqual([400, knownBody('PASSWORD_AUTHENTICATION_NOT_ENABLED', 'Password authentication is not enabled for this project.')]);
    expect(off.headers.get('x-stack-known-error')).toBe('PASSWORD_AUTHENTICATION_NOT_ENABLED');
  });

  it('rejects over-long passwords by schema (yup counts UTF-16 units) and keeps multibyte input whole', async () => {
    const k = createKit();
    const up = (password: string, email: string) =>
      k.call('POST', '/auth/password/sign-up', { body: { email, password, verification_callback_url: CALLBACK } });
    const long = await up('x'.repeat(71), 'a@example.com');
    expect([long.status, long.text]).toEqual([400, schemaError('/auth/password/sign-up', 'body.password must be at most 70 characters')]);
    expect((await up('🔑'.repeat(71), 'b@example.com')).status).toBe(400);
    expect((await up('🔑'.repeat(7), 'c@example.com')).text).toBe(knownBody('PASSWORD_TOO_SHORT', 'Password too short. Minimum length is 8.', { min_length: 8 }));
    // yup counts UTF-16 units: 34 emoji (68 units) + 1 letter = 69 units, accepted and fully significant (no truncation).
    expect((await up('🔑'.repeat(35) + 'a', 'h@example.com')).text).toBe(schemaError('/auth/password/sign-up', 'body.password must be at most 70 characters'));
    const emoji = '🔑'.repeat(34) + 'a';
    expect((await up(emoji, 'd@example.com')).status).toBe(200);
    const wrongLast = await k.call('POST', '/auth/password/sign-in', { body: { email: 'd@example.com', password: '🔑'.repeat(34) + 'b' } });
    expect(wrongLast.body.code).toBe('EMAIL_PASSWORD_MISMATCH');
    expect((await k.call('POST', '/auth/password/sign-in', { body: { email: 'd@example.com', password: emoji } })).status).toBe(200);
    expect((await up('密码密码密码密码', 'e@example.com')).status).toBe(200);
    // lone surrogates (valid JSON escapes, not valid UTF-16 text) get a clean answer, never a 500
    const lone = await up('\ud800'.repeat(8), 'f@example.com');
    expect(lone.status).toBe(200);
    expect((await up('\udfff'.repeat(3), 'g@example.com')).body.code).toBe('PASSWORD_TOO_SHORT');
  });

  it('requires a strict e-mail (dot and 2-char TLD) and rejects unknown fields', async () => {
    const k = createKit();
    const r = await k.call('POST', '/auth/password/sign-up', { body: { email: 'a@b', password: PW, verification_callback_url: CALLBACK, extra: 1 } });
    expect(r.text).toBe(schemaError('/auth/password/sign-up', 'body.email must match the following: "/^.*@.*\\.[^.][^.]+$/"', 'body contains unknown properties: extra'));
  });

  it('creates the personal team when create_team_on_sign_up is set', async () => {
    const k = createKit();
    k.setConfig({ create_team_on_sign_up: true });
    const { user_id } = await k.signUp('ann@example.com');
    const membership = k.host.memberships.find((m) => m.user_id === user_id)!;
    expect(k.host.teams.get(membership.team_id)!.display_name).toBe("ann@example.com's Team");
  });

  it('lets only one of many concurrent sign-ups with one e-mail win', async () => {
    const k = createKit();
    const results = await Promise.all(
      Array.from({ length: 8 }, () => k.call('POST', '/auth/password/sign-up', { body: { email: 'race@example.com', password: PW, verification_callback_url: CALLBACK } })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    expect(k.host.contactChannels.filter((c) => c.value === 'race@example.com')).toHaveLength(1);
  });
});

describe('POST /auth/password/sign-in', () => {
  it('signs in and answers the same error for every kind of wrong credential', async () => {
    const k = createKit();
    const { user_id } = await k.signUp('ann@example.com');
    const signIn = (email: string, password: string) => k.call('POST', '/auth/password/sign-in', { body: { email, password } });
    const ok = await signIn('ann@example.com', PW);
    expect(ok.status).toBe(200);
    expect(Object.keys(ok.body)).toEqual(['access_token', 'refresh_token', 'user_id']);
    expect(ok.body.user_id).toBe(user_id);

    const mismatch = knownBody('EMAIL_PASSWORD_MISMATCH', 'Wrong e-mail or password.');
    expect((await signIn('ann@example.com', 'wrong password')).text).toBe(mismatch);
    expect((await signIn('nobody@example.com', PW)).text).toBe(mismatch);
    // an e-mail that exists but is not used for auth
    const ch = k.host.contactChannels.find((c) => c.value === 'ann@example.com')!;
    k.host.contactChannels.put({ ...ch, used_for_auth: false });
    expect((await signIn('ann@example.com', PW)).text).toBe(mismatch);
    k.host.contactChannels.put(ch);
    // a user without a password
    k.host.users.put({ ...k.host.users.get(user_id)!, password_hash: null });
    const noPw = await signIn('ann@example.com', PW);
    expect([noPw.status, noPw.text]).toEqual([400, mismatch]);
  });

  it('refuses when password auth is disabled and asks for TOTP when the user has it', async () => {
    const k = createKit();
    const { user_id } = await k.signUp('ann@example.com');
    k.host.users.put({ ...k.host.users.get(user_id)!, totp_secret_base64: 'AAAAAAAAAAAAAAAAAAAAAAAAAAA=' });
    const mfa = await k.call('POST', '/auth/password/sign-in', { body: { email: 'ann@example.com', password: PW } });
    expect(mfa.status).toBe(400);
    expect(Object.keys(mfa.body)).toEqual(['code', 'details', 'error']);
    expect(mfa.body.code).toBe('MULTI_FACTOR_AUTHENTICATION_REQUIRED');
    expect(mfa.body.details.attempt_code).toMatch(/^[0-9a-z]{45}$/);
    k.setConfig({ credential_enabled: false });
    const off = await k.call('POST', '/auth/password/sign-in', { body: { email: 'ann@example.com', password: PW } });
    expect(off.body.code).toBe('PASSWORD_AUTHENTICATION_NOT_ENABLED');
  });
});

describe('POST /auth/password/update and /set', () => {
  it('updates the password, keeps the session named in x-stack-refresh-token and revokes the others', async () => {
    const k = createKit();
    const a = await k.signUp('ann@example.com');
    const b = (await k.call('POST', '/auth/password/sign-in', { body: { email: 'ann@example.com', password: PW } })).body;
    const r = await k.call('POST', '/auth/password/update', {
      accessToken: a.access_token,
      headers: { 'x-stack-refresh-token': a.refresh_token },
      body: { old_password: PW, new_password: 'a brand new password' },
    });
    expect([r.status, r.body]).toEqual([200, { success: true }]);
    expect(k.host.refreshTokens.get(a.refresh_token)).toBeDefined();
    expect(k.host.refreshTokens.get(b.refresh_token)).toBeUndefined();
    expect((await k.call('POST', '/auth/password/sign-in', { body: { email: 'ann@example.com', password: PW } })).body.code).toBe('EMAIL_PASSWORD_MISMATCH');
    expect((await k.call('POST', '/auth/password/sign-in', { body: { email: 'ann@example.com', password: 'a brand new password' } })).status).toBe(200);
  });

  it('answers each update error exactly', async () => {
    const k = createKit();
    const a = await k.signUp('ann@example.com');
    const update = (old_password: string, new_password: string, accessToken: string | null = a.access_token) =>
      k.call('POST', '/auth/password/update', { accessToken: accessToken ?? undefined, body: { old_password, new_password } });
    expect((await update(PW, 'new password!', null)).text).toBe(schemaError('/auth/password/update', 'auth.user must be defined'));
    expect((await update('wrong one', 'short')).text).toBe(knownBody('PASSWORD_TOO_SHORT', 'Password too short. Minimum length is 8.', { min_length: 8 }));
    const mismatch = await update('wrong one', 'new password!');
    expect([mismatch.status, mismatch.text]).toEqual([400, knownBody('PASSWORD_CONFIRMATION_MISMATCH', 'Passwords do not match.')]);
    k.host.users.put({ ...k.host.users.get(a.user_id)!, password_hash: null });
    expect((await update(PW, 'new password!')).text).toBe(knownBody('USER_DOES_NOT_HAVE_PASSWORD', 'This user does not have password authentication enabled.'));
    k.setConfig({ credential_enabled: false });
    expect((await update(PW, 'new password!')).body.code).toBe('PASSWORD_AUTHENTICATION_NOT_ENABLED');
  });

  it('sets a first password for a magic-link user once, without revoking sessions', async () => {
    const k = createKit();
    await k.call('POST', '/auth/otp/send-sign-in-code', { body: { email: 'otp@example.com', callback_url: CALLBACK } });
    const s = (await k.call('POST', '/auth/otp/sign-in', { body: { code: codeFromMail(k.lastMail('otp@example.com')) } })).body;
    const set = (password: string) => k.call('POST', '/auth/password/set', { accessToken: s.access_token, body: { password } });
    expect((await set('short')).body.code).toBe('PASSWORD_TOO_SHORT');
    expect((await set('x'.repeat(71))).body.code).toBe('SCHEMA_ERROR');
    expect((await set('my first password')).body).toEqual({ success: true });
    expect(k.host.refreshTokens.get(s.refresh_token)).toBeDefined();
    const again = await set('my second password');
    expect([again.status, again.text, again.headers.get('content-type')]).toEqual([400, 'User already has a password set.', 'text/plain; charset=utf-8']);
    expect((await k.call('POST', '/auth/password/sign-in', { body: { email: 'otp@example.com', password: 'my first password' } })).status).toBe(200);
    expect((await k.call('POST', '/auth/password/set', { body: { password: 'whatever123' } })).text).toBe(schemaError('/auth/password/set', 'auth.user must be defined'));
  });
});
