// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Tokens } from '../kernel/index.js';
import { Button } from './components/button.js';
import { useAuthContext } from './context.js';
import { createUiHost, PAGE_ORIGIN, renderHandler, idPlugins } from './test-kit.js';
import { useAction } from './use-action.js';
import { useAfterAuth } from './use-redirect.js';
import { defineViews } from './view-contract.js';

const host = createUiHost();
/** A client on which the fixture views below count as loaded plugins. */
const make: typeof host.makeClient = (o = {}) => host.makeClient({ plugins: idPlugins('pw', 'ml', 'cc', 'fixture', 'x'), ...o });
afterEach(() => {
  cleanup();
  host.disposeClients();
});

/** A fixture sign-in method: stores a real session from the host, then runs the after-auth redirect. */
function fixtureViews(tokens: () => Promise<Tokens>, kind: 'sign-in' | 'sign-up' = 'sign-in') {
  function Finish() {
    const { client } = useAuthContext();
    const afterAuth = useAfterAuth();
    const finish = useAction(async () => {
      client.kernel.session.set(await tokens());
      return afterAuth(kind);
    });
    return (
      <Button loading={finish.pending} onClick={() => void finish.run()}>
        Finish
      </Button>
    );
  }
  return defineViews({ id: 'fixture', signIn: Finish, signUp: Finish });
}

const withReturnTo = (page: string, value: string) => `/handler/${page}?${new URLSearchParams({ after_auth_return_to: value })}`;

// Each is the decoded value of the after_auth_return_to parameter; the page is https://app.example.com.
const hostile: [string, string][] = [
  ['protocol-relative', '//evil.com/x'],
  ['backslash', '/\\evil.com'],
  ['scheme without slashes', 'https:evil.com'],
  ['javascript: URL', 'javascript:alert(document.cookie)'],
  ['userinfo @', 'https://app.example.com@evil.com/'],
  ['trailing-dot host', 'https://app.example.com./'],
  ['wrong port', 'https://app.example.com:8443/'],
  ['http on an https project', 'http://app.example.com/'],
  ['percent-encoded protocol-relative', '/%2F%2Fevil.com'],
  ['data: URL', 'data:text/html,<script>alert(1)</script>'],
  ['tab inside protocol-relative', '/\t/evil.com'],
  ['look-alike suffix host', 'https://app.example.com.evil.com/'],
  // more encoded forms, and the plain case
  ['percent-encoded without leading slash', '%2F%2Fevil.com'],
  ['percent-encoded backslash', '/%5Cevil.com'],
  ['double-encoded protocol-relative', '/%252F%252Fevil.com'],
  ['plain foreign origin', 'https://evil.com/'],
];

const trusted: [string, string, string][] = [
  ['root-relative path', '/dashboard?tab=1#top', '/dashboard?tab=1#top'],
  ['absolute same origin', 'https://app.example.com/dashboard', '/dashboard'],
  ['explicit default port', 'https://app.example.com:443/a', '/a'],
];

describe('after_auth_return_to', () => {
  it.each(hostile)('refuses %s and shows the error page', async (_name, value) => {
    const { client, navigations } = make();
    const { location } = renderHandler(client, withReturnTo('sign-in', value), { views: [fixtureViews(() => host.signedInTokens())] });
    await waitFor(() => expect(location.history.at(-1)).toBe('/handler/error?code=REDIRECT_URL_NOT_TRUSTED'));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Redirect URL is not trusted');
    expect(navigations).toEqual([]);
  });

  it.each(trusted)('follows a trusted %s after sign-in', async (_name, value, expected) => {
    const { client, navigations } = make();
    const { location } = renderHandler(client, withReturnTo('sign-in', value), { views: [fixtureViews(() => host.signedInTokens())] });
    fireEvent.click(await screen.findByRole('button', { name: 'Finish' }));
    await waitFor(() => expect(navigations).toEqual([{ url: expected, replace: false }]));
    expect(location.history.at(-1)).toBe(withReturnTo('sign-in', value));
  });

  it('is refused by the kernel trust list too (origin not trusted by this client)', async () => {
    const { client, navigations } = make({ trustedDomains: [], page: 'https://other.example.org/handler/sign-up' });
    const { location } = renderHandler(client, withReturnTo('sign-up', `${PAGE_ORIGIN}/x`), { views: [fixtureViews(() => host.signedInTokens(), 'sign-up')] });
    await waitFor(() => expect(location.history.at(-1)).toBe('/handler/error?code=REDIRECT_URL_NOT_TRUSTED'));
    expect(navigations).toEqual([]);
  });

  it('useAfterAuth itself refuses, even where no page guard ran', async () => {
    const { client, navigations } = make();
    const results: unknown[] = [];
    function Bare() {
      const afterAuth = useAfterAuth();
      return <button onClick={() => void afterAuth('sign-in').then((r) => results.push(r.error?.message))}>Go</button>;
    }
    const { location } = renderHandler(client, '/elsewhere?after_auth_return_to=%2F%2Fevil.com', { children: <Bare /> });
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    await waitFor(() => expect(results).toEqual(['Redirect URL is not trusted']));
    expect(location.history.at(-1)).toBe('/error?code=REDIRECT_URL_NOT_TRUSTED');
    expect(navigations).toEqual([]);
  });

  it('without a return URL goes to after-sign-in / after-sign-up (home by default)', async () => {
    const a = make({ urls: { afterSignUp: '/welcome' } });
    renderHandler(a.client, '/handler/sign-in', { views: [fixtureViews(() => host.signedInTokens())] });
    fireEvent.click(await screen.findByRole('button', { name: 'Finish' }));
    await waitFor(() => expect(a.navigations).toEqual([{ url: '/', replace: false }]));
    cleanup();
    const b = make({ urls: { afterSignUp: '/welcome' } });
    renderHandler(b.client, '/handler/sign-up', { views: [fixtureViews(() => host.signedInTokens(), 'sign-up')] });
    fireEvent.click(await screen.findByRole('button', { name: 'Finish' }));
    await waitFor(() => expect(b.navigations).toEqual([{ url: '/welcome', replace: false }]));
  });

  it('is carried across the sign-in and sign-up links', async () => {
    const { client } = make();
    const { location } = renderHandler(client, withReturnTo('sign-in', '/after'), { views: [fixtureViews(() => host.signedInTokens())] });
    fireEvent.click(await screen.findByRole('link', { name: 'Sign up' }));
    expect(location.history.at(-1)).toBe(withReturnTo('sign-up', '/after'));
    fireEvent.click(await screen.findByRole('link', { name: 'Sign in' }));
    expect(location.history.at(-1)).toBe(withReturnTo('sign-in', '/after'));
  });

  it('keeps the action pending for the 2000 ms redirect wait after navigating', async () => {
    const waits: { ms: number; done: () => void }[] = [];
    const wait = (ms: number) => new Promise<void>((done) => void waits.push({ ms, done }));
    const { client, navigations } = make();
    renderHandler(client, '/handler/sign-in', { views: [fixtureViews(() => host.signedInTokens())], wait });
    fireEvent.click(await screen.findByRole('button', { name: 'Finish' }));
    await waitFor(() => expect(navigations).toHaveLength(1));
    await waitFor(() => expect(waits.map((w) => w.ms)).toEqual([2000]));
    expect(screen.getByRole('button', { name: 'Loading…' })).toHaveProperty('disabled', true);
    await act(async () => waits[0].done());
    expect(screen.getByRole('button', { name: 'Finish' })).toHaveProperty('disabled', false);
  });
});
