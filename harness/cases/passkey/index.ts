import type { ConformanceCase } from '../../types.js';
import { registrationOptions, registrationOrigins } from './registration.js';
import { passkeyChallengeExpires, passkeyDisabled, passkeyFailures, passkeySignIn } from './sign-in.js';
import { fixedChallengeRecorded } from './fixed-challenge.js';

export const passkeyCases: ConformanceCase[] = [
  passkeyDisabled, registrationOptions, passkeySignIn, passkeyFailures, registrationOrigins, passkeyChallengeExpires, fixedChallengeRecorded,
];
