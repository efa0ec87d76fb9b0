import type { ConformanceCase } from '../../types';
import { otpCheckCode, otpSignIn } from './otp-flow';
import { otpCodeErrors, otpProjectFlags, otpSendErrors } from './otp-errors';
import { otpAttemptCap } from './otp-attempts';
import { otpCodeExpires } from './otp-expiry';

export const otpCases: ConformanceCase[] = [otpSignIn, otpCheckCode, otpCodeErrors, otpSendErrors, otpProjectFlags, otpAttemptCap, otpCodeExpires];
