export { password } from './password';
export type { PasswordMethods, PasswordSignUp } from './password';
export type { SignInOptions, SignInResult } from '../../kernel/index';
