import type { Project, User, UserUpdate } from './entities.js';
import { toProject, type ProjectWire } from './project-mapping.js';
import { toUser, userUpdateToWire, type UserWire } from './user-mapping.js';
import { AuthError, isInvalidAccessToken, isRefreshTokenError } from './errors.js';
import type { PluginKernel, Result } from './plugin.js';
import type { Session } from './session.js';
import { fail, ok } from './transport.js';

/** Cache keys of the core queries (ui hooks subscribe to them). */
export const USER_KEY = ['user'] as const;
export const PROJECT_KEY = ['project'] as const;

export const NOT_SIGNED_IN_MESSAGE = "User is not signed in but getUser was called with { or: 'throw' }";

export interface GetUserOptions<Or extends 'return-null' | 'redirect' | 'throw' = 'return-null' | 'redirect' | 'throw'> {
  /**
   * What to do when nobody is signed in: resolve to null, redirect to sign-in
   * (replacing the history entry; the promise then never settles), or throw.
   * @default 'return-null'
   */
  or?: Or;
}

export interface SignOutOptions {
  /**
   * Where to go afterwards; null stays put. Outside a browser without createClient's `navigate` nothing
   * navigates. @default urls.afterSignOut
   */
  redirectUrl?: string | null;
}

export interface CoreMethods {
  /**
   * The signed-in user (cached under USER_KEY), or the `or` behaviour when signed out.
   * Unexpected failures (network, server errors) reject with an AuthError.
   */
  getUser(options?: GetUserOptions<'return-null'>): Promise<User | null>;
  getUser(options: GetUserOptions<'redirect' | 'throw'>): Promise<User>;
  user: {
    /** Changes the given fields of the signed-in user; returns the updated user. */
    update(fields: UserUpdate): Promise<Result<User>>;
    /** DELETE /users/me, then the session is known-invalid. */
    delete(): Promise<Result<void>>;
  };
  /**
   * DELETE /auth/sessions/current, clear the tokens (always), then redirect to
   * after-sign-out. Refresh-token errors are swallowed; another server or network
   * error is returned after the local sign-out.
   */
  signOut(options?: SignOutOptions): Promise<Result<void>>;
  /** GET /projects/current (cached under PROJECT_KEY). */
  getProject(): Promise<Result<Project>>;
}

const never = <T>() => new Promise<T>(() => {});

/** Unwraps a Result for use inside a cache fetcher (which reports errors by rejecting). */
export function unwrap<T>(r: Result<T>): T {
  if (r.error) throw r.error;
  return r.data;
}

export function coreMethods(kernel: PluginKernel & { session: Session }): CoreMethods {
  const { cache, session, urls } = kernel;

  const signedOut = () => {
    session.clear();
    cache.set(USER_KEY, null);
  };
  const fetchUser = async (): Promise<User | null> => {
    const t = session.get();
    if (!t.accessToken && !t.refreshToken) return null;
    const r = await kernel.request<UserWire>('/users/me');
    if (r.error && (r.error.code === 'CANNOT_GET_OWN_USER_WITHOUT_USER' || isInvalidAccessToken(r.error))) return null;
    return toUser(unwrap(r));
  };

  async function getUser(options: GetUserOptions = {}): Promise<User | null> {
    const user = await cache.fetch(USER_KEY, fetchUser);
    if (user) return user;
    if (options.or === 'throw') throw new Error(NOT_SIGNED_IN_MESSAGE);
    if (options.or === 'redirect') {
      const here = kernel.currentUrl();
      const r = await kernel.redirect(urls.signIn + (here ? '?after_auth_return_to=' + encodeURIComponent(here) : ''), { replace: true });
      if (r.error) throw r.error;
      return never();
    }
    return null;
  }

  return {
    getUser: getUser as CoreMethods['getUser'],
    user: {
      async update(fields) {
        const r = await kernel.request<UserWire>('/users/me', { method: 'PATCH', body: userUpdateToWire(fields) });
        if (r.error) return r;
        const user = toUser(r.data);
        cache.set(USER_KEY, user);
        return ok(user);
      },
      async delete() {
        const r = await kernel.request<unknown>('/users/me', { method: 'DELETE', body: {} });
        if (r.error) return r;
        signedOut();
        return ok(undefined);
      },
    },
    async signOut({ redirectUrl = urls.afterSignOut } = {}) {
      let error: AuthError | null = null;
      const refreshToken = session.get().refreshToken;
      if (refreshToken) {
        // Sign-out needs only the refresh token: no refresh first, no access token sent.
        const r = await kernel.request('/auth/sessions/current', {
          method: 'DELETE',
          body: {},
          headers: { 'x-stack-refresh-token': refreshToken },
          session: false,
        });
        if (r.error && !isRefreshTokenError(r.error)) error = r.error;
      }
      signedOut();
      if (redirectUrl !== null && kernel.canNavigate()) {
        const r = await kernel.redirect(redirectUrl);
        if (r.error) return r;
      }
      return error ? fail(error) : ok(undefined);
    },
    async getProject() {
      try {
        return ok(await cache.fetch(PROJECT_KEY, async () => toProject(unwrap(await kernel.request<ProjectWire>('/projects/current', { session: false })))));
      } catch (e) {
        return fail(e as AuthError); // the fetcher only rejects with AuthErrors
      }
    },
  };
}
