import type { ConformanceCase } from '../../types';
import { signUpDisabled, signUpErrors, signUpSuccess, signUpVerificationMail } from './sign-up';
import { signInMismatch, signInSuccess } from './sign-in';
import { resetCodeErrors, resetCodeExpires, resetFlow, resetShortPasswordBurnsCode, sendResetCodeUnknownAndUntrusted } from './reset';
import { setPassword, updatePassword } from './update-and-set';
import { importedPasswordHash, signUpUntrustedCallback } from './imported-hash';

export const passwordCases: ConformanceCase[] = [
  signUpSuccess, signUpVerificationMail, signUpErrors, signUpDisabled, signInSuccess, signInMismatch, resetFlow, resetShortPasswordBurnsCode,
  resetCodeErrors, sendResetCodeUnknownAndUntrusted, updatePassword, setPassword, importedPasswordHash, signUpUntrustedCallback, resetCodeExpires,
];
