import { describe, expect, it } from 'vitest';
import { createKit, knownBody, type Kit } from '../password/test-kit.js';
import { API, exchange, runFlow } from './test-kit.js';

function standardGithub(k: Kit) {
  const p = k.host.projects.get('internal')!;
  const others = p.config.oauth_providers.filter((o) => o.id !== 'github');
  k.host.projects.put({ ...p, config: { ...p.config, oauth_providers: [...others, { id: 'github', enabled: true, type: 'standard', client_id: 'gh', client_secret: 'gh-secret' }] } });
}

describe('OAuth linking and sign-up rules', () => {
  it('links to the token user; refuses a second account and an account owned by someone else', async () => {
    const k = createKit();
    const ann = await k.signUp('ann@example.com');
    const link = (token: string, email: string) => runFlow(k, { email, query: { type: 'link', token } });
    const first = await link(ann.access_token, 'ann-gh@example.com');
    const t = await exchange(k, first.code!);
    expect([t.status, t.body.is_new_user]).toEqual([200, false]);
    expect((await k.call('GET', '/users/me', { accessToken: ann.access_token })).body.oauth_providers).toEqual([
      { id: 'github', account_id: expect.any(String), email: 'ann-gh@example.com' },
    ]);
    const second = await link(ann.access_token, 'other-gh@example.com');
    expect([second.callback.status, second.callback.headers.get('x-stack-known-error')]).toEqual([409, 'USER_ALREADY_CONNECTED_TO_ANOTHER_OAUTH_CONNECTION']);
    const bob = await k.signUp('bob@example.com');
    const stolen = await link(bob.access_token, 'ann-gh@example.com');
    expect([stolen.callback.status, await stolen.callback.text()]).toEqual([409, knownBody('OAUTH_CONNECTION_ALREADY_CONNECTED_TO_ANOTHER_USER', 'The OAuth connection is already connected to another user.')]);
  });

  it('signs up without merging: an e-mail already used for auth is kept off auth for the new user', async () => {
    const k = createKit();
    await k.signUp('dup@example.com');
    const t = await exchange(k, (await runFlow(k, { email: 'dup@example.com' })).code!);
    expect(t.body.is_new_user).toBe(true);
    const me = await k.call('GET', '/users/me', { accessToken: t.body.access_token });
    expect([me.body.primary_email, me.body.has_password]).toEqual(['dup@example.com', false]);
    const server = await k.call('GET', `/users/${me.body.id}`, { access: 'server' });
    expect(server.body.primary_email_auth_enabled).toBe(false);
    k.setConfig({ sign_up_enabled: false });
    const off = await runFlow(k, { email: 'new@example.com' });
    expect(off.callback.headers.get('x-stack-known-error')).toBe('SIGN_UP_NOT_ENABLED');
  });

  it('accepts the provider answer as a form POST (Apple form_post)', async () => {
    const k = createKit();
    const authorize = await k.app.request(runFlowUrl());
    const provider = new URL(authorize.headers.get('location')!);
    provider.searchParams.set('login_hint', 'apple@example.com');
    const back = new URL((await k.app.request(provider.href)).headers.get('location')!);
    const res = await k.app.request(`${API}/auth/oauth/callback/github`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: (authorize.headers.get('set-cookie') ?? '').split(';')[0] },
      body: back.searchParams.toString(),
    });
    expect(res.status).toBe(307);
    expect(new URL(res.headers.get('location')!).searchParams.get('code')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('connected accounts: client only for itself; standard provider tokens; not connected', async () => {
    const k = createKit();
    standardGithub(k);
    const t = await exchange(k, (await runFlow(k, { email: 'c@example.com', query: { provider_scope: 'repo' } })).code!);
    const other = await k.signUp('o@example.com');
    const path = (user: string) => `/connected-accounts/${user}/github/access-token`;
    const me = await k.call('GET', '/users/me', { accessToken: t.body.access_token });
    const mine = await k.call('POST', path('me'), { accessToken: t.body.access_token, body: { scope: 'repo' } });
    expect([mine.status, Object.keys(mine.body)]).toEqual([201, ['access_token']]);
    const forbidden = await k.call('POST', path(other.user_id), { accessToken: t.body.access_token, body: {} });
    expect([forbidden.status, forbidden.text]).toEqual([403, 'Client can only access its own connected accounts']);
    const byServer = await k.call('POST', path(me.body.id), { access: 'server', body: { scope: 'user:email' } });
    expect(byServer.body.access_token).toBe(mine.body.access_token);
    const notLinked = await k.call('POST', path('me'), { accessToken: other.access_token, body: {} });
    expect([notLinked.status, notLinked.body.code]).toEqual([400, 'OAUTH_CONNECTION_NOT_CONNECTED_TO_USER']);
    const noScope = await k.call('POST', path('me'), { accessToken: t.body.access_token, body: { scope: 'admin:org' } });
    expect(noScope.body.code).toBe('OAUTH_CONNECTION_DOES_NOT_HAVE_REQUIRED_SCOPE');
    const alias = await k.call('POST', '/auth/oauth/connected-accounts/github/access-token', { accessToken: t.body.access_token, body: { scope: 'repo' } });
    expect([alias.status, alias.body.access_token]).toEqual([201, mine.body.access_token]);
    const disabled = await k.call('POST', '/connected-accounts/me/gitlab/access-token', { accessToken: t.body.access_token, body: {} });
    expect(disabled.body.code).toBe('OAUTH_PROVIDER_NOT_FOUND_OR_NOT_ENABLED');
    // The deprecated alias answers the same status and body, without the x-stack-known-error header.
    const aliasError = await k.call('POST', '/auth/oauth/connected-accounts/gitlab/access-token', { accessToken: t.body.access_token, body: {} });
    expect([aliasError.status, aliasError.text, aliasError.headers.get('x-stack-known-error')]).toEqual([400, disabled.text, null]);
    expect(disabled.headers.get('x-stack-known-error')).toBe('OAUTH_PROVIDER_NOT_FOUND_OR_NOT_ENABLED');
  });

  it('standard providers talk to the provider with the project client id; a missing secret is refused at the callback', async () => {
    const k = createKit();
    standardGithub(k);
    const ok = await runFlow(k);
    expect(ok.providerUrl.searchParams.get('client_id')).toBe('gh');
    const p = k.host.projects.get('internal')!;
    k.host.projects.put({ ...p, config: { ...p.config, oauth_providers: p.config.oauth_providers.map((o) => (o.id === 'github' ? { ...o, client_secret: '' } : o)) } });
    const bad = await runFlow(k);
    expect([bad.callback.status, await bad.callback.text()]).toEqual([400, 'Invalid client credentials for this OAuth provider. Please ensure the configuration in the Stack Auth dashboard is correct.']);
  });
});

function runFlowUrl(): string {
  const q = new URLSearchParams({
    client_id: 'internal', client_secret: 'this-publishable-client-key-is-for-local-development-only', redirect_uri: 'http://localhost:3000/cb',
    scope: 'legacy', state: 's', grant_type: 'authorization_code', code_challenge: 'x', code_challenge_method: 'S256', response_type: 'code',
  });
  return `${API}/auth/oauth/authorize/github?${q}`;
}
