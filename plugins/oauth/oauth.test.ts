import { afterEach, describe, expect, it, vi } from 'vitest';
import { createClient } from '../../kernel/index.js';
import { DEV_KEYS } from '../../mock-server/store/seed.js';
import { createKit, type Kit } from '../password/test-kit.js';
import { memoryVerifierStorage, oauth, s256Challenge } from './index.js';
import { createPkce } from './pkce.js';
import { cookiePair } from './test-kit.js';
import { RFC7636_APPENDIX_B } from './vectors.js';

const PAGE = 'http://localhost:3000/handler/sign-in';

function setup(k: Kit = createKit(), logger?: { warn(message: string): void }) {
  const navigations: string[] = [];
  const replaced: string[] = [];
  const storage = memoryVerifierStorage();
  let page = PAGE;
  const client = createClient({
    projectId: DEV_KEYS.projectId,
    publishableClientKey: DEV_KEYS.publishableClientKey,
    baseUrl: 'http://localhost:8102',
    fetch: (input, init) => k.app.request(String(input), init),
    currentUrl: () => page,
    trustedDomains: ['http://localhost:3000'],
    navigate: (url) => void navigations.push(url),
    urls: { afterSignIn: '/dashboard', afterSignUp: '/welcome' },
    logger,
    plugins: [oauth({ publishableClientKey: DEV_KEYS.publishableClientKey, storage, navigate: (u) => void navigations.push(u), replaceUrl: (u) => void replaced.push(u) })],
  });
  /** What the browser does after signInWithOAuth navigated: API authorize → provider → API callback → app page. */
  async function followProvider(email: string): Promise<string> {
    const authorize = await k.app.request(navigations.at(-1)!);
    const provider = new URL(authorize.headers.get('location')!);
    provider.searchParams.set('login_hint', email);
    const back = await k.app.request(provider.href);
    const callback = await k.app.request(back.headers.get('location')!, { headers: { cookie: cookiePair(authorize.headers.get('set-cookie')) } });
    expect(callback.status).toBe(307);
    page = callback.headers.get('location')!;
    return page;
  }
  return { k, client, navigations, replaced, storage, followProvider, setPage: (p: string) => void (page = p) };
}

afterEach(() => vi.restoreAllMocks());

