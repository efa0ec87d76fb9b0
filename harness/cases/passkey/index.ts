import type { ConformanceCase } from '../../types';
import { passkeyDisabled, passkeyFailures, passkeySignIn, registrationOptions } from './passkey-flow';

export const passkeyCases: ConformanceCase[] = [passkeyDisabled, registrationOptions, passkeySignIn, passkeyFailures];
