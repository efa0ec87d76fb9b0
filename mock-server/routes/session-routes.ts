/**
 * Server-created sessions, refresh via the standard envelope, and sign-out (DELETE /auth/sessions/current).
 */
import type { Router } from '../http/router.js';
import { ok, success } from '../http/router.js';
import { knownError } from '../http/api-error.js';
import { number, object, userIdOrMe } from '../http/schema.js';
import { findRefreshToken, issueSession, ONE_YEAR_MS, touchUser } from '../core/sessions.js';

export const MAX_SESSION_MS = 31_708_800_000;

export function sessionRoutes(r: Router): void {
  r.add({
    method: 'POST',
    path: '/auth/sessions',
    access: ['server', 'admin'],
    body: object({ user_id: userIdOrMe(), expires_in_millis: number({ max: MAX_SESSION_MS }).optional() }),
    handler: async ({ host, auth, body }) => {
      const user = host.users.get(body.user_id);
      if (!user || user.project_id !== auth!.project.id) throw knownError('USER_ID_DOES_NOT_EXIST', { user_id: body.user_id });
      const s = await issueSession(host, auth!.project.id, user.id, body.expires_in_millis ?? ONE_YEAR_MS);
      return ok({ refresh_token: s.refresh_token, access_token: s.access_token });
    },
  });

  r.add({
    method: 'POST',
    path: '/auth/sessions/current/refresh',
    requiredHeaders: ['x-stack-refresh-token'],
    handler: async ({ host, auth, req }) => {
      const row = findRefreshToken(host, auth!.project.id, req.headers.get('x-stack-refresh-token') ?? '');
      if (!row || !host.users.get(row.user_id)) throw knownError('REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED');
      touchUser(host, row.user_id);
      return ok({ access_token: await host.tokens.sign(row.project_id, row.user_id) });
    },
  });

  r.add({
    method: 'DELETE',
    path: '/auth/sessions/current',
    requiredHeaders: ['x-stack-refresh-token'],
    handler: ({ host, auth, req }) => {
      const row = findRefreshToken(host, auth!.project.id, req.headers.get('x-stack-refresh-token') ?? '');
      if (!row) throw knownError('REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED');
      host.refreshTokens.delete(row.id);
      return success();
    },
  });
}
