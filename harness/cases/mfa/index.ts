import type { ConformanceCase } from '../../types.js';
import { mfaAttemptExpires, mfaRules, mfaSignIn } from './mfa-flow.js';

export const mfaCases: ConformanceCase[] = [mfaSignIn, mfaRules, mfaAttemptExpires];
