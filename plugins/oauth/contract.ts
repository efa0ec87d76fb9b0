/** Wire contract of OAuth sign-in, linking and connected accounts. Paths relative to /api/v1. */

export const OAUTH_PATHS = {
  authorize: (providerId: string) => `/auth/oauth/authorize/${encodeURIComponent(providerId)}`,
  callback: (providerId: string) => `/auth/oauth/callback/${encodeURIComponent(providerId)}`,
  token: '/auth/oauth/token',
  connectedAccessToken: (userId: string, providerId: string) =>
    `/connected-accounts/${encodeURIComponent(userId)}/${encodeURIComponent(providerId)}/access-token`,
} as const;

/** Cookie on the app's domain holding the PKCE verifier for one `state` (max-age 3600 s). */
export const OUTER_COOKIE_PREFIX = 'stack-oauth-outer-';
export const OUTER_COOKIE_MAX_AGE_S = 3600;
/** Cookie on the API host binding the provider round trip (max-age 600 s). */
export const INNER_COOKIE_PREFIX = 'stack-oauth-inner-';

/** Display names of the providers the API knows. */
export const PROVIDER_NAMES: Record<string, string> = {
  google: 'Google',
  github: 'GitHub',
  microsoft: 'Microsoft',
  spotify: 'Spotify',
  facebook: 'Facebook',
  discord: 'Discord',
  gitlab: 'GitLab',
  bitbucket: 'Bitbucket',
  linkedin: 'LinkedIn',
  apple: 'Apple',
  x: 'X',
};

/** Query of GET /auth/oauth/authorize/{provider_id}. */
export interface AuthorizeQuery {
  client_id: string;
  client_secret: string;
  redirect_uri: string;
  scope: string;
  state: string;
  grant_type: 'authorization_code';
  code_challenge: string;
  code_challenge_method: string;
  response_type: string;
  type?: 'authenticate' | 'link';
  token?: string;
  provider_scope?: string;
  error_redirect_url?: string;
  error_redirect_uri?: string;
  after_callback_redirect_url?: string;
}

/** 200 answer of the authorization_code grant, key order as on the wire. */
export interface AuthorizationCodeAnswer {
  access_token: string;
  token_type: 'Bearer';
  expires_in: number;
  refresh_token: string;
  scope: 'legacy';
  newUser: boolean;
  is_new_user: boolean;
  afterCallbackRedirectUrl: string | null;
  after_callback_redirect_url: string | null;
}

export interface ConnectedAccessTokenAnswer {
  access_token: string;
}
