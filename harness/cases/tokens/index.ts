import type { ConformanceCase } from '../../types.js';
import { jwksShape, jwksUnknownProject, legacyGlobalJwks } from './jwks.js';
import { adminAccessTokenExpired } from './admin-token-expired.js';
import { accessTokenClaims, accessTokenLifetime, accessTokenSignature } from './access-token-claims.js';
import { foreignKeyToken, garbageToken, otherProjectToken } from './rejected-tokens.js';
import {
  refreshGrantErrors, refreshGrantForm, refreshGrantJsonAndBasic, refreshGrantNotRotated, refreshTokenFormat, refreshTokenOtherProject,
} from './refresh-grant.js';
import { sessionsCurrentRefresh } from './session-refresh.js';
import { expiredAccessToken } from './expired-token.js';

export const tokenCases: ConformanceCase[] = [
  jwksShape, jwksUnknownProject, legacyGlobalJwks, accessTokenClaims, accessTokenSignature, accessTokenLifetime, foreignKeyToken, garbageToken,
  otherProjectToken, refreshGrantForm, refreshGrantNotRotated, refreshGrantJsonAndBasic, refreshGrantErrors, refreshTokenOtherProject,
  refreshTokenFormat, sessionsCurrentRefresh, expiredAccessToken, adminAccessTokenExpired,
];
