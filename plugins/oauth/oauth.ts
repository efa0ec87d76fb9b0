import { AuthError, definePlugin, ok, toSignInResult, toTokens } from '../../kernel/index.js';
import type { PluginKernel, Result } from '../../kernel/index.js';
import { OAUTH_PATHS as P, OUTER_COOKIE_MAX_AGE_S, OUTER_COOKIE_PREFIX, type AuthorizationCodeAnswer, type ConnectedAccessTokenAnswer } from './contract.js';
import { createPkce, randomState, webRandom, type RandomBytes } from './pkce.js';
import { cookieVerifierStorage, type VerifierStorage } from './verifier-storage.js';

export interface OAuthOptions {
  /** Sent as `client_secret` to authorize and token. @default createClient's publishableClientKey */
  publishableClientKey?: string;
  /** Where the PKCE verifier waits for the callback. @default the `stack-oauth-outer-{state}` cookie */
  storage?: VerifierStorage;
  /** Full-page navigation to the API's authorize URL (not a trusted-domain redirect). @default location.assign */
  navigate?: (url: string) => void;
  /** Rewrites the address bar without code/state. @default history.replaceState */
  replaceUrl?: (url: string) => void;
  /** @default crypto.getRandomValues */
  random?: RandomBytes;
}

export interface SignInWithOAuthOptions {
  /** Where to land after the callback (after_callback_redirect_url); else after-sign-up/in. */
  returnTo?: string;
  /** The app's callback page. @default urls.oauthCallback */
  redirectUrl?: string;
}

export interface OAuthCallbackResult {
  userId: string | null;
  isNewUser: boolean;
  /** The `returnTo` given to signInWithOAuth / linkAccount, else null. */
  afterCallbackRedirectUrl: string | null;
}

export interface OAuthMethods {
  /** PKCE + state, verifier stored, then navigates to GET /auth/oauth/authorize/{provider}. */
  signInWithOAuth(provider: string, options?: SignInWithOAuthOptions): Promise<Result<void>>;
  /**
   * On the callback page: needs `code` and `state` in the URL and the stored verifier, else it logs a diagnostic
   * and resolves to null. Exchanges the code, stores the session and redirects (afterCallbackRedirectUrl >
   * after-sign-up for new users > after-sign-in) unless `redirect: false`. MFA → MULTI_FACTOR_AUTHENTICATION_REQUIRED
   * with `details.attempt_code`.
   */
  callOAuthCallback(options?: { redirect?: boolean }): Promise<Result<OAuthCallbackResult | null>>;
  /** Links a provider account to the signed-in user (extra provider `scope` needs standard keys). */
  linkAccount(provider: string, options?: { scope?: string; returnTo?: string }): Promise<Result<void>>;
  /** The provider access token of the signed-in user; null when not connected or missing the scope. */
  getConnectedAccountAccessToken(provider: string, options?: { scope?: string }): Promise<Result<string | null>>;
}

const fail = <T>(code: string, message: string): Result<T> => ({ data: null, error: new AuthError(code, message) });

/** `url` without its `code` and `state` query parameters (stripped from a redirect URL before OAuth). */
export function stripCodeAndState(url: string): string {
  const u = new URL(url);
  u.searchParams.delete('code');
  u.searchParams.delete('state');
  return u.href;
}

function absolute(kernel: PluginKernel, url: string): string {
  try {
    return new URL(url, kernel.currentUrl() ?? undefined).href;
  } catch {
    throw new Error('OAuth needs an absolute URL or a known current page');
  }
}

