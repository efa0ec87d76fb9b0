import type { ConformanceCase } from '../../types';
import { otpCheckCode, otpForPasswordUser, otpSignIn } from './otp-flow';
import { otpCodeErrors, otpProjectFlags, otpSendErrors } from './otp-errors';
import { otpAttemptCap } from './otp-attempts';
import { otpCodeExpires } from './otp-expiry';
import { trustedDomainRules } from './trusted-domains';

export const otpCases: ConformanceCase[] = [otpSignIn, otpCheckCode, otpForPasswordUser, otpCodeErrors, otpSendErrors, otpProjectFlags, otpAttemptCap, trustedDomainRules, otpCodeExpires];
