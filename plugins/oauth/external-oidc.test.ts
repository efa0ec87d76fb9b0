/**
 * Shared OAuth providers against a real OpenID Connect issuer (panva's oidc-provider on 127.0.0.1): the
 * host does discovery, PKCE authorization, code exchange and userinfo through openid-client; the test's
 * user agent logs in and consents at the issuer over HTTP.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKit, type Kit } from '../password/test-kit.js';
import { API, APP_CALLBACK, authorizeUrl, exchange } from './test-kit.js';
import { CookieAgent, drive, EXTRA_SCOPES, nameOf, pictureOf, startTestIssuer, type DriveOptions, type TestIssuer } from './oidc-test-issuer.js';

const HOST_ORIGIN = new URL(API).origin;
const ERROR_URL = 'http://localhost:3000/handler/oauth-error';

let issuer: TestIssuer;
beforeAll(async () => {
  issuer = await startTestIssuer([HOST_ORIGIN]);
});
afterAll(() => issuer.close());

let clock = Date.now();
function kit(): Kit {
  clock = Date.now();
  return createKit({ oauthProviderUrl: issuer.url, now: () => clock });
}

const agentFor = (k: Kit) => new CookieAgent((url, init) => Promise.resolve(k.app.request(url, init)), HOST_ORIGIN);

/** authorize → issuer login + consent → callback; then the outer token exchange when a code came back. */
async function signIn(k: Kit, login: string, o: { provider?: string; query?: Record<string, string>; drive?: Partial<DriveOptions>; agent?: CookieAgent } = {}) {
  const url = authorizeUrl({ provider: o.provider ?? 'spotify', query: o.query });
  const r = await drive(o.agent ?? agentFor(k), url, { login, ...o.drive });
  const code = r.location?.searchParams.get('code') ?? null;
  const tokens = code ? await exchange(k, code) : null;
  return { ...r, code, tokens };
}

const errorParams = (loc: URL | null) => ({
  to: loc ? `${loc.origin}${loc.pathname}` : null,
  errorCode: loc?.searchParams.get('errorCode'),
  message: loc?.searchParams.get('message'),
  details: loc?.searchParams.get('details'),
});

