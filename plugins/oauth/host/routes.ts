/**
 * SERVER-ONLY host routes of OAuth: authorize, provider callback, the
 * authorization_code grant of /auth/oauth/token (installed into the core token route), connected-account
 * tokens, and the built-in mock provider under /__dev/oauth-provider. Never imported by client code.
 */
import type { Router } from '../../../mock-server/http/router.js';
import { setAuthorizationCodeGrant } from '../../../mock-server/routes/oauth-token-route.js';
import { authorizeRoute } from './authorize-route.js';
import { callbackRoutes } from './callback-route.js';
import { connectedAccountsRoute } from './connected-accounts-route.js';
import { authorizationCodeGrant } from './exchange-authorization-code.js';
import { mountMockProvider } from './mock-provider.js';

export function oauthRoutes(r: Router): void {
  authorizeRoute(r);
  callbackRoutes(r);
  connectedAccountsRoute(r);
  setAuthorizationCodeGrant(r.host, authorizationCodeGrant);
  mountMockProvider(r.app, r.host);
}
