/** Session tokens and sign-in results: wire → entity, and the server-session input → wire. */
import type { SessionTokens } from './plugin.js';

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

/** `isNewUser` is used when the answer does not say. */
export const toSignInResult = (w: SessionWire, isNewUser: boolean): SignInResult => ({
  userId: w.user_id as string,
  isNewUser: w.is_new_user ?? isNewUser,
});

/** `createSession(userId, expiresInMillis)` → POST /auth/sessions body. */
export const serverSessionToWire = (userId: string, expiresInMillis: number) => ({ user_id: userId, expires_in_millis: expiresInMillis });
