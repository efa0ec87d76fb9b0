// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createUiHost, PAGE_ORIGIN, renderHandler, idPlugins } from './test-kit.js';
import { defineViews } from './view-contract.js';

const host = createUiHost();
/** A client on which the fixture views below count as loaded plugins. */
const make: typeof host.makeClient = (o = {}) => host.makeClient({ plugins: idPlugins('pw', 'ml', 'cc', 'fixture', 'x'), ...o });
afterEach(() => {
  cleanup();
  host.disposeClients();
});

const withSections = defineViews({
  id: 'pw',
  accountSettings: [{ key: 'password', title: 'Password', Component: () => <p>change password form</p> }],
});
const withMore = defineViews({
  id: 'cc',
  accountSettings: [{ key: 'emails', title: 'Emails', Component: () => <p>emails list</p> }],
});

describe('/account-settings', () => {
  it('signed out: redirects to sign-in (replace) carrying the page as after_auth_return_to', async () => {
    const page = `${PAGE_ORIGIN}/handler/account-settings`;
    const { client, navigations } = make({ page });
    renderHandler(client, '/handler/account-settings');
    await waitFor(() =>
      expect(navigations).toEqual([{ url: `/handler/sign-in?after_auth_return_to=${encodeURIComponent(page)}`, replace: true }]),
    );
  });

  it('a side navigation: Profile, Emails, Security, then other groups; one group shown at a time', async () => {
    const { client } = make({ tokens: await host.signedInTokens() });
    const security = defineViews({
      id: 'x',
      accountSettings: [
        { key: 'mfa', title: 'MFA', group: 'security', Component: () => <p>mfa switch</p> },
        { key: 'off', title: 'Off', group: 'security', Component: () => <p>switched off</p>, enabled: () => false },
      ],
    });
    const { location } = renderHandler(client, '/handler/account-settings', { views: [withSections, withMore, security] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Account settings' })).toBeTruthy();
    await screen.findByRole('region', { name: 'Profile' });
    const nav = screen.getByRole('navigation', { name: 'Account settings' });
    expect([...nav.querySelectorAll('a')].map((a) => a.textContent)).toEqual(['Profile', 'Emails', 'Security', 'Password', 'Sign out']);
    expect(within(nav).getByRole('link', { name: 'Sign out' }).getAttribute('href')).toBe('/handler/sign-out');
    // on phones the page without ?section is the list of sections; a section opens on its own with a way back
    expect(document.querySelector('.ta-settings')!.hasAttribute('data-open')).toBe(false);
    expect(nav.querySelector('[aria-current=page]')?.textContent).toBe('Profile');
    expect(screen.queryByText('change password form')).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Security' }));
    expect(location.history.at(-1)).toBe('/handler/account-settings?section=security');
    await waitFor(() => expect(document.querySelector('.ta-settings')!.hasAttribute('data-open')).toBe(true));
    // the way back (shown on phones only)
    expect(document.querySelector('a.ta-back')!.getAttribute('href')).toBe('/handler/account-settings');
    expect(await screen.findByText('mfa switch')).toBeTruthy();
    expect(screen.queryByText('switched off')).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Password' }));
    expect(await screen.findByText('change password form')).toBeTruthy();
  });

  it('changes the display name through PATCH /users/me and shows it saved', async () => {
    const email = `rename-${Date.now()}@example.com`;
    const { client } = make({ tokens: await host.signedInTokens(email, 'Old Name') });
    renderHandler(client, '/handler/account-settings');
    const field = await screen.findByLabelText('Display name');
    expect((field as HTMLInputElement).value).toBe('Old Name');
    fireEvent.change(field, { target: { value: 'New Name' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved.')).toBeTruthy();
    const list = await host.server.users.list({ query: email });
    expect(list.data?.items.map((u) => u.displayName)).toEqual(['New Name']);
    expect((await client.getUser())?.displayName).toBe('New Name');
  });

  it('shows the server error when saving fails', async () => {
    const tokens = await host.signedInTokens();
    const { client } = make({ tokens });
    renderHandler(client, '/handler/account-settings');
    const field = await screen.findByLabelText('Display name');
    // The user is deleted behind the page's back: the save must fail visibly.
    const me = await client.getUser();
    await host.server.users.delete(me!.id);
    fireEvent.change(field, { target: { value: 'Ghost' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).not.toBe('');
    expect(screen.queryByText('Saved.')).toBeNull();
  });
});