describe('shared providers against an external OIDC issuer', () => {
  it('sends authorize to the issuer with client id = provider id, openid scope, PKCE S256 and the callback URI', async () => {
    const k = kit();
    const res = await k.app.request(authorizeUrl({ provider: 'spotify' }));
    expect(res.status).toBe(307);
    const to = new URL(res.headers.get('location')!);
    expect(`${to.origin}${to.pathname}`).toBe(`${issuer.url}/auth`);
    expect(Object.fromEntries(to.searchParams)).toMatchObject({
      client_id: 'spotify',
      scope: 'openid',
      redirect_uri: `${HOST_ORIGIN}/api/v1/auth/oauth/callback/spotify`,
      code_challenge_method: 'S256',
      response_type: 'code',
    });
    expect(to.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('signs up a new user from userinfo (account id = e-mail = sub, name, picture; e-mail not verified), then signs the same user in', async () => {
    const k = kit();
    const first = await signIn(k, 'nova@example.com');
    expect(first.callback.status).toBe(307);
    expect(`${first.location!.origin}${first.location!.pathname}`).toBe(APP_CALLBACK);
    expect(first.location!.searchParams.get('state')).toBe('outer-state');
    expect(first.tokens!.status).toBe(200);
    expect(first.tokens!.body.is_new_user).toBe(true);
    const me0 = await k.call('GET', '/users/me', { accessToken: first.tokens!.body.access_token });
    const user = (await k.call('GET', `/users/${me0.body.id}`, { access: 'server' })).body;
    expect(user).toMatchObject({
      display_name: nameOf('nova@example.com'),
      profile_image_url: pictureOf('nova@example.com'),
      primary_email: 'nova@example.com',
      primary_email_verified: false,
      oauth_providers: [{ id: 'spotify', account_id: 'nova@example.com', email: 'nova@example.com' }],
    });

    const again = await signIn(k, 'nova@example.com');
    expect(again.tokens!.body.is_new_user).toBe(false);
    expect((await k.call('GET', '/users', { access: 'server' })).body.items.filter((u: { primary_email: string }) => u.primary_email === 'nova@example.com')).toHaveLength(1);
    const me = await k.call('GET', '/users/me', { accessToken: again.tokens!.body.access_token });
    expect(me.body.id).toBe(user.id);
  });

  it('a userinfo without `name` gives a null display name', async () => {
    const k = kit();
    const r = await signIn(k, 'no-name@example.com');
    const me = (await k.call('GET', '/users/me', { accessToken: r.tokens!.body.access_token })).body;
    expect([me.display_name, me.primary_email, me.primary_email_verified]).toEqual([null, 'no-name@example.com', false]);
  });

  it('a callback whose path names another provider: the exchange fails at the issuer → 400 invalid-grant text, cookie deleted', async () => {
    const k = kit();
    let cookieName = '';
    const r = await signIn(k, 'swap@example.com', {
      drive: {
        beforeCallback: (u) => {
          cookieName = `stack-oauth-inner-${u.searchParams.get('state')}`;
          u.pathname = u.pathname.replace(/\/spotify$/, '/github');
          return u;
        },
      },
    });
    expect([r.callback.status, r.callback.headers.get('content-type'), await r.callback.text()]).toEqual([
      400, 'text/plain; charset=utf-8', 'Inner OAuth callback failed due to invalid grant. Please try again.',
    ]);
    expect(r.callback.headers.get('set-cookie')).toMatch(new RegExp(`^${cookieName}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Max-Age=0`));
    expect(r.code).toBeNull();
    expect(k.host.users.find((u) => u.oauth_providers.some((p) => p.account_id === 'swap@example.com'))).toBeUndefined();
  });

  it('passes after_callback_redirect_url through to the token answer', async () => {
    const k = kit();
    const r = await signIn(k, 'after@example.com', { query: { after_callback_redirect_url: 'http://localhost:3000/after' } });
    expect(r.tokens!.body).toMatchObject({ after_callback_redirect_url: 'http://localhost:3000/after', afterCallbackRedirectUrl: 'http://localhost:3000/after' });
  });

  it('links the provider account to the signed-in user (type=link)', async () => {
    const k = kit();
    const s = await k.signUp('linker@example.com');
    const r = await signIn(k, 'linked-account@example.com', { query: { type: 'link', token: s.access_token } });
    expect(r.tokens!.status).toBe(200);
    expect(r.tokens!.body.is_new_user).toBe(false);
    expect(k.host.users.get(s.user_id)!.oauth_providers).toEqual([{ id: 'spotify', account_id: 'linked-account@example.com', email: 'linked-account@example.com' }]);
    // Signing in with that provider account now signs in the linking user.
    const back = await signIn(k, 'linked-account@example.com');
    expect((await k.call('GET', '/users/me', { accessToken: back.tokens!.body.access_token })).body.id).toBe(s.user_id);
  });

  it('shared keys, even against the issuer: no connected-account tokens, no extra scopes when linking', async () => {
    const k = kit();
    const r = await signIn(k, 'scopes@example.com', { query: { provider_scope: 'repo' } });
    const at = r.tokens!.body.access_token as string;
    const token = await k.call('POST', '/connected-accounts/me/spotify/access-token', { accessToken: at, body: { scope: 'repo' } });
    expect([token.status, token.headers.get('x-stack-known-error')]).toEqual([400, 'OAUTH_ACCESS_TOKEN_NOT_AVAILABLE_WITH_SHARED_OAUTH_KEYS']);
    const link = await k.app.request(authorizeUrl({ provider: 'spotify', query: { type: 'link', token: at, provider_scope: 'repo' } }));
    expect([link.status, link.headers.get('x-stack-known-error')]).toEqual([400, 'OAUTH_EXTRA_SCOPE_NOT_AVAILABLE_WITH_SHARED_OAUTH_KEYS']);
  });

  it('a provider error (the user refuses at the issuer) → OAUTH_PROVIDER_ACCESS_DENIED at error_redirect_url', async () => {
    const k = kit();
    const r = await signIn(k, 'x@example.com', { query: { error_redirect_url: ERROR_URL }, drive: { deny: true } });
    expect(r.callback.status).toBe(307);
    expect(errorParams(r.location)).toEqual({
      to: ERROR_URL,
      errorCode: 'OAUTH_PROVIDER_ACCESS_DENIED',
      message: 'The OAuth provider denied access to the user.',
      details: '{}',
    });
    // Without an error URL the known error is the answer itself.
    const plain = await signIn(k, 'x@example.com', { drive: { deny: true } });
    expect(plain.callback.status).toBe(400);
    expect((await plain.callback.json()).code).toBe('OAUTH_PROVIDER_ACCESS_DENIED');
  });

  it('a bad state (one the host never issued) → the cookie error, no code', async () => {
    const k = kit();
    const unknown = await signIn(k, 'state@example.com', {
      drive: {
        beforeCallback: (u) => {
          u.searchParams.set('state', 'forged');
          return u;
        },
      },
    });
    // The inner cookie names the real state, so a forged state has no cookie.
    expect([unknown.callback.status, await unknown.callback.text()]).toEqual([
      400,
      'OAuth cookie not found. This is likely because you refreshed the page during the OAuth sign in process. Please try signing in again',
    ]);
    expect(unknown.code).toBeNull();
  });

  it('a reused code: the issuer code replayed at the callback, the outer code replayed at the token endpoint', async () => {
    const k = kit();
    const agent = agentFor(k);
    let callbackUrl = '';
    const r = await signIn(k, 'reuse@example.com', { agent, drive: { beforeCallback: (u) => void (callbackUrl = u.href) } });
    expect(r.tokens!.status).toBe(200);
    const replayInner = await agent.request(callbackUrl);
    expect(replayInner.status).toBe(400); // cookie spent with the first callback
    const replayOuter = await exchange(k, r.code!);
    expect(replayOuter.body.code).toBe('INVALID_AUTHORIZATION_CODE');
  });

  it('a wrong code verifier at the token endpoint → INVALID_AUTHORIZATION_CODE, and the code stays unusable', async () => {
    const k = kit();
    const r = await drive(agentFor(k), authorizeUrl({ provider: 'spotify' }), { login: 'pkce@example.com' });
    const code = r.location!.searchParams.get('code')!;
    const wrong = await exchange(k, code, { verifier: 'x'.repeat(43) });
    expect([wrong.status, wrong.body.code]).toEqual([400, 'INVALID_AUTHORIZATION_CODE']);
  });

  it('a callback for a provider disabled meanwhile → OAUTH_PROVIDER_NOT_FOUND_OR_NOT_ENABLED at error_redirect_url', async () => {
    const k = kit();
    const r = await signIn(k, 'off@example.com', {
      query: { error_redirect_url: ERROR_URL },
      drive: {
        beforeCallback: () => {
          k.setConfig({ oauth_providers: [{ id: 'spotify', enabled: false, type: 'shared' }] });
        },
      },
    });
    expect(errorParams(r.location)).toEqual({
      to: ERROR_URL,
      errorCode: 'OAUTH_PROVIDER_NOT_FOUND_OR_NOT_ENABLED',
      message: 'The OAuth provider is not found or not enabled.',
      details: '{}',
    });
  });

  it('an e-mail already used by another account: a separate user whose e-mail does not sign in; no merge', async () => {
    const k = kit();
    const owner = await k.signUp('taken@example.com');
    const r = await signIn(k, 'taken@example.com');
    expect(r.tokens!.body.is_new_user).toBe(true);
    const me = (await k.call('GET', '/users/me', { accessToken: r.tokens!.body.access_token })).body;
    const created = (await k.call('GET', `/users/${me.id}`, { access: 'server' })).body;
    expect(created.id).not.toBe(owner.user_id);
    expect(created.primary_email).toBe('taken@example.com');
    expect(created.primary_email_auth_enabled).toBe(false);
    expect(k.host.contactChannels.find((c) => c.user_id === created.id)).toMatchObject({ used_for_auth: false, is_verified: false });
    expect(k.host.users.get(owner.user_id)!.oauth_providers).toEqual([]);
  });

  it('linking a provider account that belongs to another user → OAUTH_CONNECTION_ALREADY_CONNECTED_TO_ANOTHER_USER at error_redirect_url', async () => {
    const k = kit();
    await signIn(k, 'owned@example.com');
    const other = await k.signUp('other@example.com');
    const r = await signIn(k, 'owned@example.com', { query: { type: 'link', token: other.access_token, error_redirect_url: ERROR_URL } });
    expect(errorParams(r.location)).toMatchObject({ to: ERROR_URL, errorCode: 'OAUTH_CONNECTION_ALREADY_CONNECTED_TO_ANOTHER_USER', details: '{}' });
  });

  it('extra scopes (provider_scope) go to the issuer after openid', async () => {
    const k = kit();
    const res = await k.app.request(authorizeUrl({ provider: 'spotify', query: { provider_scope: EXTRA_SCOPES[1] } }));
    expect(new URL(res.headers.get('location')!).searchParams.get('scope')).toBe(`openid ${EXTRA_SCOPES[1]}`);
  });

  it('an issuer that cannot be reached → a clear 502 text, never a crash', async () => {
    const k = createKit({ oauthProviderUrl: 'http://127.0.0.1:9' });
    const res = await k.app.request(authorizeUrl({ provider: 'spotify' }));
    expect(res.status).toBe(502);
    expect(await res.text()).toMatch(/^The OAuth provider at http:\/\/127\.0\.0\.1:9 could not be reached or answered unexpectedly \(/);
  });
});
