// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createUiHost, PAGE_ORIGIN, renderHandler } from '../../ui/test-kit.js';
import { passkey } from './index.js';
import { createTestAuthenticator } from './test-authenticator.js';
import { passkeyViews } from './views.js';

const ui = createUiHost();
const views = [passkeyViews];
const urls = { afterSignIn: '/back-again', afterSignUp: '/welcome' };

beforeAll(async () => {
  const r = await ui.adminClient().kernel.request('/projects/current', {
    method: 'PATCH',
    body: { config: { passkey_enabled: true, domains: [{ domain: PAGE_ORIGIN, handler_path: '/handler' }] } },
    session: false,
  });
  if (r.error) throw r.error;
});
afterEach(() => {
  cleanup();
  ui.disposeClients();
});

describe('passkey views', () => {
  it('account settings adds a passkey; the sign-in button then signs in with it', async () => {
    const auth = createTestAuthenticator();
    const webauthn = auth.webauthn(PAGE_ORIGIN);
    const tokens = await ui.signedInTokens();
    const settings = ui.makeClient({ tokens, plugins: [passkey({ webauthn })], urls, page: `${PAGE_ORIGIN}/handler/account-settings` });
    renderHandler(settings.client, '/handler/account-settings?section=security', { views });
    expect((await screen.findByRole('heading', { name: 'Security' })).textContent).toBe('Security');
    fireEvent.click(await screen.findByRole('button', { name: 'Add a passkey' }));
    expect((await screen.findByRole('status', {}, { timeout: 5000 })).textContent).toBe('Passkey saved.');
    expect(await screen.findByText('Passkey sign-in is on for this account.')).toBeTruthy();
    expect(auth.credentialId).not.toBeNull();
    cleanup();

    const { client, navigations } = ui.makeClient({ plugins: [passkey({ webauthn })], urls });
    renderHandler(client, '/handler/sign-in', { views });
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in with passkey' }));
    await waitFor(() => expect(navigations).toEqual([{ url: '/back-again', replace: false }]));
    expect(client.kernel.session.get().refreshToken).toMatch(/^[0-9a-z]{45}$/);
  });

  it('shows browser failures on the sign-in button', async () => {
    const { client } = ui.makeClient({ plugins: [passkey({ webauthn: createTestAuthenticator().webauthn('https://elsewhere.example.org') })], urls });
    renderHandler(client, '/handler/sign-in', { views });
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in with passkey' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Your device could not use a passkey. Please try again.');
  });

  it('hides the button and the section when the project has passkeys off', async () => {
    const off = createUiHost();
    const tokens = await off.signedInTokens();
    const { client } = off.makeClient({ tokens, plugins: [passkey({ webauthn: createTestAuthenticator().webauthn(PAGE_ORIGIN) })], urls });
    renderHandler(client, '/handler/account-settings', { views });
    await screen.findByRole('heading', { name: 'Profile' });
    await waitFor(() => expect(client.kernel.cache.get(['project'])).toBeTruthy());
    expect(screen.queryByRole('button', { name: 'Add a passkey' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Security' })).toBeNull();
    cleanup();
    renderHandler(client, '/handler/sign-in', { views });
    await waitFor(() => expect(client.kernel.cache.get(['project'])).toBeTruthy());
    expect(screen.queryByRole('button', { name: 'Sign in with passkey' })).toBeNull();
    off.disposeClients();
  });
});
