export { otp } from './otp.js';
export type { MagicLinkOptions, MagicLinkSent, OtpMethods } from './otp.js';
