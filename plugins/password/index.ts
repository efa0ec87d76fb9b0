export { password } from './password.js';
export type { PasswordMethods, PasswordSignUp } from './password.js';
export type { SignInOptions, SignInResult } from '../../kernel/index.js';
