import { createClient, readRequestTokens, serverUsers, type RequestLike, type RequestTokenStoreOptions, type ServerUser } from '../../kernel/index.js';
import { TokenVerificationError } from './token-verification-error.js';
import { verifyAccessToken, type AccessTokenClaims, type VerifyAccessTokenOptions } from './verify-access-token.js';

export interface ServerAuthOptions extends VerifyAccessTokenOptions {
  /** Also fetch the full user (`GET /users/{id}`, one API call per request); needs `secretServerKey`. @default false */
  fetchUser?: boolean;
  /** Secret server key used to fetch the user. */
  secretServerKey?: string;
  /** Answer 401 when the request has no valid token, instead of continuing with `auth = null`. @default false */
  requireUser?: boolean;
  /** Receives diagnostics (`warn`: a malformed `x-stack-auth` or Authorization header); `console` fits. @default nothing is reported */
  logger?: RequestTokenStoreOptions['logger'];
}

/** What the middleware puts on the request: the verified user id and claims, and the user when fetched. */
export interface RequestAuth {
  userId: string;
  claims: AccessTokenClaims;
  /** The full user when `fetchUser: true`, else null. */
  user: ServerUser | null;
}

/** The 401/503 body: `{ error: { code, reason, message } }`. */
export interface AuthErrorBody {
  error: { code: string; reason: TokenVerificationError['reason']; message: string };
}

export type AuthOutcome = { auth: RequestAuth; error: null } | { auth: null; error: TokenVerificationError };

export function errorBody(error: TokenVerificationError): AuthErrorBody {
  return { error: { code: error.code, reason: error.reason, message: error.message } };
}

/** The error of a request that reached `requireAuth` without a verified user. */
export const NOT_SIGNED_IN = () => new TokenVerificationError('missing', 'This route needs a signed-in user');

/**
 * The authenticator behind both middlewares: reads the request's access token
 * (cookies, then `x-stack-auth`, then `Authorization: Bearer`), verifies it
 * locally and, when asked, fetches the user. Never throws for a bad request.
 */
export function createAuthenticator(options: ServerAuthOptions): (request: RequestLike) => Promise<AuthOutcome> {
  if (!options?.projectId) throw new Error('The server auth middleware needs the projectId option');
  if (options.fetchUser && !options.secretServerKey) throw new Error('fetchUser: true needs the secretServerKey option');
  const server = options.fetchUser
    ? createClient({ projectId: options.projectId, baseUrl: options.baseUrl, secretServerKey: options.secretServerKey, fetch: options.fetch, clock: options.clock, logger: options.logger, plugins: [serverUsers()] })
    : null;

  return async (request) => {
    // A header that carries a token we cannot read (`Bearer not-a-jwt`, x-stack-auth that is not JSON) is malformed, not missing.
    let unreadable = false;
    const logger = { warn: (message: string) => ((unreadable = true), options.logger?.warn(message)) };
    const { accessToken } = readRequestTokens(request, options.projectId, { logger });
    if (!accessToken && unreadable) return { auth: null, error: new TokenVerificationError('malformed', 'The access token in the request headers is not a JWT') };
    const verified = await verifyAccessToken(accessToken, options);
    if (verified.error) return { auth: null, error: verified.error as TokenVerificationError };
    const claims = verified.data;
    if (!server) return { auth: { userId: claims.userId, claims, user: null }, error: null };
    const r = await server.users.get(claims.userId);
    if (r.error) {
      const gone = r.error.code === 'USER_NOT_FOUND' || r.error.code === 'USER_ID_DOES_NOT_EXIST';
      return {
        auth: null,
        error: gone
          ? new TokenVerificationError('user_not_found', 'The user of this access token no longer exists', { cause: r.error })
          : new TokenVerificationError('user_unavailable', `The user could not be fetched: ${r.error.message}`, { cause: r.error, code: r.error.code }),
      };
    }
    return { auth: { userId: claims.userId, claims, user: r.data }, error: null };
  };
}
