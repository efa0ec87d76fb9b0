// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AuthProvider } from './provider.js';
import { createUiHost } from './test-kit.js';
import { UserButton } from './user-button.js';

const host = createUiHost();
afterEach(() => {
  cleanup();
  host.disposeClients();
});

describe('<UserButton>', () => {
  it('signed out: renders nothing', async () => {
    const { client } = host.makeClient();
    const { container } = render(
      <AuthProvider client={client}>
        <UserButton />
      </AuthProvider>,
    );
    expect(await client.getUser()).toBeNull();
    await new Promise((r) => setTimeout(r, 0));
    expect(container.querySelector('button')).toBeNull();
  });

  it('an avatar menu: name and e-mail, app items, account settings, theme switch, sign-out; keyboard and Escape', async () => {
    const { client, navigations } = host.makeClient({ tokens: await host.signedInTokens('menu@example.com', 'Ada Lovelace') });
    const picked: string[] = [];
    render(
      <AuthProvider client={client} wait={() => Promise.resolve()}>
        <UserButton items={[{ label: 'Billing', onClick: () => picked.push('billing') }]} theme="light" onThemeChange={(t) => picked.push(t)} />
      </AuthProvider>,
    );
    const button = await screen.findByRole('button', { name: 'Account menu' });
    expect(button.textContent).toBe('A');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    const menu = await screen.findByRole('menu', { name: 'Account menu' });
    expect(menu.textContent).toContain('Ada Lovelace');
    expect(menu.textContent).toContain('menu@example.com');
    const items = screen.getAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual(['Billing', 'Account settings', 'Dark theme', 'Sign out']);
    await waitFor(() => expect(document.activeElement).toBe(items[0]));
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(items[1]);
    fireEvent.keyDown(menu, { key: 'End' });
    expect(document.activeElement).toBe(items[3]);
    fireEvent.keyDown(menu, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);

    fireEvent.click(button);
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Billing' }));
    fireEvent.click(button);
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Dark theme' }));
    expect(picked).toEqual(['billing', 'dark']);
    fireEvent.click(button);
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Account settings' }));
    await waitFor(() => expect(navigations.at(-1)?.url).toBe('/handler/account-settings'));
    fireEvent.click(button);
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    await waitFor(() => expect(client.kernel.session.get().refreshToken).toBeNull());
  });
});
