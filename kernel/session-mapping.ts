/** Session tokens and sign-in results: wire → entity, and the server-session input → wire. */
import type { SessionTokens } from './plugin.js';
import { tokenSubject } from './jwt.js';

/** A sign-in or session answer (snake_case). `user_id` and `is_new_user` are absent from some answers. */
export interface SessionWire {
  access_token: string;
  refresh_token: string;
  user_id?: string;
  is_new_user?: boolean;
}

/** Who signed in. */
export interface SignInResult {
  userId: string;
  /** False for password sign-in, true for sign-up; from the server for one-time codes, MFA and OAuth. */
  isNewUser: boolean;
}

export const toTokens = (w: SessionWire): SessionTokens => ({ accessToken: w.access_token, refreshToken: w.refresh_token });

/**
 * `isNewUser` is used when the answer does not say. Without `user_id` (the OAuth code exchange's answer has none)
 * the user id is the access token's `sub` ('' when even that is missing).
 */
export const toSignInResult = (w: SessionWire, isNewUser: boolean): SignInResult => ({
  userId: w.user_id ?? tokenSubject(w.access_token) ?? '',
  isNewUser: w.is_new_user ?? isNewUser,
});

/** `createSession(userId, expiresInMillis)` → POST /auth/sessions body. */
export const serverSessionToWire = (userId: string, expiresInMillis: number) => ({ user_id: userId, expires_in_millis: expiresInMillis });
