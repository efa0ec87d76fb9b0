/**
 * Minting sessions: a refresh token row plus a signed access token.
 */
import type { Host } from '../host.js';
import { recordActivity } from './activity.js';

export const ONE_YEAR_MS = 31_536_000_000;

export async function issueSession(host: Host, projectId: string, userId: string, expiresInMs = ONE_YEAR_MS) {
  const now = host.now();
  const refreshToken = host.ids.secret();
  host.refreshTokens.put({ id: refreshToken, project_id: projectId, user_id: userId, created_at_millis: now, expires_at_millis: now + expiresInMs });
  touchUser(host, userId);
  return { refresh_token: refreshToken, access_token: await host.tokens.sign(projectId, userId) };
}

/** last_active_at_millis = last token issuance/refresh; each one is an activity event too. */
export function touchUser(host: Host, userId: string): void {
  const u = host.users.get(userId);
  if (!u) return;
  host.users.put({ ...u, last_active_at_millis: host.now() });
  recordActivity(host, u.project_id, u.id);
}

/** The valid refresh-token row for this project, or undefined. */
export function findRefreshToken(host: Host, projectId: string, token: string) {
  const row = host.refreshTokens.get(token);
  if (!row || row.project_id !== projectId || row.expires_at_millis <= host.now()) return undefined;
  return row;
}
