// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createUiHost, PAGE_ORIGIN, renderHandler } from '../../ui/test-kit.js';
import { DEV_KEYS, hostOf } from '../../mock-server/index.js';
import { mfa } from '../mfa/index.js';
import { totp } from '../mfa/host/totp.js';
import { mfaViews } from '../mfa/views.js';
import { memoryVerifierStorage, oauth } from './index.js';
import { oauthViews } from './views.js';

const ui = createUiHost();
const views = [oauthViews];
const urls = { afterSignIn: '/back-again', afterSignUp: '/welcome' };

beforeAll(async () => {
  const r = await ui.adminClient().kernel.request('/projects/current', {
    method: 'PATCH',
    body: { config: { domains: [{ domain: PAGE_ORIGIN, handler_path: '/handler' }] } },
    session: false,
  });
  if (r.error) throw r.error;
});
afterEach(() => {
  cleanup();
  ui.disposeClients();
});

/**
 * happy-dom drops `cookie` from requests and `set-cookie` from responses (forbidden headers in browsers); a
 * real browser would keep the API's inner-state cookie, so the test rebuilds it (name from the provider URL's
 * state, value `true`, as routes.test.ts asserts on the wire) and attaches it to the callback request.
 */
function withCookie(url: string, cookie: string): Request {
  const req = new Request(url);
  Object.defineProperty(req, 'headers', { value: new Headers({ cookie }) });
  return req;
}

describe('oauth views', () => {
  it('shows one button per enabled provider; GitHub signs up through /oauth-callback and lands on after-sign-up', async () => {
    const storage = memoryVerifierStorage();
    const away: string[] = [];
    const plugin = oauth({ publishableClientKey: DEV_KEYS.publishableClientKey, storage, navigate: (u) => void away.push(u), replaceUrl: () => {} });
    const { client } = ui.makeClient({ plugins: [plugin], urls });
    renderHandler(client, '/handler/sign-in', { views });
    const buttons = await screen.findAllByRole('button');
    expect(buttons.map((b) => b.lastChild?.textContent)).toEqual(['Sign in with GitHub', 'Sign in with Google', 'Sign in with Microsoft', 'Sign in with Spotify']);
    expect(buttons.every((b) => b.querySelector('svg[aria-hidden=true]'))).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Sign in with GitHub' }));
    await waitFor(() => expect(away).toHaveLength(1));
    cleanup();

    // the browser's trip: API authorize → built-in provider → API callback → our callback page
    const authorize = await ui.app.request(away[0]);
    const provider = new URL(authorize.headers.get('location')!);
    provider.searchParams.set('login_hint', 'view-octo@example.com');
    const back = await ui.app.request(provider.href);
    const callback = await ui.app.fetch(withCookie(back.headers.get('location')!, `stack-oauth-inner-${provider.searchParams.get('state')}=true`));
    if (callback.status !== 307) throw new Error(`callback ${callback.status}: ${await callback.text()} ${back.headers.get('location')}`);
    const landing = new URL(callback.headers.get('location')!);
    expect(landing.origin + landing.pathname).toBe(`${PAGE_ORIGIN}/handler/oauth-callback`);

    const page = ui.makeClient({ plugins: [plugin], urls, page: landing.href });
    renderHandler(page.client, `/handler/oauth-callback${landing.search}`, { views });
    await waitFor(() => expect(page.navigations).toEqual([{ url: '/welcome', replace: false }]));
    expect((await page.client.getUser())?.primaryEmail).toBe('view-octo@example.com');
  });

  it('shows host error redirects and ignored callbacks as alerts', async () => {
    const plugin = oauth({ storage: memoryVerifierStorage(), replaceUrl: () => {} });
    const { client } = ui.makeClient({ plugins: [plugin], urls, page: `${PAGE_ORIGIN}/handler/oauth-callback?errorCode=OAUTH_PROVIDER_ACCESS_DENIED` });
    renderHandler(client, '/handler/oauth-callback?errorCode=OAUTH_PROVIDER_ACCESS_DENIED&message=The%20OAuth%20provider%20denied%20access%20to%20the%20user.&details=%7B%7D', { views });
    expect((await screen.findByRole('alert')).textContent).toBe('You did not allow access at the provider.');
    cleanup();
    const warn = console.warn;
    console.warn = () => {};
    try {
      const bare = ui.makeClient({ plugins: [plugin], urls, page: `${PAGE_ORIGIN}/handler/oauth-callback` });
      renderHandler(bare.client, '/handler/oauth-callback', { views });
      expect((await screen.findByRole('alert')).textContent).toBe('Error signing in during OAuth callback. Please try again.');
    } finally {
      console.warn = warn;
    }
  });

  it('a TOTP user gets the mfa() prompt on /oauth-callback and finishes there', async () => {
    const storage = memoryVerifierStorage();
    const away: string[] = [];
    const plugin = oauth({ storage, navigate: (u) => void away.push(u), replaceUrl: () => {} });
    const secret = new Uint8Array(20).fill(7);
    const landing = async () => {
      const { client } = ui.makeClient({ plugins: [plugin], urls });
      await client.oauth.signInWithOAuth('github');
      const authorize = await ui.app.request(away.at(-1)!);
      const provider = new URL(authorize.headers.get('location')!);
      provider.searchParams.set('login_hint', 'view-totp@example.com');
      const back = await ui.app.request(provider.href);
      const callback = await ui.app.fetch(withCookie(back.headers.get('location')!, `stack-oauth-inner-${provider.searchParams.get('state')}=true`));
      return new URL(callback.headers.get('location')!);
    };
    const first = await landing(); // signs the user up
    const signUp = ui.makeClient({ plugins: [plugin], urls, page: first.href });
    expect((await signUp.client.oauth.callOAuthCallback({ redirect: false })).error).toBeNull();
    const userId = (await signUp.client.getUser())!.id;
    const host = hostOf(ui.app);
    host.users.put({ ...host.users.get(userId)!, totp_secret_base64: Buffer.from(secret).toString('base64') });

    const second = await landing();
    const page = ui.makeClient({ plugins: [plugin, mfa()], urls, page: second.href });
    renderHandler(page.client, `/handler/oauth-callback${second.search}`, { views: [oauthViews, mfaViews] });
    fireEvent.change(await screen.findByLabelText('Authentication code'), { target: { value: totp(secret, Date.now()) } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(page.navigations).toEqual([{ url: '/back-again', replace: false }]));
    expect((await page.client.getUser())?.id).toBe(userId);
  });
});
