export { passkey } from './passkey';
export type { PasskeyMethods, PasskeyOptions, PasskeySignInResult, WebAuthnApi } from './passkey';
export { PASSKEY_MESSAGES, PASSKEY_PATHS, RP_ID_SENTINEL } from './contract';
