import type { ConformanceCase } from '../../types';
import { jwksShape, jwksUnknownProject, legacyGlobalJwks } from './jwks';
import { adminAccessTokenExpired } from './admin-token-expired';
import { accessTokenClaims, accessTokenLifetime, accessTokenSignature } from './access-token-claims';
import { foreignKeyToken, garbageToken, otherProjectToken } from './rejected-tokens';
import {
  refreshGrantErrors, refreshGrantForm, refreshGrantJsonAndBasic, refreshGrantNotRotated, refreshTokenFormat, refreshTokenOtherProject,
} from './refresh-grant';
import { sessionsCurrentRefresh } from './session-refresh';
import { expiredAccessToken } from './expired-token';

export const tokenCases: ConformanceCase[] = [
  jwksShape, jwksUnknownProject, legacyGlobalJwks, accessTokenClaims, accessTokenSignature, accessTokenLifetime, foreignKeyToken, garbageToken,
  otherProjectToken, refreshGrantForm, refreshGrantNotRotated, refreshGrantJsonAndBasic, refreshGrantErrors, refreshTokenOtherProject,
  refreshTokenFormat, sessionsCurrentRefresh, expiredAccessToken, adminAccessTokenExpired,
];
