export { mfa } from './mfa';
export type { ConfirmedEnable, EnableOptions, MfaEnabled, MfaMethods, MfaOptions, MfaSetup, MfaSignInResult } from './mfa';
export { isMfaRequired, mfaAttemptCode } from './attempt';
export { MFA_PATHS, MFA_REQUIRED, INVALID_TOTP, TOTP_PARAMS } from './contract';
export type { MfaSession, MfaSignInBody } from './contract';
export { base32, otpauthUri } from './secret';
