import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { createAuthenticator, errorBody, NOT_SIGNED_IN, type RequestAuth, type ServerAuthOptions } from './authenticate.js';
import type { TokenVerificationError } from './token-verification-error.js';

export type { AuthErrorBody, RequestAuth, ServerAuthOptions } from './authenticate.js';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      /** Set by `authMiddleware`: the verified user, or null when the request has no valid token. */
      auth?: RequestAuth | null;
      /** Set by `authMiddleware`: why `auth` is null (reason `missing` when no token was sent). */
      authError?: TokenVerificationError | null;
    }
  }
}

const reject = (res: Response, error: TokenVerificationError) => void res.status(error.status).json(errorBody(error));

/**
 * Verifies the request's access token locally (no network call per request
 * once the project's JWKS is cached) and sets `req.auth`. With
 * `requireUser: true` a request without a valid token gets a 401 JSON
 * `{ error: { code, reason, message } }` (503 when the JWKS or user is unreachable).
 */
export function authMiddleware(options: ServerAuthOptions): RequestHandler {
  const authenticate = createAuthenticator(options);
  return (req: Request, res: Response, next: NextFunction) => {
    authenticate(req).then(({ auth, error }) => {
      req.auth = auth;
      req.authError = error;
      if (error && options.requireUser) reject(res, error);
      else next();
    }, next);
  };
}

/** For routes that need a user, after `authMiddleware`: 401 JSON unless `req.auth` is set. */
export function requireAuth(): RequestHandler {
  return (req, res, next) => {
    if (req.auth) next();
    else reject(res, req.authError ?? NOT_SIGNED_IN());
  };
}

/** `req.auth` of a request that passed `requireAuth` (throws if the middleware did not run or admitted nobody). */
export function authOf(req: Request): RequestAuth {
  if (!req.auth) throw new Error('authOf(req): no verified user; mount authMiddleware and requireAuth before this handler');
  return req.auth;
}
