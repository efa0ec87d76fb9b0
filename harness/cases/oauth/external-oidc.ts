import { createHash, randomBytes } from 'node:crypto';
import { defineCase } from '../../define-case.js';
import * as expect from '../../expect.js';
import { me } from '../../flows.js';
import { CookieJar } from '../../cookie-jar.js';

/**
 * Walks the issuer from its authorization URL to the redirect back to the host: logs in as `login` and
 * consents through the login/consent forms of panva's oidc-provider (its development interactions, as the
 * hosted API's local mock OAuth server uses). Returns null when the issuer shows some other page.
 */
async function loginAtIssuer(start: URL, login: string, callbackPrefix: string): Promise<URL | null> {
  const jar = new CookieJar();
  let url = start.href;
  let init: RequestInit = {};
  for (let hop = 0; hop < 20; hop++) {
    if (url.startsWith(callbackPrefix)) return new URL(url);
    const res = await fetch(url, { ...init, headers: { ...(init.headers as Record<string, string>), cookie: jar.header() }, redirect: 'manual' });
    jar.take(res);
    init = {};
    const loc = res.headers.get('location');
    if (res.status >= 300 && res.status < 400 && loc) {
      url = new URL(loc, url).href;
      continue;
    }
    const prompt = /name="prompt" value="(\w+)"/.exec(await res.text())?.[1];
    if (res.status !== 200 || !prompt) return null;
    const form: Record<string, string> = prompt === 'login' ? { prompt, login, password: 'any' } : { prompt };
    init = { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(form).toString() };
  }
  return null;
}

/**
 * Shared providers against the external OpenID Connect issuer the host was started with (the hosted API's
 * `STACK_OAUTH_MOCK_URL` setup): authorize goes to the issuer with client id = provider id, the `openid`
 * scope, PKCE S256 and `<api>/api/v1/auth/oauth/callback/<id>`; after the login the new user's account id
 * and e-mail are the issuer's `sub`. Skipped when the host sends shared providers to its own page.
 */
export const externalOidcSignIn = defineCase({
  area: 'oauth',
  name: 'external-oidc-issuer-sign-in',
  endpoints: ['GET /api/v1/auth/oauth/authorize/:provider_id', 'GET /api/v1/auth/oauth/callback/:provider_id', 'POST /api/v1/auth/oauth/token'],
  async run(t) {
    const project = await t.newProject({ oauth_providers: [{ id: 'spotify', enabled: true, type: 'shared' }] });
    const verifier = randomBytes(32).toString('base64url');
    const state = `st${t.uid()}`;
    const authorize = await t.api('GET', '/auth/oauth/authorize/spotify', {
      query: {
        client_id: project.id, client_secret: project.publishableClientKey, redirect_uri: t.callbackUrl, scope: 'legacy', state,
        grant_type: 'authorization_code', code_challenge: createHash('sha256').update(verifier).digest('base64url'),
        code_challenge_method: 'S256', response_type: 'code',
      },
    });
    const hostOrigin = new URL(authorize.request.url).origin;
    const to = new URL(authorize.headers.get('location') ?? '', hostOrigin);
    if (to.origin === hostOrigin) t.skip('the host was started without an OAuth provider URL (shared providers use its built-in page)');
    expect.status(authorize, 307);

    const q = Object.fromEntries(to.searchParams);
    const callbackPrefix = `${hostOrigin}/api/v1/auth/oauth/callback/spotify`;
    expect.equal(
      { client_id: q.client_id, openid: (q.scope ?? '').split(' ').includes('openid'), method: q.code_challenge_method, redirect: q.redirect_uri, type: q.response_type },
      { client_id: 'spotify', openid: true, method: 'S256', redirect: callbackPrefix, type: 'code' },
      'issuer authorization request',
      authorize,
    );
    const discovery = await fetch(`${to.origin}/.well-known/openid-configuration`).catch(() => null);
    if (!discovery?.ok) t.skip(`the issuer at ${to.origin} is not reachable from the harness`);

    const login = t.email('oidc');
    const back = await loginAtIssuer(to, login, callbackPrefix);
    if (!back) return t.skip('the issuer login page is not the oidc-provider development form (needs a browser)');
    const cookie = (authorize.headers.get('set-cookie') ?? '').split(';')[0];
    const callback = await t.raw({ method: 'GET', path: back.pathname + back.search, headers: { cookie } });
    expect.status(callback, 307);
    const app = new URL(callback.headers.get('location') ?? '');
    expect.equal({ to: `${app.origin}${app.pathname}`, state: app.searchParams.get('state') }, { to: t.callbackUrl, state }, 'redirect to the app', callback);
    const token = await t.api('POST', '/auth/oauth/token', {
      form: {
        grant_type: 'authorization_code', code: app.searchParams.get('code') ?? '', redirect_uri: t.callbackUrl, code_verifier: verifier,
        client_id: project.id, client_secret: project.publishableClientKey,
      },
    });
    const body = expect.json(token, 200);
    expect.equal(body.is_new_user, true, 'is_new_user', token);
    const user = expect.json(await me(t, { accessToken: String(body.access_token) }, 'client', project), 200);
    expect.equal(
      { email: user.primary_email, providers: user.oauth_providers },
      { email: login, providers: [{ id: 'spotify', account_id: login, email: login }] },
      'user from the issuer (account id = e-mail = sub)',
    );
  },
});