/** Sign-in with providers, account linking and provider access tokens. */
export function oauth(options: OAuthOptions = {}) {
  const storage = options.storage ?? cookieVerifierStorage;
  const random = options.random ?? webRandom;
  const navigate = options.navigate ?? ((url: string) => (globalThis as { location?: Location }).location!.assign(url));
  const replaceUrl =
    options.replaceUrl ?? ((url: string) => (globalThis as { history?: History }).history?.replaceState(null, '', url));

  return definePlugin({
    id: 'oauth',
    methods(kernel: PluginKernel): OAuthMethods {
      const clientKey = options.publishableClientKey ?? kernel.publishableClientKey;
      async function authorize(provider: string, extra: Record<string, string | undefined>, redirectUrl?: string): Promise<Result<void>> {
        if (!clientKey) throw new Error('oauth(): pass publishableClientKey to sign in or link with a provider');
        const { verifier, challenge } = await createPkce(random);
        const state = randomState(random);
        storage.set(OUTER_COOKIE_PREFIX + state, verifier, OUTER_COOKIE_MAX_AGE_S);
        const query = new URLSearchParams({
          client_id: kernel.projectId,
          client_secret: clientKey,
          redirect_uri: stripCodeAndState(absolute(kernel, redirectUrl ?? kernel.urls.oauthCallback)),
          scope: 'legacy',
          state,
          grant_type: 'authorization_code',
          code_challenge: challenge,
          code_challenge_method: 'S256',
          response_type: 'code',
          error_redirect_url: absolute(kernel, kernel.urls.error),
        });
        for (const [k, v] of Object.entries(extra)) if (v !== undefined) query.set(k, v);
        navigate(`${kernel.baseUrl}/api/v1${P.authorize(provider.toLowerCase())}?${query}`);
        return ok(undefined);
      }

      return {
        signInWithOAuth(provider, o = {}) {
          const after = o.returnTo === undefined ? undefined : absolute(kernel, o.returnTo);
          return authorize(provider, { type: 'authenticate', after_callback_redirect_url: after }, o.redirectUrl);
        },

        async callOAuthCallback({ redirect = true } = {}) {
          const here = kernel.currentUrl();
          const url = here ? new URL(here) : null;
          const code = url?.searchParams.get('code');
          const state = url?.searchParams.get('state');
          const verifier = state ? storage.get(OUTER_COOKIE_PREFIX + state) : null;
          if (!url || !code || !state || !verifier) {
            kernel.log('OAuth callback ignored: the URL needs code and state, and the verifier must be stored (was the page reloaded?)');
            return ok(null);
          }
          storage.remove(OUTER_COOKIE_PREFIX + state);
          const redirectUri = stripCodeAndState(url.href);
          replaceUrl(redirectUri);
          const r = await kernel.request<AuthorizationCodeAnswer & { user_id?: string }>(P.token, {
            method: 'POST',
            session: false,
            body: {
              grant_type: 'authorization_code',
              code,
              redirect_uri: redirectUri,
              code_verifier: verifier,
              client_id: kernel.projectId,
              ...(clientKey ? { client_secret: clientKey } : {}),
            },
          });
          if (r.error) return r;
          if (typeof r.data.access_token !== 'string' || r.data.token_type?.toLowerCase() !== 'bearer') {
            return fail('HTTP_ERROR', 'Unexpected token answer');
          }
          kernel.session.set(toTokens(r.data));
          const signedIn = toSignInResult(r.data, false);
          const result: OAuthCallbackResult = {
            userId: signedIn.userId || null,
            isNewUser: signedIn.isNewUser,
            afterCallbackRedirectUrl: r.data.after_callback_redirect_url ?? null,
          };
          if (redirect) {
            const to = result.afterCallbackRedirectUrl ?? (result.isNewUser ? kernel.urls.afterSignUp : kernel.urls.afterSignIn);
            const go = await kernel.redirect(to);
            if (go.error) return go;
          }
          return ok(result);
        },

        async linkAccount(provider, o = {}) {
          const fresh = await kernel.session.getFresh();
          if (fresh.error) return fresh;
          const token = fresh.data.accessToken;
          if (!token) return fail('NOT_SIGNED_IN', 'Linking an account needs a signed-in user');
          const after = o.returnTo ?? kernel.currentUrl() ?? undefined;
          return authorize(provider, {
            type: 'link',
            token,
            provider_scope: o.scope,
            after_callback_redirect_url: after === undefined ? undefined : absolute(kernel, after),
          });
        },

        async getConnectedAccountAccessToken(provider, o = {}) {
          const r = await kernel.request<ConnectedAccessTokenAnswer>(P.connectedAccessToken('me', provider.toLowerCase()), {
            method: 'POST',
            body: { scope: o.scope ?? '' },
          });
          if (r.error) {
            const none = r.error.code === 'OAUTH_CONNECTION_NOT_CONNECTED_TO_USER' || r.error.code === 'OAUTH_CONNECTION_DOES_NOT_HAVE_REQUIRED_SCOPE';
            return none ? ok(null) : r;
          }
          return ok(r.data.access_token);
        },
      };
    },
  });
}
