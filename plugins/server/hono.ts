import type { Context, MiddlewareHandler } from 'hono';
import { createAuthenticator, errorBody, NOT_SIGNED_IN, type RequestAuth, type ServerAuthOptions } from './authenticate.js';
import type { TokenVerificationError } from './token-verification-error.js';

export type { AuthErrorBody, RequestAuth, ServerAuthOptions } from './authenticate.js';

/** Hono Variables set by `authMiddleware`: `c.get('auth')`, `c.get('authError')`. */
export interface AuthVariables {
  /** The verified user, or null when the request has no valid token. */
  auth: RequestAuth | null;
  /** Why `auth` is null (reason `missing` when no token was sent). */
  authError: TokenVerificationError | null;
}

export type AuthEnv = { Variables: AuthVariables };

/**
 * Verifies the request's access token locally (no network call per request
 * once the project's JWKS is cached) and sets `c.get('auth')`. With
 * `requireUser: true` a request without a valid token gets a 401 JSON
 * `{ error: { code, reason, message } }` (503 when the JWKS or user is unreachable).
 */
export function authMiddleware(options: ServerAuthOptions): MiddlewareHandler<AuthEnv> {
  const authenticate = createAuthenticator(options);
  return async (c, next) => {
    const { auth, error } = await authenticate(c.req.raw);
    c.set('auth', auth);
    c.set('authError', error);
    if (error && options.requireUser) return c.json(errorBody(error), error.status as 401);
    await next();
  };
}

/** For routes that need a user, after `authMiddleware`: 401 JSON unless `c.get('auth')` is set. */
export function requireAuth(): MiddlewareHandler<AuthEnv> {
  return async (c, next) => {
    if (!c.get('auth')) {
      const error = c.get('authError') ?? NOT_SIGNED_IN();
      return c.json(errorBody(error), error.status as 401);
    }
    await next();
  };
}

const variable = <K extends keyof AuthVariables>(c: Context, key: K): AuthVariables[K] => {
  const value = (c.get as (key: string) => AuthVariables[K] | undefined)(key);
  if (value === undefined) throw new Error(`${key === 'auth' ? 'getAuth' : 'getAuthError'}(c): authMiddleware() has not run for this route`);
  return value;
};

/**
 * The verified user `authMiddleware` put on the request, or null. Typed on any Hono app, also a plain
 * `new Hono()` (where `c.get('auth')` needs the app typed `Hono<AuthEnv>`). Throws when the middleware has not run.
 */
export const getAuth = (c: Context): RequestAuth | null => variable(c, 'auth');

/** Why `getAuth(c)` is null (reason `missing` when no token was sent), or null. Throws when the middleware has not run. */
export const getAuthError = (c: Context): TokenVerificationError | null => variable(c, 'authError');
