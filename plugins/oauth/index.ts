export { oauth, stripCodeAndState } from './oauth.js';
export type { OAuthCallbackResult, OAuthMethods, OAuthOptions, SignInWithOAuthOptions } from './oauth.js';
export { cookieVerifierStorage, memoryVerifierStorage } from './verifier-storage.js';
export type { VerifierStorage } from './verifier-storage.js';
export { createPkce, s256Challenge } from './pkce.js';
export { OAUTH_PATHS, PROVIDER_NAMES } from './contract.js';
