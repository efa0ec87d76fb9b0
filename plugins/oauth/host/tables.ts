/**
 * SERVER-ONLY: the OAuth plugin's host tables (plugin-owned, persisted with the rest of the host's state).
 */
import type { Host } from '../../../mock-server/host.js';

/** What GET /authorize stored for the callback, keyed by the inner state (the "outer info"). */
export interface OuterInfoRow {
  id: string;
  project_id: string;
  provider_id: string;
  created_at_millis: number;
  /** PKCE verifier of the host↔provider leg. */
  inner_code_verifier: string;
  redirect_uri: string;
  scope: string;
  state: string;
  code_challenge: string;
  code_challenge_method: string;
  type: 'authenticate' | 'link';
  user_id: string | null;
  provider_scope: string | null;
  error_redirect_url: string | null;
  after_callback_redirect_url: string | null;
}

/** An outer authorization code (64 hex chars, 5 minutes, single use). */
export interface AuthCodeRow {
  id: string;
  project_id: string;
  user_id: string;
  is_new_user: boolean;
  redirect_uri: string;
  code_challenge: string;
  code_challenge_method: string;
  after_callback_redirect_url: string | null;
  expires_at_millis: number;
  used: boolean;
}

/** Provider tokens kept for /connected-accounts. */
export interface ProviderTokenRow {
  id: string;
  project_id: string;
  user_id: string;
  provider_id: string;
  account_id: string;
  access_token: string;
  refresh_token: string | null;
  scopes: string[];
  expires_at_millis: number;
}

export const outerInfos = (host: Host) => host.table<OuterInfoRow>('oauth_outer_info');
export const authCodes = (host: Host) => host.table<AuthCodeRow>('oauth_authorization_codes');
export const providerTokens = (host: Host) => host.table<ProviderTokenRow>('oauth_provider_tokens');

/** Outer info older than this → OUTER_OAUTH_TIMEOUT. */
export const OUTER_INFO_LIFETIME_MS = 10 * 60 * 1000;
/** oauth2-server's default authorizationCodeLifetime. */
export const AUTH_CODE_LIFETIME_MS = 5 * 60 * 1000;
