export { passkey } from './passkey.js';
export type { PasskeyMethods, PasskeyOptions, PasskeySignInResult, WebAuthnApi } from './passkey.js';
export { PASSKEY_MESSAGES, PASSKEY_PATHS, RP_ID_SENTINEL } from './contract.js';
