import type { ConformanceCase } from '../../types.js';
import { createSessionErrors, createSessionShape, sessionExpiry } from './create-session.js';
import { signOutNeedsRefreshToken, signOutRevokes } from './sign-out.js';

export const sessionCases: ConformanceCase[] = [createSessionShape, createSessionErrors, signOutRevokes, signOutNeedsRefreshToken, sessionExpiry];
