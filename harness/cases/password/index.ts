import type { ConformanceCase } from '../../types';
import { signUpDisabled, signUpErrors, signUpSuccess, signUpVerificationMail } from './sign-up';
import { signInMismatch, signInSuccess } from './sign-in';
import { resetCodeErrors, resetCodeExpires, resetFlow, resetShortPasswordBurnsCode, sendResetCodeUnknownAndUntrusted } from './reset';
import { setPassword, updatePassword } from './update-and-set';

export const passwordCases: ConformanceCase[] = [
  signUpSuccess, signUpVerificationMail, signUpErrors, signUpDisabled, signInSuccess, signInMismatch, resetFlow, resetShortPasswordBurnsCode,
  resetCodeErrors, sendResetCodeUnknownAndUntrusted, updatePassword, setPassword, resetCodeExpires,
];
