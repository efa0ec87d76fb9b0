import { createHash, randomBytes } from 'node:crypto';
import { defineCase } from '../../define-case.js';
import * as expect from '../../expect.js';
import { knownError } from '../../known-errors.js';
import { me } from '../../flows.js';
import type { Res } from '../../http.js';

const TOKEN_KEYS = [
  'access_token', 'token_type', 'expires_in', 'refresh_token', 'scope', 'newUser', 'is_new_user', 'afterCallbackRedirectUrl', 'after_callback_redirect_url',
];

/**
 * Sign-in with a shared provider end to end. The provider leg is host-specific: it runs only when the
 * provider lives on the host itself and approves a `login_hint` without a page (e.g. the mock-server's dev
 * provider); otherwise the case is skipped.
 */
export const oauthRoundTrip = defineCase({
  area: 'oauth',
  name: 'authorization-code-round-trip',
  endpoints: ['GET /api/v1/auth/oauth/authorize/:provider_id', 'GET /api/v1/auth/oauth/callback/:provider_id', 'POST /api/v1/auth/oauth/token'],
  async run(t) {
    const project = await t.newProject({ oauth_providers: [{ id: 'github', enabled: true, type: 'shared' }] });
    const verifier = randomBytes(32).toString('base64url');
    const redirectUri = `${t.callbackUrl}?from=oauth`;
    const state = `st${t.uid()}`;
    const authorize = await t.api('GET', '/auth/oauth/authorize/github', {
      query: {
        client_id: project.id, client_secret: project.publishableClientKey, redirect_uri: redirectUri, scope: 'legacy', state,
        grant_type: 'authorization_code', code_challenge: createHash('sha256').update(verifier).digest('base64url'),
        code_challenge_method: 'S256', response_type: 'code', after_callback_redirect_url: 'http://localhost:3000/after',
      },
    });
    expect.status(authorize, 307);
    const cookie = (authorize.headers.get('set-cookie') ?? '').split(';')[0];
    const hostOrigin = new URL(authorize.request.url).origin;
    let next = new URL(authorize.headers.get('location') ?? '', hostOrigin);
    if (next.origin !== hostOrigin) t.skip(`the provider leg runs at ${next.origin} (needs a browser)`);
    const email = t.email('oauth');
    next.searchParams.set('login_hint', email);
    let res: Res | undefined;
    for (let hop = 0; hop < 5 && next.origin === hostOrigin && !next.pathname.includes('/auth/oauth/callback/'); hop++) {
      res = await t.raw({ method: 'GET', path: next.pathname + next.search });
      if (res.status < 300 || res.status >= 400) t.skip(`the provider answered ${res.status} instead of approving login_hint`);
      next = new URL(res.headers.get('location') ?? '', hostOrigin);
    }
    const callback = await t.raw({ method: 'GET', path: next.pathname + next.search, headers: { cookie } });
    expect.status(callback, 307);
    const back = new URL(callback.headers.get('location') ?? '');
    expect.equal(
      { base: `${back.origin}${back.pathname}`, keys: [...back.searchParams.keys()], from: back.searchParams.get('from'), state: back.searchParams.get('state') },
      { base: t.callbackUrl, keys: ['from', 'code', 'state'], from: 'oauth', state },
      'redirect to redirect_uri with code then state appended',
      callback,
    );
    const form = {
      grant_type: 'authorization_code', code: back.searchParams.get('code') ?? '', redirect_uri: redirectUri, code_verifier: verifier,
      client_id: project.id, client_secret: project.publishableClientKey,
    };
    const token = await t.api('POST', '/auth/oauth/token', { form });
    const body = expect.json(token, 200);
    expect.keys(body, TOKEN_KEYS, 'token response', token);
    expect.equal(
      { type: body.token_type, scope: body.scope, isNew: body.is_new_user, newUser: body.newUser, after: body.after_callback_redirect_url },
      { type: 'Bearer', scope: 'legacy', isNew: true, newUser: true, after: 'http://localhost:3000/after' },
      'token response values',
      token,
    );
    expect.header(token, 'cache-control', 'no-store');
    expect.header(token, 'pragma', 'no-cache');
    const user = expect.json(await me(t, { accessToken: String(body.access_token) }, 'client', project), 200);
    expect.equal((user.oauth_providers as { id: string }[]).map((p) => p.id), ['github'], 'linked provider');
    knownError(await t.api('POST', '/auth/oauth/token', { form }), 'INVALID_AUTHORIZATION_CODE');
    const session = { accessToken: String(body.access_token) };
    const connected = await t.api('POST', '/connected-accounts/me/github/access-token', { as: 'client', project, session, json: { scope: '' } });
    knownError(connected, 'OAUTH_ACCESS_TOKEN_NOT_AVAILABLE_WITH_SHARED_OAUTH_KEYS');
  },
});
