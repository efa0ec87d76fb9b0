import type { ConformanceCase } from '../../types.js';
import { otpCheckCode, otpForPasswordUser, otpSignIn } from './otp-flow.js';
import { otpCodeErrors, otpProjectFlags, otpSendErrors } from './otp-errors.js';
import { otpAttemptCap } from './otp-attempts.js';
import { otpCodeExpires } from './otp-expiry.js';
import { trustedDomainRules } from './trusted-domains.js';
import { otpMailText } from './mail-text.js';

export const otpCases: ConformanceCase[] = [otpSignIn, otpCheckCode, otpForPasswordUser, otpCodeErrors, otpSendErrors, otpProjectFlags, otpAttemptCap, trustedDomainRules, otpCodeExpires, otpMailText];
