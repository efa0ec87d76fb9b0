import { describe, expect, it } from 'vitest';
import { CALLBACK, createKit, type Kit } from '../../plugins/password/test-kit.js';
import { isLegacySignInClient } from './templates.js';

const OTP_LINE = /^[A-Z0-9]{6}$/m;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The `<callback>?code=<45 chars>` link in a text part, or null. */
const linkCode = (text: string, callback: string) => new RegExp(`${escape(callback)}\\?code=([a-z0-9]{45})`).exec(text)?.[1] ?? null;

function otpKit(): Kit {
  const k = createKit();
  k.setConfig({ magic_link_enabled: true });
  return k;
}

const sendSignInCode = (k: Kit, email: string, clientVersion?: string) =>
  k.call('POST', '/auth/otp/send-sign-in-code', {
    body: { email, callback_url: CALLBACK },
    headers: clientVersion ? { 'x-stack-client-version': clientVersion } : {},
  });

describe('sign-in e-mail text', () => {
  it('carries the 6-character upper-case code on a line of its own and the magic link; the code signs in', async () => {
    const k = otpKit();
    const sent = await sendSignInCode(k, 'otp@example.com');
    expect(sent.status).toBe(200);
    const { text, subject } = k.lastMail('otp@example.com');
    const otp = OTP_LINE.exec(text)?.[0];
    expect(otp).toMatch(/^[A-Z0-9]{6}$/);
    expect(subject).toContain(otp);
    const code = linkCode(text, CALLBACK);
    expect(code?.slice(0, 6).toUpperCase()).toBe(otp);
    // What a tool does with it: the 6 characters plus the nonce from the answer sign in.
    const signIn = await k.call('POST', '/auth/otp/sign-in', { body: { code: otp!.toLowerCase() + sent.body.nonce } });
    expect(signIn.status).toBe(200);
  });

  it('js @stackframe/stack ≤ 2.5.37 gets the legacy e-mail (version 1): the link only, no code line', async () => {
    const k = otpKit();
    await sendSignInCode(k, 'old@example.com', 'js @stackframe/stack@2.5.37');
    const old = k.lastMail('old@example.com');
    expect(old.text).not.toMatch(OTP_LINE);
    expect(old.subject).toBe('Sign in to Stack Dashboard');
    const code = linkCode(old.text, CALLBACK);
    expect(code).not.toBeNull();
    expect(old.subject).not.toContain(code!.slice(0, 6).toUpperCase());

    for (const [version, email] of [['js @stackframe/stack@2.5.38', 'new1@example.com'], ['js @stackframe/js@2.5.0', 'new2@example.com'], ['@stackframe/stack@2.5.37', 'new3@example.com']]) {
      await sendSignInCode(k, email, version);
      expect(k.lastMail(email).text, version).toMatch(OTP_LINE);
    }
  });
});

describe('x-stack-client-version: legacy sign-in e-mail', () => {
  it.each([
    ['js @stackframe/stack@2.5.37', true],
    ['js @stackframe/stack@2.5.36', true],
    ['react\t@stackframe/stack@1.9.99', true],
    ['js  @stackframe/stack@0.0.1', true],
    ['js @stackframe/stack@2.5.37-rc.1', false],
    ['js @stackframe/stack@2.5', false],
    ['js @stackframe/stack@02.5.37', false],
    ['js @stackframe/stack@2.5.38', false],
    ['js @stackframe/stack@2.6.0', false],
    ['js @stackframe/stack@3.0.0', false],
    ['js @stackframe/js@2.5.0', false],
    ['js @stackframe/stack-shared@2.5.0', false],
    ['js @stackframe/stack@latest', false],
    ['@stackframe/stack@2.5.37', false],
    [' js @stackframe/stack@2.5.37', false],
    ['@stackframe/stack', false],
    ['', false],
    [null, false],
  ])('%s → %s', (header, legacy) => {
    expect(isLegacySignInClient(header)).toBe(legacy);
  });
});

describe('links in the text part', () => {
  it('verification, password reset and team invitation e-mails carry <callback_url>?code=<code>, and the code works', async () => {
    const k = createKit();
    const s = await k.signUp('links@example.com');
    const verifyCode = linkCode(k.lastMail('links@example.com').text, CALLBACK);
    expect((await k.call('POST', '/contact-channels/verify/check-code', { body: { code: verifyCode } })).status).toBe(200);

    const resetCallback = 'http://localhost:3000/handler/password-reset';
    await k.call('POST', '/auth/password/send-reset-code', { body: { email: 'links@example.com', callback_url: resetCallback } });
    const resetCode = linkCode(k.lastMail('links@example.com').text, resetCallback);
    expect((await k.call('POST', '/auth/password/reset/check-code', { body: { code: resetCode } })).status).toBe(200);

    const team = await k.call('POST', '/teams', { access: 'server', body: { display_name: 'Mail team', creator_user_id: s.user_id } });
    const inviteCallback = 'http://localhost:3000/handler/team-invitation';
    await k.call('POST', '/team-invitations/send-code', { access: 'server', body: { team_id: team.body.id, email: 'guest@example.com', callback_url: inviteCallback } });
    const inviteCode = linkCode(k.lastMail('guest@example.com').text, inviteCallback);
    expect((await k.call('POST', '/team-invitations/accept/check-code', { body: { code: inviteCode } })).status).toBe(200);
  });
});
