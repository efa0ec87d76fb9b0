import { afterEach, describe, expect, it } from 'vitest';
import { password } from '../password/index.js';
import { codeFromMail, createKit, createTestClient } from '../password/test-kit.js';
import { createClient } from '../../kernel/index.js';
import { otp } from './index.js';

const disposers: (() => void)[] = [];
afterEach(() => disposers.splice(0).forEach((d) => d()));

function setup() {
  const kit = createKit();
  const make = () => {
    const c = createTestClient(kit, [otp(), password()] as const);
    disposers.push(() => c.client.dispose());
    return c;
  };
  return { kit, make, ...make() };
}

describe('otp() client', () => {
  it('checkMagicLinkCode checks a link code without using it up', async () => {
    const { kit, client } = setup();
    await client.otp.sendMagicLinkEmail('check@example.com');
    const code = codeFromMail(kit.lastMail('check@example.com'));
    expect(await client.otp.checkMagicLinkCode(code)).toEqual({ data: true, error: null });
    expect(await client.otp.checkMagicLinkCode(code.toUpperCase())).toEqual({ data: true, error: null });
    expect((await client.otp.signInWithMagicLink(code)).error).toBeNull();
    expect((await client.otp.checkMagicLinkCode(code)).error?.code).toBe('VERIFICATION_CODE_ALREADY_USED');
    expect((await client.otp.checkMagicLinkCode('a'.repeat(45))).error?.code).toBe('VERIFICATION_CODE_NOT_FOUND');
  });

  it('sends to the magic-link-callback page and signs a new user in with the typed 6-character code', async () => {
    const { kit, client, navigations } = setup();
    const sent = await client.otp.sendMagicLinkEmail('new@example.com');
    expect(sent.data?.nonce).toMatch(/^[0-9a-z]{39}$/);
    const mail = kit.lastMail('new@example.com');
    expect(mail.text).toContain('http://localhost:3000/handler/magic-link-callback?code=');
    const typed = ` ${codeFromMail(mail).slice(0, 6).toUpperCase()} `;
    const r = await client.otp.signInWithMagicLink(typed, { redirect: true });
    expect(r.data).toEqual({ userId: expect.any(String), isNewUser: true });
    expect(navigations).toEqual(['/']); // after-sign-up (defaults to home)
    expect((await client.getUser())?.primaryEmailVerified).toBe(true);
  });

  it('signs in with the 45-character link code and sends existing users to after-sign-in', async () => {
    const kit = createKit();
    const c = createTestClient(kit, [otp()] as const);
    disposers.push(() => c.client.dispose());
    await c.client.otp.sendMagicLinkEmail('ann@example.com');
    await c.client.otp.signInWithMagicLink(codeFromMail(kit.lastMail('ann@example.com')));
    await c.client.otp.sendMagicLinkEmail('ann@example.com');
    const r = await c.client.otp.signInWithMagicLink(codeFromMail(kit.lastMail('ann@example.com')), { redirect: true });
    expect(r.data?.isNewUser).toBe(false);
    expect(c.navigations).toEqual(['/']);
  });

  it('routes new and returning users to their own after-auth pages', async () => {
    const kit = createKit();
    const urls = { afterSignIn: '/welcome-back', afterSignUp: '/welcome' };
    const navigations: string[] = [];
    const client = createClient({
      projectId: 'internal',
      publishableClientKey: 'this-publishable-client-key-is-for-local-development-only',
      baseUrl: 'http://localhost:8102',
      fetch: (input, init) => kit.app.request(String(input), init),
      currentUrl: () => 'http://localhost:3000/handler/sign-in',
      navigate: (url) => void navigations.push(url),
      urls,
      plugins: [otp()] as const,
    });
    disposers.push(() => client.dispose());
    for (let i = 0; i < 2; i++) {
      await client.otp.sendMagicLinkEmail('ann@example.com');
      await client.otp.signInWithMagicLink(codeFromMail(kit.lastMail('ann@example.com')), { redirect: true });
    }
    expect(navigations).toEqual(['/welcome', '/welcome-back']);
  });

  it('needs the nonce for a typed code: a fresh client can pass it explicitly', async () => {
    const { kit, client, make } = setup();
    const sent = await client.otp.sendMagicLinkEmail('ann@example.com');
    const typed = codeFromMail(kit.lastMail('ann@example.com')).slice(0, 6);
    const other = make();
    const without = await other.client.otp.signInWithMagicLink(typed);
    expect(without.error?.code).toBe('VERIFICATION_CODE_NOT_FOUND');
    expect(other.requests).toEqual([]);
    const withNonce = await other.client.otp.signInWithMagicLink(typed, { nonce: sent.data!.nonce });
    expect(withNonce.data?.isNewUser).toBe(true);
  });

  it('reports untrusted callbacks, disabled magic link and wrong codes', async () => {
    const { kit, client } = setup();
    expect((await client.otp.sendMagicLinkEmail('a@example.com', { callbackUrl: 'https://evil.example.org/' })).error?.code).toBe('REDIRECT_URL_NOT_TRUSTED');
    await client.otp.sendMagicLinkEmail('a@example.com');
    const wrong = await client.otp.signInWithMagicLink('zzzzzz');
    expect(wrong.error).toMatchObject({ code: 'VERIFICATION_CODE_NOT_FOUND', status: 404 });
    kit.setConfig({ magic_link_enabled: false });
    const off = await client.otp.sendMagicLinkEmail('a@example.com');
    expect(off.error).toMatchObject({ code: 'HTTP_ERROR', status: 403, message: 'Magic link is not enabled for this project' });
  });

  it('keeps the sending page\'s after_auth_return_to in the default link', async () => {
    const kit = createKit();
    const c = createTestClient(kit, [otp()] as const, { page: 'http://localhost:3000/handler/sign-in?after_auth_return_to=%2Fnext' });
    disposers.push(() => c.client.dispose());
    await c.client.otp.sendMagicLinkEmail('ret@example.com');
    expect(kit.lastMail('ret@example.com').text).toMatch(
      /http:\/\/localhost:3000\/handler\/magic-link-callback\?after_auth_return_to=%2Fnext&code=[0-9a-z]{45}/,
    );
    await c.client.otp.sendMagicLinkEmail('ret2@example.com', { callbackUrl: 'http://localhost:3000/cb' });
    expect(kit.lastMail('ret2@example.com').text).toMatch(/http:\/\/localhost:3000\/cb\?code=/);
  });

  it('outside a browser, the magic link is built from appUrl; without it the error names the option', async () => {
    const kit = createKit();
    const node = createTestClient(kit, [otp()] as const, { page: null, extra: { appUrl: 'http://localhost:4000', navigate: undefined } });
    disposers.push(() => node.client.dispose());
    expect((await node.client.otp.sendMagicLinkEmail('node@example.com')).error).toBeNull();
    expect(kit.lastMail('node@example.com').text).toContain('http://localhost:4000/handler/magic-link-callback?code=');
    const bare = createTestClient(kit, [otp()] as const, { page: null });
    disposers.push(() => bare.client.dispose());
    await expect(bare.client.otp.sendMagicLinkEmail('node@example.com')).rejects.toThrow(/appUrl/);
  });
});
