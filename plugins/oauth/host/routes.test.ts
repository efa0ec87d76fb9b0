import { describe, expect, it } from 'vitest';
import { createKit, knownBody } from '../../password/test-kit.js';
import { API, APP_CALLBACK, authorizeUrl, exchange, runFlow } from '../test-kit.js';

const NOT_WHITELISTED = 'Redirect URL not whitelisted. Did you forget to add this domain to the trusted domains list on the Stack Auth dashboard?';

describe('GET /auth/oauth/authorize/{provider_id}', () => {
  it('answers 307 to the provider with the inner-state cookie', async () => {
    const k = createKit();
    const res = await k.app.request(authorizeUrl());
    expect(res.status).toBe(307);
    expect(await res.text()).toBe('');
    const to = new URL(res.headers.get('location')!);
    expect(to.origin + to.pathname).toBe('http://localhost:8102/__dev/oauth-provider/authorize');
    const q = Object.fromEntries(to.searchParams);
    expect(q).toMatchObject({
      client_id: 'MOCK', redirect_uri: `${API}/auth/oauth/callback/github`, scope: 'user:email', code_challenge_method: 'S256',
      response_type: 'code', access_type: 'offline',
    });
    expect(q.code_challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const cookie = res.headers.get('set-cookie')!;
    expect(cookie).toMatch(new RegExp(`^stack-oauth-inner-${q.state}=true; Path=/; Expires=[^;]+ GMT; Max-Age=600; HttpOnly$`));
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('refuses unknown projects, bad keys, disabled providers and extra scopes on shared keys', async () => {
    const k = createKit();
    const bad = async (url: string) => {
      const r = await k.app.request(url);
      return [r.status, await r.text()];
    };
    expect(await bad(authorizeUrl({ query: { client_id: 'nope' } }))).toEqual([400, knownBody('INVALID_OAUTH_CLIENT_ID_OR_SECRET', 'The OAuth client ID or secret is invalid. The client ID must be equal to the project ID, and the client secret must be a publishable client key.', { client_id: 'nope' })]);
    expect((await bad(authorizeUrl({ query: { client_secret: 'wrong' } })))[0]).toBe(401);
    expect(await bad(authorizeUrl({ provider: 'gitlab' }))).toEqual([400, knownBody('OAUTH_PROVIDER_NOT_FOUND_OR_NOT_ENABLED', 'The OAuth provider is not found or not enabled.')]);
    const s = await k.signUp('l@example.com');
    const link = await bad(authorizeUrl({ query: { type: 'link', token: s.access_token, provider_scope: 'repo' } }));
    expect(link[0]).toBe(400);
    expect(link[1]).toContain('OAUTH_EXTRA_SCOPE_NOT_AVAILABLE_WITH_SHARED_OAUTH_KEYS');
    expect((await bad(authorizeUrl({ query: { type: 'link', token: 'garbage' } })))).toEqual([401, knownBody('UNPARSABLE_ACCESS_TOKEN', 'Access token is not parsable.')]);
  });
});

describe('OAuth round trip (authorize → provider → callback → token)', () => {
  it('signs up a new user, then signs the same provider account in again', async () => {
    const k = createKit();
    const first = await runFlow(k, { email: 'octo@example.com', redirectUri: `${APP_CALLBACK}?keep=1` });
    expect(first.provider.status).toBe(302);
    expect(first.callback.status).toBe(307);
    expect(await first.callback.text()).toBe('{}');
    expect(first.location).toMatch(/^http:\/\/localhost:3000\/handler\/oauth-callback\?keep=1&code=[0-9a-f]{64}&state=outer-state$/);
    expect(first.callback.headers.get('set-cookie')).toMatch(/^stack-oauth-inner-[^=]+=; Path=\/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Max-Age=0/);

    const t = await exchange(k, first.code!, { redirectUri: `${APP_CALLBACK}?keep=1` });
    expect(t.status).toBe(200);
    expect([t.headers.get('cache-control'), t.headers.get('pragma')]).toEqual(['no-store', 'no-cache']);
    expect(Object.keys(t.body)).toEqual(['access_token', 'token_type', 'expires_in', 'refresh_token', 'scope', 'newUser', 'is_new_user', 'afterCallbackRedirectUrl', 'after_callback_redirect_url']);
    expect(t.body).toMatchObject({ token_type: 'Bearer', expires_in: 3599, scope: 'legacy', newUser: true, is_new_user: true, after_callback_redirect_url: null });
    const me = await k.call('GET', '/users/me', { accessToken: t.body.access_token });
    expect(me.body).toMatchObject({ display_name: 'octo', primary_email: 'octo@example.com', primary_email_verified: true, oauth_providers: [{ id: 'github', email: 'octo@example.com' }] });

    const again = await runFlow(k, { email: 'octo@example.com', query: { after_callback_redirect_url: 'http://localhost:3000/back' } });
    const t2 = await exchange(k, again.code!);
    expect([t2.body.is_new_user, t2.body.after_callback_redirect_url, t2.body.afterCallbackRedirectUrl]).toEqual([false, 'http://localhost:3000/back', 'http://localhost:3000/back']);
    expect((await k.call('GET', '/users/me', { accessToken: t2.body.access_token })).body.id).toBe(me.body.id);
  });

  it('burns codes: reuse, a wrong verifier, a different redirect_uri and expiry are refused', async () => {
    const k = createKit();
    const { code } = await runFlow(k);
    const invalid = knownBody('INVALID_AUTHORIZATION_CODE', 'The given authorization code is invalid.');
    expect((await exchange(k, code!, { redirectUri: 'http://localhost:3000/other' })).text).toBe(knownBody('REDIRECT_URL_NOT_WHITELISTED', NOT_WHITELISTED));
    expect((await exchange(k, code!, { verifier: 'x'.repeat(43) })).text).toBe(invalid);
    expect((await exchange(k, code!)).status).toBe(200);
    const reuse = await exchange(k, code!);
    expect([reuse.status, reuse.text]).toEqual([400, invalid]);
    const late = await runFlow(k, { email: 'late@example.com' });
    k.host.advanceClock(5 * 60 * 1000 + 1);
    expect((await exchange(k, late.code!)).text).toBe(invalid);
  });

  it('times out after 10 minutes between authorize and callback (OUTER_OAUTH_TIMEOUT 408)', async () => {
    const k = createKit();
    const r = await runFlow(k, { beforeCallback: () => k.host.advanceClock(10 * 60 * 1000 + 1) });
    expect([r.callback.status, await r.callback.text()]).toEqual([408, knownBody('OUTER_OAUTH_TIMEOUT', 'The OAuth flow has timed out. Please sign in again.')]);
  });

  it('sends known errors to a trusted error redirect URL with errorCode, message and details', async () => {
    const k = createKit();
    const err = 'http://localhost:3000/handler/error?x=1';
    const denied = await runFlow(k, { deny: true, query: { error_redirect_url: err } });
    expect(denied.callback.status).toBe(307);
    const to = new URL(denied.location!);
    expect(Object.fromEntries(to.searchParams)).toEqual({ x: '1', errorCode: 'OAUTH_PROVIDER_ACCESS_DENIED', message: 'The OAuth provider denied access to the user.', details: '{}' });
    // an untrusted error URL is ignored: the error comes back as JSON
    const plain = await runFlow(k, { deny: true, query: { error_redirect_url: 'https://evil.example.org/' } });
    expect([plain.callback.status, plain.callback.headers.get('x-stack-known-error')]).toEqual([400, 'OAUTH_PROVIDER_ACCESS_DENIED']);
  });

  it('checks the redirect URI against trusted domains at the callback (REDIRECT_URL_NOT_WHITELISTED)', async () => {
    const k = createKit();
    const r = await runFlow(k, { redirectUri: 'https://evil.example.org/cb' });
    expect([r.callback.status, await r.callback.text()]).toEqual([400, knownBody('REDIRECT_URL_NOT_WHITELISTED', NOT_WHITELISTED)]);
  });

  it('a callback whose path names another provider fails at the exchange: 400 invalid-grant text, cookie deleted, no user', async () => {
    const k = createKit();
    const authorize = await k.app.request(authorizeUrl({ provider: 'github' }));
    const providerUrl = new URL(authorize.headers.get('location')!);
    providerUrl.searchParams.set('login_hint', 'swap@example.com');
    const back = new URL((await k.app.request(providerUrl.href)).headers.get('location')!);
    back.pathname = back.pathname.replace(/\/github$/, '/google');
    const cookie = (authorize.headers.get('set-cookie') ?? '').split(';')[0];
    const res = await k.app.request(back.href, { headers: { cookie } });
    expect([res.status, res.headers.get('content-type'), await res.text()]).toEqual([400, 'text/plain; charset=utf-8', 'Inner OAuth callback failed due to invalid grant. Please try again.']);
    expect(res.headers.get('set-cookie')).toBe(`${cookie.split('=')[0]}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Max-Age=0; HttpOnly`);
    expect(k.host.users.find((u) => u.oauth_providers.some((p) => p.account_id === 'swap@example.com'))).toBeUndefined();
  });

  it('answers the cookie errors as text and deletes the cookie', async () => {
    const k = createKit();
    const noCookie = await k.app.request(`${API}/auth/oauth/callback/github?code=c&state=s`);
    expect([noCookie.status, await noCookie.text()]).toEqual([400, 'OAuth cookie not found. This is likely because you refreshed the page during the OAuth sign in process. Please try signing in again']);
    expect(noCookie.headers.get('set-cookie')).toContain('stack-oauth-inner-s=;');
    const unknown = await k.app.request(`${API}/auth/oauth/callback/github?code=c&state=s`, { headers: { cookie: 'stack-oauth-inner-s=true' } });
    expect([unknown.status, await unknown.text()]).toEqual([400, 'Invalid OAuth cookie. Please try signing in again.']);
  });

  it('reports MFA at the token exchange with an attempt code', async () => {
    const k = createKit();
    const first = await runFlow(k, { email: 'mfa@example.com' });
    const t = await exchange(k, first.code!);
    const user = k.host.users.get(t.body.user_id ?? (await k.call('GET', '/users/me', { accessToken: t.body.access_token })).body.id)!;
    k.host.users.put({ ...user, totp_secret_base64: 'AAAAAAAAAAAAAAAAAAAAAAAAAAA=' });
    const second = await exchange(k, (await runFlow(k, { email: 'mfa@example.com' })).code!);
    expect([second.status, second.headers.get('x-stack-known-error')]).toEqual([400, 'MULTI_FACTOR_AUTHENTICATION_REQUIRED']);
    expect(second.body.details.attempt_code).toMatch(/^[0-9a-z]{45}$/);
  });
});
