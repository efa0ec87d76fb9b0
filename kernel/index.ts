export { createClient } from './create-client';
export type { Client, ClientOptions, CoreClient } from './create-client';
export { AuthError, isAuthError } from './errors';
export { isErrorFamily } from './error-families';
export type { ClientErrorCode, ErrorFamily, KnownErrorCode, ServerErrorCode } from './errors';
export { memoryTokenStore } from './token-store';
export type { TokenStore, TokenStoreContext, TokenStoreInit } from './token-store';
export { cookieTokenStore } from './cookie-token-store';
export type { CookieTokenStoreOptions } from './cookie-token-store';
export { requestTokenStore } from './request-token-store';
export type { RequestLike } from './request-token-store';
export { definePlugin } from './plugin';
export { afterSignIn, callbackUrl, fail, ok, storeSession } from './sign-in-helpers';
export type { SignInOptions, SignInResult } from './sign-in-helpers';
export type {
  AccessType,
  AnyPlugin,
  CacheKey,
  CacheSnapshot,
  HandlerUrls,
  HttpMethod,
  KernelCache,
  Plugin,
  PluginKernel,
  PluginMethods,
  RequestOptions,
  Result,
  SessionApi,
  Tokens,
} from './plugin';
export { USER_KEY, PROJECT_KEY, NOT_SIGNED_IN_MESSAGE } from './core-methods';
export type { CoreMethods, GetUserOptions, SignOutOptions } from './core-methods';
export type { ServerMethods } from './server-users';
export type { Session } from './session';
export type { Clock, Lock, Timers } from './env';
export { processLock, webLock } from './env';
export type { FetchLike } from './transport';
export type {
  Json,
  ListUsersOptions,
  Project,
  ServerUser,
  ServerUserCreate,
  ServerUserUpdate,
  TeamView,
  User,
  UserUpdate,
  UsersPage,
} from './entities';
