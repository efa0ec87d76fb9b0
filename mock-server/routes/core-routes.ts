import type { Router } from '../http/router';
import { rootRoutes } from './root-routes';
import { oauthTokenRoute } from './oauth-token-route';
import { sessionRoutes } from './session-routes';
import { usersMeRoutes } from './users-me-routes';
import { usersRoutes } from './users-routes';
import { projectsRoutes } from './projects-routes';
import { apiKeysRoutes } from './api-keys-routes';

/** Core API routes (users, sessions, tokens, projects, keys, misc). Each resource lives in its own file. */
export function coreRoutes(r: Router): void {
  rootRoutes(r);
  oauthTokenRoute(r);
  sessionRoutes(r);
  usersMeRoutes(r); // before /users/:user_id so `me` is served by the /users/me routes
  usersRoutes(r);
  projectsRoutes(r);
  apiKeysRoutes(r);
}
