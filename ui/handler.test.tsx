// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Link } from 'wouter';
import { createUiHost, renderHandler, idPlugins } from './test-kit.js';
import { defineViews } from './view-contract.js';

const host = createUiHost();
/** A client on which the fixture views below count as loaded plugins. */
const make: typeof host.makeClient = (o = {}) => host.makeClient({ plugins: idPlugins('pw', 'ml', 'cc', 'fixture', 'x'), ...o });
afterEach(() => {
  cleanup();
  host.disposeClients();
});

const passwordLike = defineViews({
  id: 'pw',
  signIn: () => <p>password form</p>,
  signUp: () => <p>password sign-up form</p>,
  routes: { '/forgot-password': () => <p>forgot form</p> },
});
const otpLike = defineViews({
  id: 'ml',
  signIn: () => <p>magic link form</p>,
  routes: { '/magic-link-callback': () => <p>checking link</p>, '/forgot-password': () => <p>second contributor</p> },
  pages: { '/': () => <p>ml home</p>, '/extra': () => <Link to="/">back to ml home</Link> },
});

describe('Handler routes', () => {
  it('sign-in shows only the loaded plugins’ parts: email methods as tabs, buttons above an "or"', async () => {
    const { client } = make();
    renderHandler(client, '/handler/sign-in', { views: [passwordLike] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to your account' })).toBeTruthy();
    expect(screen.getByText('password form')).toBeTruthy();
    expect(screen.queryByText('magic link form')).toBeNull();
    expect(screen.queryByRole('separator')).toBeNull();
    expect(screen.queryByRole('tab')).toBeNull();
    cleanup();
    renderHandler(make().client, '/handler/sign-in', { views: [passwordLike, otpLike] });
    expect(await screen.findByText('password form')).toBeTruthy();
    expect(screen.queryByText('magic link form')).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'ml' }));
    expect(await screen.findByText('magic link form')).toBeTruthy();
    expect(screen.queryByText('password form')).toBeNull();
    expect(screen.queryByRole('separator')).toBeNull();
    cleanup();
    const buttons = defineViews({ id: 'x', signInSlot: 'buttons', signIn: () => <button type="button">provider</button> });
    renderHandler(make().client, '/handler/sign-in', { views: [passwordLike, buttons] });
    expect(await screen.findByRole('button', { name: 'provider' })).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('separator', { name: 'or' })).toBeTruthy());
  });

  it('a prompt part replaces the rest of the card while it shows', async () => {
    const prompt = defineViews({ id: 'x', signInSlot: 'prompt', signIn: () => <p>enter your code</p> });
    renderHandler(make().client, '/handler/sign-in', { views: [passwordLike, prompt] });
    expect(await screen.findByText('enter your code')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('password form').closest('[hidden]')).not.toBeNull());
  });

  it('hides a part whose method the project switched off', async () => {
    const off = defineViews({ id: 'x', signIn: () => <p>switched off</p>, enabled: () => false });
    renderHandler(make().client, '/handler/sign-in', { views: [passwordLike, off] });
    expect(await screen.findByText('password form')).toBeTruthy();
    expect(screen.queryByText('switched off')).toBeNull();
    expect(screen.queryByRole('tab')).toBeNull();
  });

  it('ignores views whose plugin the client has not loaded (a diagnostic for the logger, nothing on the console)', async () => {
    const warn = console.warn;
    const onConsole: unknown[] = [];
    const warnings: string[] = [];
    console.warn = (...args: unknown[]) => void onConsole.push(args.join(' '));
    try {
      const logger = { warn: (message: string) => void warnings.push(message) };
      renderHandler(host.makeClient({ plugins: idPlugins('ml'), logger }).client, '/handler/sign-in', { views: [passwordLike, otpLike] });
      expect(await screen.findByText('magic link form')).toBeTruthy();
      expect(screen.queryByText('password form')).toBeNull();
      expect(warnings).toEqual(['[tinyauth] ui: views ignored, their plugins are not loaded in the client: pw']);
      expect(onConsole).toEqual([]);
    } finally {
      console.warn = warn;
    }
  });

  it('puts "or" only after buttons the project has on', async () => {
    const emptyA = defineViews({ id: 'cc', signInSlot: 'buttons', signIn: () => <button type="button">off</button>, enabled: () => false });
    renderHandler(make().client, '/handler/sign-in', { views: [emptyA, passwordLike] });
    expect(await screen.findByText('password form')).toBeTruthy();
    expect(screen.queryByRole('separator')).toBeNull();
  });

  it('sign-in with no sign-in plugin says so', async () => {
    renderHandler(make().client, '/handler/sign-in');
    // the end user reads that the app is not set up (not a sentence meant for its developer)
    expect(await screen.findByText('This app is not set up correctly. Please try again later.')).toBeTruthy();
  });

  it('sign-up shows only views with a sign-up section', async () => {
    renderHandler(make().client, '/handler/sign-up', { views: [passwordLike, otpLike] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Create a new account' })).toBeTruthy();
    expect(screen.getByText('password sign-up form')).toBeTruthy();
    expect(screen.queryByText('magic link form')).toBeNull();
  });

  it.each(['/password-reset', '/oauth-callback', '/team-invitation'])(
    '%s with no contributing plugin is a friendly not-found card; the reason goes to the console in development',
    async (route) => {
      const warn = console.warn;
      const warnings: string[] = [];
      console.warn = (...args: unknown[]) => void warnings.push(args.join(' '));
      try {
        renderHandler(make().client, `/handler${route}`, { views: [passwordLike, otpLike] });
        expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
        expect(screen.getByRole('status').textContent).toBe('There is no page at this address.');
        expect(screen.getByRole('link', { name: 'Back to the app' }).getAttribute('href')).toBe('/');
        expect(warnings).toEqual([`[tinyauth] ui: no loaded plugin serves the handler page ${route}`]);
      } finally {
        console.warn = warn;
      }
    },
  );

  it('in a production build the not-found card says nothing on the console, and the page never shows the reason', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const before = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      renderHandler(make().client, '/handler/nope', { views: [passwordLike] });
      expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
      expect(document.body.textContent).not.toContain('no loaded plugin');
      expect(warn).not.toHaveBeenCalled();
    } finally {
      process.env.NODE_ENV = before;
      warn.mockRestore();
    }
  });

  it('a route served by several plugins shows each contributor', async () => {
    renderHandler(make().client, '/handler/forgot-password', { views: [passwordLike, otpLike] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeTruthy();
    expect(screen.getByText('forgot form')).toBeTruthy();
    expect(screen.getByText('second contributor')).toBeTruthy();
  });

  it('the handler base itself goes to sign-in (replacing the history entry)', async () => {
    const { location } = renderHandler(make().client, '/handler', { views: [passwordLike] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to your account' })).toBeTruthy();
    expect(location.history.at(-1)).toBe('/handler/sign-in');
  });

  it('an unknown path under the handler gets the not-found card with a way home, not a blank page', async () => {
    renderHandler(make().client, '/handler/nope', { views: [passwordLike] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the app' })).toBeTruthy();
    await waitFor(() => expect(document.title).toMatch(/^Page not found · ./));
  });

  it('mounts a plugin’s own pages under /<id>/ with relative links', async () => {
    const { location } = renderHandler(make().client, '/handler/ml/extra', { views: [otpLike] });
    fireEvent.click(await screen.findByRole('link', { name: 'back to ml home' }));
    expect(location.history.at(-1)).toBe('/handler/ml/');
    expect(await screen.findByText('ml home')).toBeTruthy();
  });

  it('honours a custom handler base from the client urls', async () => {
    const { client } = make({ urls: { handler: '/auth' } });
    renderHandler(client, '/auth/sign-in', { views: [passwordLike] });
    expect(await screen.findByText('password form')).toBeTruthy();
  });

  it('hides the sign-up link when the project has sign-up turned off', async () => {
    const { client } = make();
    renderHandler(client, '/handler/sign-in', { views: [passwordLike] });
    expect(await screen.findByRole('link', { name: 'Sign up' })).toBeTruthy();
    cleanup();
    const admin = host.adminClient();
    const r = await admin.kernel.request('/projects/current', { method: 'PATCH', body: { config: { sign_up_enabled: false } }, session: false });
    expect(r.error).toBeNull();
    renderHandler(make().client, '/handler/sign-in', { views: [passwordLike] });
    await waitFor(() => expect(screen.getByText('password form')).toBeTruthy());
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Sign up' })).toBeNull());
  });
});

describe('core pages', () => {
  it('the theme prop forces light or dark; without it the system preference decides', async () => {
    renderHandler(make().client, '/handler/sign-in', { theme: 'dark' });
    expect((await screen.findByRole('main')).getAttribute('data-theme')).toBe('dark');
    cleanup();
    renderHandler(make().client, '/handler/sign-in');
    expect((await screen.findByRole('main')).hasAttribute('data-theme')).toBe(false);
  });

  it('/error shows the message for a known code and never text from the URL', async () => {
    renderHandler(make().client, '/handler/error?code=REDIRECT_URL_NOT_TRUSTED');
    expect((await screen.findByRole('alert')).textContent).toBe('Redirect URL is not trusted');
    cleanup();
    renderHandler(make().client, '/handler/error?code=Call%20this%20number');
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong. Please try again.');
    expect(screen.getByRole('link', { name: 'Back to the app' }).getAttribute('href')).toBe('/');
  });

  it('/sign-out revokes the session at the server, clears the tokens and goes to after-sign-out', async () => {
    const tokens = await host.signedInTokens();
    const { client, navigations } = make({ tokens, urls: { afterSignOut: '/bye' } });
    renderHandler(client, '/handler/sign-out');
    await waitFor(() => expect(navigations).toEqual([{ url: '/bye', replace: false }]));
    expect(client.kernel.session.get()).toEqual({ accessToken: null, refreshToken: null });
    const refresh = await host.fetch('http://localhost:8102/api/v1/auth/oauth/token', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: tokens.refreshToken!,
        client_id: 'internal',
        client_secret: 'this-publishable-client-key-is-for-local-development-only',
      }),
    });
    expect(refresh.status).not.toBe(200);
  });

  it('/sign-out with an untrusted after-sign-out target shows the error page', async () => {
    const { client, navigations } = make({ tokens: await host.signedInTokens(), urls: { afterSignOut: 'https://evil.com/' } });
    const { location } = renderHandler(client, '/handler/sign-out');
    await waitFor(() => expect(location.history.at(-1)).toBe('/handler/error?code=REDIRECT_URL_NOT_TRUSTED'));
    expect(navigations).toEqual([]);
    expect(client.kernel.session.get().refreshToken).toBeNull();
  });
});
