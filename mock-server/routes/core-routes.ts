import type { Router } from '../http/router.js';
import { rootRoutes } from './root-routes.js';
import { oauthTokenRoute } from './oauth-token-route.js';
import { sessionRoutes } from './session-routes.js';
import { usersMeRoutes } from './users-me-routes.js';
import { usersRoutes } from './users-routes.js';
import { projectsRoutes } from './projects-routes.js';
import { apiKeysRoutes } from './api-keys-routes.js';

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
