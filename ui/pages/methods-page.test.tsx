// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createUiHost, idPlugins, renderHandler } from '../test-kit.js';
import { defineViews } from '../view-contract.js';

const host = createUiHost();
const make: typeof host.makeClient = (o = {}) => host.makeClient({ plugins: idPlugins('pw', 'ml', 'x'), ...o });
afterEach(() => {
  cleanup();
  host.disposeClients();
});

const pw = defineViews({ id: 'pw', signIn: () => <input aria-label="pw email" />, signUp: () => <p>pw sign-up</p> });
const ml = defineViews({ id: 'ml', signIn: () => <input aria-label="ml email" /> });
const provider = defineViews({ id: 'x', signInSlot: 'buttons', signIn: () => <button type="button">provider</button> });

describe('sign-in and sign-up card', () => {
  it('signed in already: a card with the app and sign-out instead of the form', async () => {
    const { client, navigations } = make({ tokens: await host.signedInTokens() });
    renderHandler(client, '/handler/sign-in', { views: [pw] });
    expect(await screen.findByRole('heading', { level: 1, name: 'You are already signed in.' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the app' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'Sign out' }).getAttribute('href')).toBe('/handler/sign-out');
    expect(screen.queryByLabelText('pw email')).toBeNull();
    expect(navigations).toEqual([]);
  });

  it('signed in already with after_auth_return_to: sent there at once', async () => {
    const { client, navigations } = make({ tokens: await host.signedInTokens() });
    renderHandler(client, `/handler/sign-in?after_auth_return_to=${encodeURIComponent('/dashboard')}`, { views: [pw] });
    await waitFor(() => expect(navigations).toEqual([{ url: '/dashboard', replace: false }]));
    expect(screen.queryByLabelText('pw email')).toBeNull();
  });

  it('sign-up switched off: /sign-up says so up front, with the way to sign in', async () => {
    const admin = host.adminClient();
    const set = (sign_up_enabled: boolean) => admin.kernel.request('/projects/current', { method: 'PATCH', body: { config: { sign_up_enabled } }, session: false });
    await set(false);
    try {
      renderHandler(make().client, '/handler/sign-up', { views: [pw] });
      expect((await screen.findByRole('status')).textContent).toBe('New accounts cannot be created right now.');
      expect(screen.queryByText('pw sign-up')).toBeNull();
      expect(screen.getByRole('link', { name: 'Sign in' })).toBeTruthy();
    } finally {
      await set(true);
    }
  });

  it('the email tabs follow the ARIA tabs pattern: one tab stop, arrows and Home/End select', async () => {
    renderHandler(make().client, '/handler/sign-in', { views: [pw, ml] });
    const [first, second] = await screen.findAllByRole('tab');
    expect([first.tabIndex, second.tabIndex]).toEqual([0, -1]);
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    expect(second.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(second);
    expect(screen.getByLabelText('ml email')).toBeTruthy();
    fireEvent.keyDown(second, { key: 'ArrowRight' });
    expect(first.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(first, { key: 'End' });
    expect(second.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(second, { key: 'Home' });
    expect(first.getAttribute('aria-selected')).toBe('true');
    expect([first.tabIndex, second.tabIndex]).toEqual([0, -1]);
  });

  it('with provider buttons above, a skip link comes first and moves focus to the email form', async () => {
    renderHandler(make().client, '/handler/sign-in', { views: [provider, pw] });
    const skip = await screen.findByRole('link', { name: 'Skip to the email form' });
    const order = [...document.querySelectorAll('a, button, input')];
    expect(order.indexOf(skip)).toBe(0);
    // the target takes focus (tabindex -1), so the next Tab lands in the email form
    expect(skip.getAttribute('href')).toBe('#ta-tabpanel');
    expect(document.getElementById('ta-tabpanel')!.tabIndex).toBe(-1);
    expect(document.getElementById('ta-tabpanel')!.contains(screen.getByLabelText('pw email'))).toBe(true);
  });
});
