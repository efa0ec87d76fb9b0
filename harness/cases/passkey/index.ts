import type { ConformanceCase } from '../../types';
import { registrationOptions, registrationOrigins } from './registration';
import { passkeyChallengeExpires, passkeyDisabled, passkeyFailures, passkeySignIn } from './sign-in';

export const passkeyCases: ConformanceCase[] = [
  passkeyDisabled, registrationOptions, passkeySignIn, passkeyFailures, registrationOrigins, passkeyChallengeExpires,
];
