import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { cookieTokenStore, createClient, type CoreClient } from '../kernel/index.js';
import { Handler } from './handler.js';
import { AuthProvider } from './provider.js';
import { useUser } from './use-user.js';

// Runs in Node with no DOM: no document, no location, as when a framework renders client components on the server.
const clients: CoreClient[] = [];
afterEach(() => clients.splice(0).forEach((c) => c.dispose()));
const serverClient = () => {
  const c = createClient({ projectId: 'p', publishableClientKey: 'pck', baseUrl: 'http://127.0.0.1:9', tokenStore: cookieTokenStore(), fetch: () => Promise.reject(new Error('no network in this test')) });
  clients.push(c);
  return c;
};

function Who() {
  const user = useUser();
  return <p>{user === undefined ? 'loading' : user ? `hello ${user.displayName}` : 'signed out'}</p>;
}

describe('server rendering without a document', () => {
  it('Handler renders the page of its path prop, with no global location', () => {
    expect('location' in globalThis).toBe(false);
    const html = renderToString(
      <AuthProvider client={serverClient()}>
        <Handler path="/handler/sign-up" search="after_auth_return_to=%2Fx" />
      </AuthProvider>,
    );
    expect(html).toContain('Create a new account');
    expect(renderToString(<AuthProvider client={serverClient()}><Handler path="/handler/sign-in" /></AuthProvider>)).toContain('Sign in to your account');
  });

  it('a cookie-store client is signed out there, and the user is loading', () => {
    const client = serverClient();
    expect(client.kernel.session.get()).toEqual({ accessToken: null, refreshToken: null });
    expect(renderToString(<AuthProvider client={client}><Who /></AuthProvider>)).toContain('loading');
  });
});
