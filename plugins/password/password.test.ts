import { afterEach, describe, expect, it } from 'vitest';
import { otp } from '../otp/index.js';
import { password } from './index.js';
import { codeFromMail, createKit, createTestClient } from './test-kit.js';

const PW = 'correct horse battery';
const disposers: (() => void)[] = [];
afterEach(() => disposers.splice(0).forEach((d) => d()));

function setup(o: Parameters<typeof createTestClient>[2] = {}) {
  const kit = createKit();
  const c = createTestClient(kit, [password(), otp()] as const, o);
  disposers.push(() => c.client.dispose());
  return { kit, ...c };
}

describe('password() client', () => {
  it('signs up, stores the session and mails a link to the handler email-verification page by default', async () => {
    const { kit, client } = setup();
    const r = await client.password.signUp({ email: 'ann@example.com', password: PW });
    expect(r.error).toBeNull();
    expect(r.data).toEqual({ userId: expect.any(String), isNewUser: true });
    expect((await client.getUser())?.primaryEmail).toBe('ann@example.com');
    expect(kit.lastMail('ann@example.com').text).toMatch(/http:\/\/localhost:3000\/handler\/email-verification\?code=[0-9a-z]{45}/);
  });

  it('checks the password policy on the client with the exact policy messages, without a request', async () => {
    const { client, requests } = setup();
    const short = await client.password.signUp({ email: 'ann@example.com', password: '1234567' });
    expect(short.error).toMatchObject({ code: 'PASSWORD_TOO_SHORT', message: 'Password too short. Minimum length is 8.', details: { min_length: 8 } });
    const long = await client.password.resetPassword({ code: 'x'.repeat(45), password: '🔑'.repeat(71) });
    expect(long.error).toMatchObject({ code: 'PASSWORD_TOO_LONG', message: 'Password too long. Maximum length is 70.', details: { maxLength: 70 } });
    expect((await client.password.setPassword({ password: '' })).error?.code).toBe('PASSWORD_TOO_SHORT');
    expect((await client.password.updatePassword({ oldPassword: PW, newPassword: 'short' })).error?.code).toBe('PASSWORD_TOO_SHORT');
    expect(requests).toEqual([]);
  });

  it('refuses an untrusted callback URL and needs a page or a callback URL to send mail', async () => {
    const { client, requests } = setup();
    const r = await client.password.signUp({ email: 'ann@example.com', password: PW, verificationCallbackUrl: 'https://evil.example.org/v' });
    expect(r.error).toMatchObject({ code: 'REDIRECT_URL_NOT_TRUSTED', details: { url: 'https://evil.example.org/v' } });
    expect(r.error?.message).toMatch(/^Redirect URL is not trusted: https:\/\/evil\.example\.org\/v .*trustedDomains/);
    expect(requests).toEqual([]);
    const headless = setup({ page: null });
    await expect(headless.client.password.sendForgotPasswordEmail('ann@example.com')).rejects.toThrow(/pass appUrl \(the app.s base URL\) to createClient/);
    const explicit = await headless.client.password.sendForgotPasswordEmail('ann@example.com', { callbackUrl: 'http://localhost:3000/reset' });
    expect(explicit.error).toBeNull();
  });

  it('signs in, reports a wrong password as its known error, and can redirect', async () => {
    const { kit, client, navigations } = setup();
    await kit.signUp('ann@example.com');
    const wrong = await client.password.signIn({ email: 'ann@example.com', password: 'nope nope nope' });
    expect(wrong.error).toMatchObject({ code: 'EMAIL_PASSWORD_MISMATCH', message: 'Wrong e-mail or password.', status: 400 });
    const r = await client.password.signIn({ email: 'ann@example.com', password: PW }, { redirect: true });
    expect(r.data?.isNewUser).toBe(false);
    expect(navigations).toEqual(['/']);
    expect((await client.getUser())?.primaryEmail).toBe('ann@example.com');
  });

  it('resets a forgotten password through the mailed link', async () => {
    const { kit, client } = setup();
    await kit.signUp('ann@example.com');
    expect((await client.password.sendForgotPasswordEmail('ann@example.com')).error).toBeNull();
    expect((await client.password.sendForgotPasswordEmail('nobody@example.com')).error).toBeNull();
    const mail = kit.lastMail('ann@example.com');
    expect(mail.text).toContain('http://localhost:3000/handler/password-reset?code=');
    const code = codeFromMail(mail);
    // a too-short password is refused on the client and does not burn the code
    expect((await client.password.resetPassword({ code, password: 'short' })).error?.code).toBe('PASSWORD_TOO_SHORT');
    expect(await client.password.verifyPasswordResetCode(code)).toEqual({ data: undefined, error: null });
    expect((await client.password.resetPassword({ code, password: 'a new password' })).error).toBeNull();
    expect((await client.password.verifyPasswordResetCode(code)).error?.code).toBe('VERIFICATION_CODE_ALREADY_USED');
    expect((await client.password.signIn({ email: 'ann@example.com', password: 'a new password' })).error).toBeNull();
  });

  it('updates the password keeping this session and ending the others', async () => {
    const { kit, client } = setup();
    const other = await kit.signUp('ann@example.com');
    await client.password.signIn({ email: 'ann@example.com', password: PW });
    const wrong = await client.password.updatePassword({ oldPassword: 'not it at all', newPassword: 'a new password' });
    expect(wrong.error).toMatchObject({ code: 'PASSWORD_CONFIRMATION_MISMATCH', message: 'Passwords do not match.' });
    expect((await client.password.updatePassword({ oldPassword: PW, newPassword: 'a new password' })).error).toBeNull();
    expect(kit.host.refreshTokens.get(other.refresh_token)).toBeUndefined();
    expect(kit.host.refreshTokens.get(client.kernel.session.get().refreshToken!)).toBeDefined();
    expect((await client.getUser())?.hasPassword).toBe(true);
  });

  it('sets a first password for a magic-link user', async () => {
    const { kit, client } = setup();
    await client.otp.sendMagicLinkEmail('ml@example.com');
    await client.otp.signInWithMagicLink(codeFromMail(kit.lastMail('ml@example.com')));
    expect((await client.getUser())?.hasPassword).toBe(false);
    expect((await client.password.setPassword({ password: 'first password' })).error).toBeNull();
    expect((await client.getUser())?.hasPassword).toBe(true);
    const again = await client.password.setPassword({ password: 'second password' });
    expect(again.error).toMatchObject({ code: 'HTTP_ERROR', message: 'User already has a password set.', status: 400 });
  });

  it('outside a browser, appUrl builds the e-mail links from the handler paths', async () => {
    const { kit, client } = setup({ page: null, extra: { appUrl: 'https://app.example.com', navigate: undefined } });
    await kit.signUp('node@example.com');
    const r = await client.password.sendForgotPasswordEmail('node@example.com');
    // the SDK builds and trusts https://app.example.com/handler/password-reset; the host refuses it, and the error names it
    expect(r.error).toMatchObject({ code: 'REDIRECT_URL_NOT_WHITELISTED', details: { url: 'https://app.example.com/handler/password-reset' } });
    expect(r.error?.message).toContain('https://app.example.com/handler/password-reset');
    expect(r.error?.message).toContain('trusted domains');
    expect(r.error?.message).toContain('Allow localhost');
    const local = setup({ page: null, extra: { appUrl: 'http://localhost:3000' } });
    expect((await local.client.password.signUp({ email: 'node@example.com', password: PW })).error).toBeNull();
    expect(local.client.kernel.currentUrl()).toBeNull();
    expect(local.kit.lastMail('node@example.com').text).toContain('http://localhost:3000/handler/email-verification?code=');
  });

  it('signOut without navigate and without a window signs out and returns normally', async () => {
    const { kit, client } = setup({ page: null, extra: { appUrl: 'http://localhost:3000', navigate: undefined } });
    await kit.signUp('ann@example.com');
    await client.password.signIn({ email: 'ann@example.com', password: PW });
    expect(await client.getUser()).not.toBeNull();
    expect(await client.signOut()).toEqual({ data: undefined, error: null });
    expect(client.kernel.session.get()).toEqual({ accessToken: null, refreshToken: null });
    expect(await client.getUser()).toBeNull();
  });
});
