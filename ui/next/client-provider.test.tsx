import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { User } from '../../kernel/index.js';
import { de } from '../locales/de.js';
import { useMessages } from '../use-messages.js';
import { useUser } from '../use-user.js';
import { ClientAuthProvider } from './client-provider.js';
import { resolveConfig } from './config.js';

// Node with no DOM: Next rendering the provider, a client component, on the server.
const config = resolveConfig({ projectId: 'p', publishableClientKey: 'pck', baseUrl: 'http://127.0.0.1:9' });
const ada: User = {
  id: 'u1', displayName: 'Ada', primaryEmail: 'ada@example.com', primaryEmailVerified: true, profileImageUrl: null,
  signedUpAt: new Date(0), clientMetadata: {}, clientReadOnlyMetadata: {}, hasPassword: true, emailAuthEnabled: true,
  otpAuthEnabled: false, oauthProviders: [], passkeyAuthEnabled: false, isMultiFactorRequired: false, selectedTeam: null,
};

function Who() {
  const user = useUser();
  return <p>{user === undefined ? 'loading' : user ? `hello ${user.displayName}` : 'signed out'}</p>;
}
const render = (initialUser?: User | null) =>
  renderToString(<ClientAuthProvider config={config} {...(initialUser === undefined ? {} : { initialUser })}><Who /></ClientAuthProvider>);

describe('the Next.js provider rendered on the server', () => {
  it("shows the server's initialUser instead of loading, per render, with no request", () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    try {
      expect(render(ada)).toContain('hello Ada');
      expect(render(null)).toContain('signed out');
      // one render's user does not leak into the next: the client is shared, each render's cache is its own
      expect(render()).toContain('loading');
      expect(render({ ...ada, displayName: 'Bob' })).toContain('hello Bob');
      expect(fetch).not.toHaveBeenCalled();
    } finally {
      fetch.mockRestore();
    }
  });
});

describe('the Next.js provider with a language pack', () => {
  function SignIn() {
    return <p>{useMessages().signIn}</p>;
  }
  it('shows the pack\'s strings (a pack is plain data, so a server layout can pass it)', () => {
    expect(renderToString(<ClientAuthProvider config={config} locale={[de]}><SignIn /></ClientAuthProvider>)).toContain(`<p>${de.messages.signIn}</p>`);
    expect(JSON.parse(JSON.stringify(de))).toEqual(de);
    expect(renderToString(<ClientAuthProvider config={config}><SignIn /></ClientAuthProvider>)).toContain('<p>Sign in</p>');
  });
});
