import type { ConformanceCase } from '../../types';
import { authorizeErrors, authorizeRedirect, callbackWithoutCookie } from './authorize';
import { connectedAccountErrors } from './connected-accounts';

export const oauthCases: ConformanceCase[] = [authorizeRedirect, authorizeErrors, callbackWithoutCookie, connectedAccountErrors];