describe('PKCE', () => {
  it('matches RFC 7636 Appendix B (verifier and S256 challenge from the RFC octets)', async () => {
    const pkce = await createPkce(() => Uint8Array.from(RFC7636_APPENDIX_B.octets));
    expect(pkce).toEqual({ verifier: RFC7636_APPENDIX_B.codeVerifier, challenge: RFC7636_APPENDIX_B.codeChallenge });
    const random = await createPkce();
    expect(random.verifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(random.challenge).toBe(await s256Challenge(random.verifier));
  });
});

describe('oauth() client plugin, end to end in-process', () => {
  it('signInWithOAuth builds the authorize URL and stores the verifier under stack-oauth-outer-{state}', async () => {
    const { client, navigations, storage, setPage } = setup();
    setPage('http://localhost:3000/handler/sign-in?code=old&state=old&x=1');
    expect(await client.oauth.signInWithOAuth('GitHub', { redirectUrl: 'http://localhost:3000/handler/oauth-callback?code=a&state=b&keep=1' })).toEqual({ data: undefined, error: null });
    const url = new URL(navigations[0]);
    expect(url.origin + url.pathname).toBe('http://localhost:8102/api/v1/auth/oauth/authorize/github');
    const q = Object.fromEntries(url.searchParams);
    expect(q).toMatchObject({
      client_id: 'internal', client_secret: DEV_KEYS.publishableClientKey, redirect_uri: 'http://localhost:3000/handler/oauth-callback?keep=1',
      scope: 'legacy', grant_type: 'authorization_code', code_challenge_method: 'S256', response_type: 'code', type: 'authenticate',
      error_redirect_url: 'http://localhost:3000/handler/error',
    });
    const [[name, entry]] = [...storage.entries];
    expect(name).toBe(`stack-oauth-outer-${q.state}`);
    expect(entry.expires - Date.now()).toBeGreaterThan(3599_000);
    expect(q.code_challenge).toBe(await s256Challenge(entry.value));
  });

  it('signs up through the provider, stores the session and goes to after-sign-up; next time after-sign-in', async () => {
    const { client, navigations, replaced, storage, followProvider } = setup();
    await client.oauth.signInWithOAuth('github');
    const landed = await followProvider('octo@example.com');
    expect(landed).toMatch(/\/handler\/oauth-callback\?code=[0-9a-f]{64}&state=/);
    const r = await client.oauth.callOAuthCallback();
    expect(r.error).toBeNull();
    expect(r.data).toMatchObject({ isNewUser: true, afterCallbackRedirectUrl: null });
    expect(replaced).toEqual(['http://localhost:3000/handler/oauth-callback']);
    expect(navigations.at(-1)).toBe('/welcome');
    expect(storage.entries.size).toBe(0);
    const user = await client.getUser();
    expect(user?.primaryEmail).toBe('octo@example.com');
    expect(user?.oauthProviders.map((p) => p.id)).toEqual(['github']);
    // The token answer has no user_id: the user id comes from the access token's sub.
    expect(r.data?.userId).toBe(user?.id);

    await client.signOut({ redirectUrl: null });
    await client.oauth.signInWithOAuth('github');
    await followProvider('octo@example.com');
    const again = await client.oauth.callOAuthCallback();
    expect(again.data).toMatchObject({ isNewUser: false, userId: user?.id });
    expect(navigations.at(-1)).toBe('/dashboard');
    expect((await client.getUser())?.id).toBe(user?.id);
  });

  it('after_callback_redirect_url wins over after-sign-up', async () => {
    const { client, navigations, followProvider } = setup();
    await client.oauth.signInWithOAuth('google', { returnTo: '/projects/7' });
    await followProvider('g@example.com');
    const r = await client.oauth.callOAuthCallback();
    expect([r.data?.isNewUser, r.data?.afterCallbackRedirectUrl]).toEqual([true, 'http://localhost:3000/projects/7']);
    expect(navigations.at(-1)).toBe('http://localhost:3000/projects/7');
  });

  it('ignores a callback without code, state or stored verifier (with a diagnostic for the logger)', async () => {
    const console_ = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const warn = vi.fn();
    const { client, setPage } = setup(createKit(), { warn });
    setPage('http://localhost:3000/handler/oauth-callback');
    expect(await client.oauth.callOAuthCallback()).toEqual({ data: null, error: null });
    setPage('http://localhost:3000/handler/oauth-callback?code=abc&state=never-stored');
    expect(await client.oauth.callOAuthCallback()).toEqual({ data: null, error: null });
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('OAuth callback ignored'));
    expect(console_).not.toHaveBeenCalled();
    expect(client.kernel.session.get().refreshToken).toBeNull();
  });

  it('returns MULTI_FACTOR_AUTHENTICATION_REQUIRED with the attempt code and keeps signed out', async () => {
    const { k, client, followProvider } = setup();
    await client.oauth.signInWithOAuth('github');
    await followProvider('totp@example.com');
    await client.oauth.callOAuthCallback({ redirect: false });
    const user = (await client.getUser())!;
    k.host.users.put({ ...k.host.users.get(user.id)!, totp_secret_base64: 'AAAAAAAAAAAAAAAAAAAAAAAAAAA=' });
    await client.signOut({ redirectUrl: null });
    await client.oauth.signInWithOAuth('github');
    await followProvider('totp@example.com');
    const r = await client.oauth.callOAuthCallback();
    expect([r.error?.code, r.error?.status]).toEqual(['MULTI_FACTOR_AUTHENTICATION_REQUIRED', 400]);
    expect(r.error?.details?.attempt_code).toMatch(/^[0-9a-z]{45}$/);
    expect(client.kernel.session.get().refreshToken).toBeNull();
  });

  it('links a provider account to a password user and reads connected-account tokens (null when missing)', async () => {
    const k = createKit();
    const p = k.host.projects.get('internal')!;
    k.host.projects.put({ ...p, config: { ...p.config, oauth_providers: [
      ...p.config.oauth_providers.filter((o) => o.id !== 'github'),
      { id: 'github', enabled: true, type: 'standard', client_id: 'gh-id', client_secret: 'gh-secret' },
    ] } });
    const { client, navigations, followProvider } = setup(k);
    const s = await k.signUp('pw@example.com');
    client.kernel.session.set({ accessToken: s.access_token, refreshToken: s.refresh_token });
    expect(await client.oauth.getConnectedAccountAccessToken('github')).toEqual({ data: null, error: null });
    await client.oauth.linkAccount('github', { scope: 'repo' });
    expect(new URL(navigations.at(-1)!).searchParams.get('provider_scope')).toBe('repo');
    await followProvider('pw-gh@example.com');
    const r = await client.oauth.callOAuthCallback();
    expect([r.data?.isNewUser, navigations.at(-1)]).toEqual([false, PAGE]);
    expect((await client.getUser())?.oauthProviders.map((o) => o.id)).toEqual(['github']);

    const token = await client.oauth.getConnectedAccountAccessToken('github', { scope: 'repo' });
    expect(token.data).toMatch(/^[0-9a-f]{48}$/);
    expect(await client.oauth.getConnectedAccountAccessToken('github', { scope: 'admin:org' })).toEqual({ data: null, error: null });
    k.host.advanceClock(3600_000); // provider token expired: refreshed with the stored refresh token
    const refreshed = await client.oauth.getConnectedAccountAccessToken('github', { scope: 'repo' });
    expect(refreshed.data).toMatch(/^[0-9a-f]{48}$/);
    expect(refreshed.data).not.toBe(token.data);
    const shared = await client.oauth.getConnectedAccountAccessToken('google');
    expect(shared.error?.code).toBe('OAUTH_ACCESS_TOKEN_NOT_AVAILABLE_WITH_SHARED_OAUTH_KEYS');
  });

  it("uses createClient's publishableClientKey; without any key, signing in is a programmer error", async () => {
    const k = createKit();
    const away: string[] = [];
    const make = (key?: string) => createClient({
      projectId: DEV_KEYS.projectId, publishableClientKey: key, baseUrl: 'http://localhost:8102', fetch: (input, init) => k.app.request(String(input), init),
      currentUrl: () => PAGE, navigate: () => {}, plugins: [oauth({ storage: memoryVerifierStorage(), navigate: (u) => void away.push(u) })],
    });
    const withKey = make(DEV_KEYS.publishableClientKey);
    await withKey.oauth.signInWithOAuth('github');
    expect(new URL(away[0]).searchParams.get('client_secret')).toBe(DEV_KEYS.publishableClientKey);
    const none = make(undefined);
    await expect(none.oauth.signInWithOAuth('github')).rejects.toThrow('oauth(): pass publishableClientKey');
    withKey.dispose();
    none.dispose();
  });

  it('refuses to link without a signed-in user', async () => {
    const { client, navigations } = setup();
    const r = await client.oauth.linkAccount('github');
    expect(r.error?.code).toBe('NOT_SIGNED_IN');
    expect(navigations).toEqual([]);
  });
});
