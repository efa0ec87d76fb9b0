export { otp } from './otp.js';
export type { MagicLinkOptions, OtpMethods } from './otp.js';
export type { SendSignInCodeAnswer } from './contract.js';
