/**
 * Every module that adds routes to the host. Core modules live in mock-server/routes/, feature modules in
 * plugins/<name>/host/routes.ts (server-only; never imported by a plugin's client code).
 */
import type { Router } from './http/router.js';
import { coreRoutes } from './routes/core-routes.js';
import { passwordRoutes } from '../plugins/password/host/routes.js';
import { otpRoutes } from '../plugins/otp/host/routes.js';
import { contactChannelRoutes } from '../plugins/contact-channels/host/routes.js';
import { teamRoutes } from '../plugins/teams/host/routes.js';
import { adminRoutes } from '../plugins/admin/host/routes.js';
import { mfaRoutes } from '../plugins/mfa/host/routes.js';
import { oauthRoutes } from '../plugins/oauth/host/routes.js';
import { passkeyRoutes } from '../plugins/passkey/host/routes.js';

export const ROUTE_MODULES: readonly ((r: Router) => void)[] = [
  coreRoutes,
  passwordRoutes,
  otpRoutes,
  contactChannelRoutes,
  teamRoutes,
  adminRoutes,
  mfaRoutes,
  oauthRoutes,
  passkeyRoutes,
];
