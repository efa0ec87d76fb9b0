import type { ConformanceCase } from '../../types';
import { mfaRules, mfaSignIn } from './mfa-flow';

export const mfaCases: ConformanceCase[] = [mfaSignIn, mfaRules];
