import type { ConformanceCase } from '../../types';
import { authorizeErrors, authorizeRedirect, callbackWithoutCookie } from './authorize';
import { connectedAccountErrors } from './connected-accounts';
import { oauthRoundTrip } from './round-trip';

export const oauthCases: ConformanceCase[] = [authorizeRedirect, authorizeErrors, callbackWithoutCookie, oauthRoundTrip, connectedAccountErrors];
