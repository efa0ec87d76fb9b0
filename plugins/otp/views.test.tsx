// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { hostOf } from '../../mock-server/index.js';
import { createViewTestHost, renderHandler } from '../../ui/test-kit.js';
import { password } from '../password/index.js';
import { otp } from './index.js';
import { otpViews } from './views.js';

const ui = createViewTestHost();
const host = hostOf(ui.app);
const views = [otpViews];
let n = 0;
const address = () => `otp-view-${++n}@example.com`;
const urls = { afterSignIn: '/back-again', afterSignUp: '/welcome' };


const client = () => ui.makeClient({ plugins: [otp()], urls });
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });

function lastCode(email: string): string {
  const mails = host.mails.filter((m) => m.to.includes(email));
  return /[?&]code=([0-9a-z]{45})/.exec(mails[mails.length - 1].text)![1];
}

describe('otp views', () => {
  it('sign-in section: e-mail, then the typed code; a new user goes to after-sign-up', async () => {
    const email = address();
    const { client: c, navigations } = client();
    renderHandler(c, '/handler/sign-in', { views });
    type('Email', email);
    fireEvent.click(await screen.findByRole('button', { name: 'Send sign-in link' }));
    expect((await screen.findByRole('status')).textContent).toBe(`Check your inboxWe sent a sign-in link and a code to ${email}. Open the link, or type the code here.`);
    expect(screen.queryByLabelText('Email')).toBeNull();
    // one labelled input drawn as six boxes; letters are upper-cased, other characters dropped
    const field = screen.getByLabelText('Code') as HTMLInputElement;
    const boxes = () => [...document.querySelectorAll('.ta-code span')].map((b) => b.textContent).join('|');
    type('Code', 'zz-zzz');
    expect(field.value).toBe('ZZZZZ');
    expect(boxes()).toBe('Z|Z|Z|Z|Z|');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in with code' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This link is no longer valid. Please ask for a new one.');
    // a pasted (or autofilled) whole code fills every box and submits by itself
    type('Code', ` ${lastCode(email).slice(0, 6)} `);
    expect(boxes()).toBe(lastCode(email).slice(0, 6).toUpperCase().split('').join('|'));
    await waitFor(() => expect(navigations).toEqual([{ url: '/welcome', replace: false }]));
  });

  it('an unverified password account gets told to sign in with its password (409 USER_EMAIL_ALREADY_EXISTS)', async () => {
    const email = address();
    const signUp = await ui.makeClient({ plugins: [password()] }).client.password.signUp({ email, password: 'correct horse battery' });
    expect(signUp.error).toBeNull();
    renderHandler(client().client, '/handler/sign-in', { views });
    type('Email', email);
    fireEvent.click(await screen.findByRole('button', { name: 'Send sign-in link' }));
    await waitFor(() =>
      expect(screen.getByText('This account signs in with a password. Sign in with your password, or reset it.')).toBeTruthy(),
    );
    expect(screen.queryByText('An account with this email already exists.')).toBeNull();
  });

  it('can go back from the code step to another e-mail', async () => {
    renderHandler(client().client, '/handler/sign-in', { views });
    type('Email', address());
    fireEvent.click(await screen.findByRole('button', { name: 'Send sign-in link' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Use another email' }));
    expect((await screen.findByRole('button', { name: 'Send sign-in link' })).textContent).toBe('Send sign-in link');
    expect(screen.queryByLabelText('Code', { exact: true })).toBeNull();
  });

  it('/magic-link-callback signs in once with the link code; a returning user goes to after-sign-in', async () => {
    const email = address();
    for (const expected of ['/welcome', '/back-again']) {
      const sender = client();
      await sender.client.otp.sendMagicLinkEmail(email);
      const { client: c, navigations } = client();
      renderHandler(c, `/handler/magic-link-callback?code=${lastCode(email)}`, { views });
      // it asks first: opening the link (a mail scanner does) does not use the code up
      const go = await screen.findByRole('button', { name: 'Sign in' });
      await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toMatch(/^Sign in to .+ with this link\?$/));
      expect(navigations).toEqual([]);
      fireEvent.click(go);
      await waitFor(() => expect(navigations).toEqual([{ url: expected, replace: false }]));
      expect(screen.queryByRole('alert')).toBeNull();
      cleanup();
    }
  });

  it('/magic-link-callback without a code, or with a used one, says so', async () => {
    renderHandler(client().client, '/handler/magic-link-callback', { views });
    expect((await screen.findByRole('alert')).textContent).toBe('This link is incomplete: it has no code. Open the link from the email again.');
    cleanup();
    const email = address();
    await client().client.otp.sendMagicLinkEmail(email);
    const code = lastCode(email);
    await client().client.otp.signInWithMagicLink(code);
    renderHandler(client().client, `/handler/magic-link-callback?code=${code}`, { views });
    expect((await screen.findByRole('alert')).textContent).toBe('This link or code was already used.');
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('This link cannot be used'));
    cleanup();
    for (const [bad, text] of [
      ['a'.repeat(45), 'This link is no longer valid. Please ask for a new one.'],
      ['abc', 'This link is no longer valid. Please ask for a new one.'],
    ]) {
      renderHandler(client().client, `/handler/magic-link-callback?code=${bad}`, { views });
      expect((await screen.findByRole('alert')).textContent).toBe(text);
      cleanup();
    }
  });

  it('hides its section when the project turns magic link off', async () => {
    const admin = ui.adminClient();
    const set = (magic_link_enabled: boolean) =>
      admin.kernel.request('/projects/current', { method: 'PATCH', body: { config: { magic_link_enabled } }, session: false });
    await set(false);
    try {
      renderHandler(client().client, '/handler/sign-in', { views });
      expect(await screen.findByRole('heading', { name: 'Sign in to your account' })).toBeTruthy();
      await waitFor(() => expect(screen.queryByRole('button', { name: 'Send sign-in link' })).toBeNull());
    } finally {
      await set(true);
    }
  });
});
