// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { hostOf } from '../../mock-server/index.js';
import { createViewTestHost, renderHandler } from '../../ui/test-kit.js';
import { password } from './index.js';
import { passwordViews } from './views.js';

const ui = createViewTestHost();
const host = hostOf(ui.app);
const views = [passwordViews];
let n = 0;
const address = () => `pw-view-${++n}@example.com`;


const client = (o: Parameters<typeof ui.makeClient>[0] = {}) => ui.makeClient({ plugins: [password()], ...o });
const field = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const press = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

async function passwordUser(pw = 'correct horse battery') {
  const email = address();
  const r = await ui.server.users.create({ primaryEmail: email, password: pw, primaryEmailAuthEnabled: true });
  if (r.error) throw r.error;
  return email;
}

function lastCode(email: string): string {
  const mails = host.mails.filter((m) => m.to.includes(email));
  return /[?&]code=([0-9a-z]{45})/.exec(mails[mails.length - 1].text)![1];
}

describe('password views', () => {
  it('/sign-in: labelled fields; a wrong password shows the wrong-credentials alert; success goes to after-sign-in', async () => {
    const email = await passwordUser();
    const { client: c, navigations } = client({ urls: { afterSignIn: '/dashboard' } });
    renderHandler(c, '/handler/sign-in', { views });
    await screen.findByRole('button', { name: 'Sign in' });
    type('Email', email);
    type('Password', 'not my password');
    press('Sign in');
    expect((await screen.findByRole('alert')).textContent).toBe('Wrong email or password.');
    type('Password', 'correct horse battery');
    press('Sign in');
    await waitFor(() => expect(navigations).toEqual([{ url: '/dashboard', replace: false }]));
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe('/handler/forgot-password');
  });

  it('/sign-up: repeat mismatch and short password messages, then sign-up goes to after-sign-up', async () => {
    const { client: c, navigations } = client({ urls: { afterSignUp: '/welcome' } });
    renderHandler(c, '/handler/sign-up', { views });
    await screen.findByRole('button', { name: 'Sign up' });
    type('Email', address());
    type('Password', 'short');
    type('Repeat password', 'shorter');
    press('Sign up');
    expect(await screen.findByText('Passwords do not match.')).toBeTruthy();
    expect(screen.getByText('Password too short. Minimum length is 8.')).toBeTruthy();
    type('Repeat password', 'short');
    press('Sign up');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Password too short. Minimum length is 8.'));
    type('Password', 'a long enough password');
    type('Repeat password', 'a long enough password');
    press('Sign up');
    await waitFor(() => expect(navigations).toEqual([{ url: '/welcome', replace: false }]));
  });

  it('/forgot-password then /password-reset with the mailed code', async () => {
    const email = await passwordUser();
    const { client: c } = client();
    renderHandler(c, '/handler/forgot-password', { views });
    type('Email', email);
    press('Send reset link');
    expect((await screen.findByRole('status')).textContent).toBe('Check your inboxIf an account uses this email, a link to reset its password is on its way.');
    // the "check your inbox" state replaces the form
    expect(screen.queryByLabelText('Email')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe('/handler/sign-in');
    const code = lastCode(email);
    expect(host.mails.values().some((m) => m.text.includes(`https://app.example.com/handler/password-reset?code=${code}`))).toBe(true);
    cleanup();

    renderHandler(client().client, `/handler/password-reset?code=${code}`, { views });
    await screen.findByRole('button', { name: 'Reset password' });
    type('New password', 'brand new password');
    type('Repeat password', 'brand new password');
    press('Reset password');
    expect((await screen.findByRole('status')).textContent).toBe('Your password has been reset. You can sign in with it now.');
    const signIn = await client().client.password.signIn({ email, password: 'brand new password' });
    expect(signIn.error).toBeNull();
  });

  it('/password-reset without a code, or with a used one, says so', async () => {
    renderHandler(client().client, '/handler/password-reset', { views });
    expect((await screen.findByRole('alert')).textContent).toBe('This link is incomplete: it has no code. Open the link from the email again.');
    cleanup();
    renderHandler(client().client, `/handler/password-reset?code=${'a'.repeat(45)}`, { views });
    expect((await screen.findByRole('alert')).textContent).toBe('This link is no longer valid. Please ask for a new one.');
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('This link cannot be used'));
    cleanup();
    // a malformed code (cut short by a mail client) reads the same as an unknown one
    renderHandler(client().client, '/handler/password-reset?code=abc', { views });
    expect((await screen.findByRole('alert')).textContent).toBe('This link is no longer valid. Please ask for a new one.');
  });

  it('password fields have a show/hide toggle', async () => {
    renderHandler(client().client, '/handler/sign-in', { views });
    const field = (await screen.findByLabelText('Password')) as HTMLInputElement;
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(field.type).toBe('password');
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(toggle);
    expect(field.type).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
  });

  it('account settings: updates the password (wrong current password refused) or sets a first one', async () => {
    const email = await passwordUser('old password 1');
    const { client: c } = client();
    await c.password.signIn({ email, password: 'old password 1' });
    renderHandler(c, '/handler/account-settings?section=security', { views });
    await screen.findByRole('heading', { name: 'Security' });
    type('Current password', 'not the old one');
    type('New password', 'new password 2');
    type('Repeat password', 'new password 2');
    press('Update password');
    expect((await screen.findByRole('alert')).textContent).toBe('Passwords do not match.');
    type('Current password', 'old password 1');
    press('Update password');
    expect((await screen.findByRole('status')).textContent).toBe('Saved.');
    cleanup();

    const { client: noPw } = client({ tokens: await ui.signedInTokens() });
    renderHandler(noPw, '/handler/account-settings?section=security', { views });
    await screen.findByRole('button', { name: 'Set password' });
    type('New password', 'first password 1');
    type('Repeat password', 'first password 1');
    press('Set password');
    expect((await screen.findByRole('status')).textContent).toBe('Saved.');
    expect((await noPw.getUser())?.hasPassword).toBe(true);
  });

  it('hides its sections when the project turns password sign-in off', async () => {
    const admin = ui.adminClient();
    const set = (credential_enabled: boolean) =>
      admin.kernel.request('/projects/current', { method: 'PATCH', body: { config: { credential_enabled } }, session: false });
    await set(false);
    try {
      renderHandler(client().client, '/handler/sign-in', { views });
      expect(await screen.findByRole('heading', { name: 'Sign in to your account' })).toBeTruthy();
      await waitFor(() => expect(screen.queryByRole('button', { name: 'Sign in' })).toBeNull());
      expect(screen.queryByLabelText('Password', { exact: true })).toBeNull();
    } finally {
      await set(true);
    }
  });
});
