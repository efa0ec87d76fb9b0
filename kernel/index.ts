export { createClient } from './create-client.js';
export type { Client, ClientOptions, CoreClient } from './create-client.js';
export { AuthError, isAuthError } from './errors.js';
export { isErrorFamily } from './error-families.js';
export type { ClientErrorCode, ErrorFamily, KnownErrorCode, ServerErrorCode } from './errors.js';
export { memoryTokenStore } from './token-store.js';
export type { TokenStore, TokenStoreContext, TokenStoreInit } from './token-store.js';
export { cookieTokenStore } from './cookie-token-store.js';
export type { CookieTokenStoreOptions } from './cookie-token-store.js';
export { readRequestTokens, requestTokenStore } from './request-token-store.js';
export type { RequestLike, RequestTokenStoreOptions } from './request-token-store.js';
export { getAuthHeaders } from './get-auth-headers.js';
export { isLocalhost } from './trusted-url.js';
export type { AuthHeaders } from './get-auth-headers.js';
export { definePlugin } from './plugin.js';
export { afterSignIn, callbackUrl, explainUntrusted, fail, ok, storeSession } from './sign-in-helpers.js';
export type { SignInOptions, SignInResult } from './sign-in-helpers.js';
export type {
  AccessType,
  AnyPlugin,
  CacheKey,
  CacheSnapshot,
  HandlerUrls,
  HttpMethod,
  KernelCache,
  Logger,
  Plugin,
  PluginKernel,
  PluginMethods,
  RequestOptions,
  Result,
  SessionApi,
  SessionTokens,
  Tokens,
} from './plugin.js';
export { USER_KEY, PROJECT_KEY, NOT_SIGNED_IN_MESSAGE } from './core-methods.js';
export type { CoreMethods, GetUserOptions, SignOutOptions } from './core-methods.js';
export { serverUsers } from './server-users.js';
export type { ServerMethods, UsersMethods } from './server-users.js';
export type { Session } from './session.js';
export type { Clock, Lock, Timers } from './env.js';
export { processLock, webLock } from './env.js';
export type { FetchLike } from './transport.js';
export type {
  Json,
  ListUsersOptions,
  OAuthProviderLink,
  Project,
  ProjectConfig,
  ServerTeam,
  ServerUser,
  ServerUserCreate,
  ServerUserUpdate,
  Team,
  User,
  UserUpdate,
  UsersPage,
} from './entities.js';
export { fromWire, toWire } from './entity-fields.js';
export { toUser, toServerUser, userUpdateToWire, serverUserInputToWire } from './user-mapping.js';
export type { UserWire } from './user-mapping.js';
export { toTeam, toServerTeam, teamInputToWire } from './team-mapping.js';
export type { TeamInput, TeamWire } from './team-mapping.js';
export { toProject, PROJECT_CONFIG } from './project-mapping.js';
export type { ProjectWire } from './project-mapping.js';
export { toPermissionDefinition, permissionDefinitionInputToWire } from './permission-definition-mapping.js';
export type { PermissionDefinition, PermissionDefinitionInput, PermissionDefinitionWire } from './permission-definition-mapping.js';
export { toSignInResult, toTokens, serverSessionToWire } from './session-mapping.js';
export type { SessionWire } from './session-mapping.js';
