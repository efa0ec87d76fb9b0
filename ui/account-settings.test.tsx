// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
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

  it('shows the profile section first, then each plugin section in order', async () => {
    const { client } = make({ tokens: await host.signedInTokens() });
    renderHandler(client, '/handler/account-settings', { views: [withSections, withMore] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Account settings' })).toBeTruthy();
    await screen.findByRole('region', { name: 'Profile' });
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(['Profile', 'Password', 'Emails']);
    expect(screen.getByText('change password form')).toBeTruthy();
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
    expect(list.data?.items.map((u) => u.display_name)).toEqual(['New Name']);
    expect((await client.getUser())?.display_name).toBe('New Name');
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
