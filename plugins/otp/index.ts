export { otp } from './otp';
export type { MagicLinkOptions, OtpMethods } from './otp';
export type { SendSignInCodeAnswer } from './contract';
