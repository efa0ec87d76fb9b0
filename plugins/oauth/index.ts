export { oauth, stripCodeAndState } from './oauth';
export type { OAuthCallbackResult, OAuthMethods, OAuthOptions, SignInWithOAuthOptions } from './oauth';
export { cookieVerifierStorage, memoryVerifierStorage } from './verifier-storage';
export type { VerifierStorage } from './verifier-storage';
export { createPkce, s256Challenge } from './pkce';
export { OAUTH_PATHS, PROVIDER_NAMES } from './contract';
