// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { hostOf } from '../../mock-server/index.js';
import { createUiHost, renderHandler } from '../../ui/test-kit.js';
import { password } from '../password/index.js';
import { passwordViews } from '../password/views.js';
import { totp } from './host/totp.js';
import { mfa } from './index.js';
import { mfaViews } from './views.js';

const ui = createUiHost();

/** RFC 4648 base32 → bytes. */
function base32Decode(s: string): Uint8Array {
  const out: number[] = [];
  let bits = 0;
  let value = 0;
  for (const ch of s) {
    value = (value << 5) | 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'.indexOf(ch);
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Uint8Array.from(out);
}
const host = hostOf(ui.app);
const PW = 'correct horse battery';
let n = 0;

afterEach(() => {
  cleanup();
  ui.disposeClients();
  sessionStorage.clear();
});

const client = (o: Parameters<typeof ui.makeClient>[0] = {}) => ui.makeClient({ plugins: [password(), mfa()], ...o });
const field = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const press = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

/** A password user with TOTP on; returns e-mail and secret bytes. */
async function mfaUser() {
  const email = `mfa-view-${++n}@example.com`;
  const secret = new TextEncoder().encode(`view-secret-${n}-0123456`);
  const r = await ui.server.users.create({ primaryEmail: email, password: PW, primaryEmailAuthEnabled: true });
  if (r.error) throw r.error;
  // Only an update with the secret turns MFA on (a secret given on create is stored, MFA stays off).
  const on = await ui.server.users.update(r.data.id, { totpSecretBase64: Buffer.from(secret).toString('base64') });
  if (on.error) throw on.error;
  return { email, secret };
}

/** The code for the host's current step, moving the host clock past a step edge first (never a stale code). */
function currentCode(secret: Uint8Array): string {
  const left = 30_000 - (host.now() % 30_000);
  if (left < 3000) host.advanceClock(left + 1);
  return totp(secret, host.now());
}

describe('mfa views', () => {
  it('/sign-in: no prompt until MFA is demanded; then the code form; a wrong code stays; the right one signs in', async () => {
    const { email, secret } = await mfaUser();
    const { client: c, navigations } = client({ urls: { afterSignIn: '/dashboard' } });
    renderHandler(c, '/handler/sign-in', { views: [passwordViews, mfaViews] });
    await screen.findByRole('button', { name: 'Sign in' });
    expect(screen.queryByLabelText('Authentication code')).toBeNull();
    type('Email', email);
    type('Password', PW);
    press('Sign in');
    const form = await screen.findByRole('form', { name: 'Multi-factor authentication' });
    expect(within(form).getByRole('status').textContent).toBe('Enter the six-digit code from your authenticator app.');
    const input = within(form).getByLabelText('Authentication code') as HTMLInputElement;
    expect([input.inputMode, input.autocomplete, input.maxLength]).toEqual(['numeric', 'one-time-code', 6]);
    expect(c.kernel.session.get().refreshToken).toBeNull();

    // the code is drawn in six boxes; "Verify" checks a short one, and a sixth digit sends the code by itself
    expect(form.querySelectorAll('.ta-code span')).toHaveLength(6);
    fireEvent.change(input, { target: { value: '12345' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Verify' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('Please enter the 6-digit code.');
    const right = currentCode(secret);
    fireEvent.change(input, { target: { value: right === '000000' ? '111111' : '000000' } });
    expect((await within(form).findByRole('alert')).textContent).toBe('That code is not right. Please try again.');
    expect(navigations).toEqual([]);

    fireEvent.change(input, { target: { value: currentCode(secret) } });
    await waitFor(() => expect(navigations).toEqual([{ url: '/dashboard', replace: false }]));
    expect(c.kernel.session.get().refreshToken).not.toBeNull();
    expect(c.mfa.pendingAttempt()).toBeNull();
  });

  it('/sign-in?mfa_attempt_code=… shows the prompt; "Sign in again" drops a captured attempt', async () => {
    const { email, secret } = await mfaUser();
    const { client: c, navigations } = client({ urls: { afterSignIn: '/home' } });
    const r = await c.password.signIn({ email, password: PW });
    const code = c.mfa.mfaAttemptCode(r)!;
    c.mfa.setPendingAttempt(null);
    renderHandler(c, `/handler/sign-in?mfa_attempt_code=${code}`, { views: [mfaViews] });
    type('Authentication code', currentCode(secret));
    await waitFor(() => expect(navigations).toEqual([{ url: '/home', replace: false }]));
    cleanup();

    const other = client();
    await other.client.password.signIn({ email, password: PW });
    renderHandler(other.client, '/handler/sign-in', { views: [mfaViews] });
    await screen.findByLabelText('Authentication code');
    press('Sign in again');
    await waitFor(() => expect(screen.queryByLabelText('Authentication code')).toBeNull());
    expect(other.client.mfa.pendingAttempt()).toBeNull();
  });

  it('/oauth-callback and /magic-link-callback carry the prompt too (here alone, with a captured attempt)', async () => {
    const { email, secret } = await mfaUser();
    const { client: c, navigations } = client({ urls: { afterSignIn: '/after' } });
    const r = await c.password.signIn({ email, password: PW });
    expect(c.mfa.pendingAttempt()).toBe(c.mfa.mfaAttemptCode(r));
    renderHandler(c, '/handler/magic-link-callback?code=whatever', { views: [mfaViews] });
    await screen.findByLabelText('Authentication code');
    cleanup();
    renderHandler(c, '/handler/oauth-callback?code=x&state=y', { views: [mfaViews] });
    type('Authentication code', currentCode(secret));
    await waitFor(() => expect(navigations).toEqual([{ url: '/after', replace: false }]));
  });

  it('account settings: enable shows the key and link and turns on only after a right code; disable turns it off', async () => {
    const tokens = await ui.signedInTokens(`mfa-settings-${++n}@example.com`);
    const { client: c } = client({ tokens });
    const userId = (await c.getUser())!.id;
    renderHandler(c, '/handler/account-settings?section=security', { views: [mfaViews] });
    await screen.findByRole('heading', { name: 'Security' });
    expect(screen.getByText('Add a second step to your sign-in: a code from an authenticator app.')).toBeTruthy();
    press('Enable multi-factor authentication');
    const status = (await screen.findAllByRole('status'))[0]!;
    const link = within(status).getByRole('link', { name: 'Open in authenticator app' }).getAttribute('href')!;
    expect(link).toMatch(/^otpauth:\/\/totp\/Stack%20Dashboard:mfa-settings-\d+%40example\.com\?secret=[A-Z2-7]{32}&issuer=Stack%20Dashboard&algorithm=SHA1&digits=6&period=30$/);
    const key = new URL(link).searchParams.get('secret')!;
    expect(status.textContent).toContain(`Key: ${key}`);
    // the QR code (its encoder loads on demand) is an image with a name; the key stays text beside it
    const qr = screen.getByRole('img', { name: 'QR code for your authenticator app' });
    await waitFor(() => expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d/));
    expect(qr.getAttribute('aria-busy')).toBeNull();
    expect(host.users.get(userId)!.totp_secret_base64).toBeNull();

    type('Authentication code', '12345');
    press('Turn on');
    expect((await screen.findByRole('alert')).textContent).toBe('Please enter the 6-digit code.');
    const secretOf = Buffer.from(base32Decode(key));
    type('Authentication code', totp(secretOf, Date.now()) === '000000' ? '111111' : '000000');
    expect((await screen.findByRole('alert')).textContent).toBe('That code is not right. Please try again.');
    expect(host.users.get(userId)!.totp_secret_base64).toBeNull();
    const secret = Buffer.from(base32Decode(key));
    type('Authentication code', totp(secret, Date.now()));
    await screen.findByText('Sign-ins ask for a code from your authenticator app.');
    expect(Buffer.from(host.users.get(userId)!.totp_secret_base64!, 'base64')).toEqual(secret);
    expect(screen.queryByRole('status')).toBeNull();

    press('Disable multi-factor authentication');
    const dialog = await screen.findByRole('dialog', { name: 'Turn off multi-factor authentication?' });
    expect(host.users.get(userId)!.totp_secret_base64).not.toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    await screen.findByRole('button', { name: 'Enable multi-factor authentication' });
    expect(host.users.get(userId)!.totp_secret_base64).toBeNull();
  });
});
