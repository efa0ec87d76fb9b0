import type { ConformanceCase } from '../../types';
import { passkeyChallengeExpires, passkeyDisabled, passkeyFailures, passkeySignIn, registrationOptions, registrationOrigins } from './passkey-flow';

export const passkeyCases: ConformanceCase[] = [passkeyDisabled, registrationOptions, passkeySignIn, passkeyFailures, registrationOrigins, passkeyChallengeExpires];
