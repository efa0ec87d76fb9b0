/**
 * The vendor SDK (@stackframe/js 2.7.23) against our host on loopback: password, magic link and contact
 * channels end to end, codes read from the dev mailbox over HTTP.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { register } from 'node:module';
import { mailboxCode, startTestHost, type TestHost } from '../../mock-server/testing/test-host.js';
import { DEV_KEYS } from '../../mock-server/store/seed.js';

// The SDK's published ESM uses extension-less relative imports: the host's Node resolve hook makes them load
// (the same approach as mock-server/vendor-sdk.test.ts).
register('../../mock-server/testing/extensionless-hook.mjs', import.meta.url);
type Vendor = typeof import('@stackframe/js');
let StackClientApp: Vendor['StackClientApp'];
let t: TestHost;
const PAGE = 'http://localhost:3000/handler/sign-in';

beforeAll(async () => {
  ({ StackClientApp } = (await import('@stackframe/js' as string)) as Vendor);
  t = await startTestHost();
});
afterAll(async () => {
  await t?.close();
});

function vendorApp() {
  return new StackClientApp({
    projectId: DEV_KEYS.projectId,
    publishableClientKey: DEV_KEYS.publishableClientKey,
    baseUrl: t.url,
    tokenStore: 'memory',
    redirectMethod: 'none',
    noAutomaticPrefetch: true,
  });
}

/** The vendor SDK builds some callback URLs from window.location only (no option): give it a page for that call. */
async function onPage<T>(fn: () => Promise<T>): Promise<T> {
  const g = globalThis as { window?: unknown };
  g.window = { location: { href: PAGE } };
  try {
    return await fn();
  } finally {
    delete g.window;
  }
}

describe('vendor SDK @stackframe/js 2.7.23', () => {
  it('password: sign-up, sign-in, wrong password, forgot password, reset through the mailbox, update', async () => {
    const app = vendorApp();
    const email = 'vendor-pw@example.com';
    const up = await app.signUpWithCredential({ email, password: 'first password 1', noRedirect: true, verificationCallbackUrl: `${PAGE}/verify` });
    expect(up.status).toBe('ok');
    expect((await app.getUser())?.primaryEmail).toBe(email);
    await (await app.getUser())!.signOut();

    const wrong = await app.signInWithCredential({ email, password: 'not the password', noRedirect: true });
    expect(wrong.status).toBe('error');
    if (wrong.status === 'error') {
      expect(wrong.error.errorCode).toBe('EMAIL_PASSWORD_MISMATCH');
      expect(wrong.error.message).toContain('Wrong e-mail or password.');
    }
    expect((await app.signInWithCredential({ email, password: 'first password 1', noRedirect: true })).status).toBe('ok');

    const sent = await app.sendForgotPasswordEmail(email, { callbackUrl: 'http://localhost:3000/handler/password-reset' });
    expect(sent.status).toBe('ok');
    const { code, subject } = await mailboxCode(t.url, email);
    expect(subject).toBe('Reset your password at Stack Dashboard');
    expect((await app.verifyPasswordResetCode(code)).status).toBe('ok');
    expect((await app.resetPassword({ code, password: 'second password 2' })).status).toBe('ok');
    expect((await app.signInWithCredential({ email, password: 'second password 2', noRedirect: true })).status).toBe('ok');

    const user = (await app.getUser())!;
    // this SDK version returns the known error (or undefined on success) from updatePassword
    const mismatch = await user.updatePassword({ oldPassword: 'wrong old one', newPassword: 'third password 3' });
    expect((mismatch as { errorCode?: string } | undefined)?.errorCode).toBe('PASSWORD_CONFIRMATION_MISMATCH');
    expect(await user.updatePassword({ oldPassword: 'second password 2', newPassword: 'third password 3' })).toBeUndefined();
    expect((await app.getUser())?.primaryEmail).toBe(email); // this session was kept
    expect((await app.signInWithCredential({ email, password: 'third password 3', noRedirect: true })).status).toBe('ok');
  });

  it('magic link: sign-in with the 6-character code from the dev mailbox', async () => {
    const app = vendorApp();
    const email = 'vendor-ml@example.com';
    const sent = await app.sendMagicLinkEmail(email, { callbackUrl: 'http://localhost:3000/handler/magic-link-callback' });
    expect(sent.status).toBe('ok');
    if (sent.status !== 'ok') return;
    const { code, subject } = await mailboxCode(t.url, email);
    const otp = code.slice(0, 6).toUpperCase();
    expect(subject).toBe(`Sign in to Stack Dashboard: Your code is ${otp}`);
    const r = await app.signInWithMagicLink(otp + sent.data.nonce);
    expect(r.status).toBe('ok');
    expect((await app.getUser())?.primaryEmail).toBe(email);
    expect((await app.getUser())?.primaryEmailVerified).toBe(true);
  });

  it('contact channels: create, list, send verification, verify', async () => {
    const app = vendorApp();
    expect((await app.signUpWithCredential({ email: 'vendor-cc@example.com', password: 'cc password 1', noRedirect: true, verificationCallbackUrl: PAGE })).status).toBe('ok');
    const user = (await app.getUser())!;
    const channel = await user.createContactChannel({ type: 'email', value: 'vendor-cc-work@example.com', usedForAuth: false });
    expect(channel).toMatchObject({ value: 'vendor-cc-work@example.com', isVerified: false, isPrimary: false, usedForAuth: false });
    const listed = await user.listContactChannels();
    expect(listed.map((c) => c.value).sort()).toEqual(['vendor-cc-work@example.com', 'vendor-cc@example.com']);
    await onPage(() => channel.sendVerificationEmail());
    const { code, subject } = await mailboxCode(t.url, 'vendor-cc-work@example.com');
    expect(subject).toBe('Verify your email at Stack Dashboard');
    expect((await app.verifyEmail(code)).status).toBe('ok');
    const after = await user.listContactChannels();
    expect(after.find((c) => c.value === 'vendor-cc-work@example.com')?.isVerified).toBe(true);
  });
});
