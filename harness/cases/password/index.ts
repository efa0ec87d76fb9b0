import type { ConformanceCase } from '../../types.js';
import { signUpDisabled, signUpErrors, signUpSuccess, signUpVerificationMail } from './sign-up.js';
import { signInMismatch, signInSuccess } from './sign-in.js';
import { resetCodeErrors, resetCodeExpires, resetFlow, resetShortPasswordBurnsCode, sendResetCodeUnknownAndUntrusted } from './reset.js';
import { setPassword, updatePassword } from './update-and-set.js';
import { importedPasswordHash, signUpUntrustedCallback } from './imported-hash.js';

export const passwordCases: ConformanceCase[] = [
  signUpSuccess, signUpVerificationMail, signUpErrors, signUpDisabled, signInSuccess, signInMismatch, resetFlow, resetShortPasswordBurnsCode,
  resetCodeErrors, sendResetCodeUnknownAndUntrusted, updatePassword, setPassword, importedPasswordHash, signUpUntrustedCallback, resetCodeExpires,
];
