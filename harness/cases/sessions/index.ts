import type { ConformanceCase } from '../../types';
import { createSessionErrors, createSessionShape, sessionExpiry } from './create-session';
import { signOutNeedsRefreshToken, signOutRevokes } from './sign-out';

export const sessionCases: ConformanceCase[] = [createSessionShape, createSessionErrors, signOutRevokes, signOutNeedsRefreshToken, sessionExpiry];
