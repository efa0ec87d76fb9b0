import type { ConformanceCase } from '../../types';
import { mfaAttemptExpires, mfaRules, mfaSignIn } from './mfa-flow';

export const mfaCases: ConformanceCase[] = [mfaSignIn, mfaRules, mfaAttemptExpires];
