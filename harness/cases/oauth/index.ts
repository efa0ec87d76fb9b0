import type { ConformanceCase } from '../../types.js';
import { authorizeErrors, authorizeRedirect, callbackWithoutCookie } from './authorize.js';
import { connectedAccountErrors } from './connected-accounts.js';
import { oauthRoundTrip } from './round-trip.js';
import { externalOidcSignIn } from './external-oidc.js';

export const oauthCases: ConformanceCase[] = [authorizeRedirect, authorizeErrors, callbackWithoutCookie, oauthRoundTrip, connectedAccountErrors, externalOidcSignIn];
