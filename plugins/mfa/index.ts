export { mfa } from './mfa.js';
export type { ConfirmedEnable, EnableOptions, MfaEnabled, MfaMethods, MfaOptions, MfaSetup, MfaSignInResult } from './mfa.js';
export { isMfaRequired, mfaAttemptCode } from './attempt.js';
export { MFA_PATHS, MFA_REQUIRED, INVALID_TOTP, TOTP_PARAMS } from './contract.js';
export type { MfaSession, MfaSignInBody } from './contract.js';
export { base32, otpauthUri } from './secret.js';
