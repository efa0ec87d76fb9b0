import type { ConformanceCase } from '../../types';
import { authorizeErrors, authorizeRedirect, callbackWithoutCookie } from './authorize';

export const oauthCases: ConformanceCase[] = [authorizeRedirect, authorizeErrors, callbackWithoutCookie];
