/**
 * Every module that adds routes to the host. Core modules live in mock-server/routes/, feature modules in
 * plugins/<name>/routes.ts (server-only; never imported by a plugin's client code).
 */
import type { Router } from './http/router';
import { coreRoutes } from './routes/core-routes';
import { passwordRoutes } from '../plugins/password/routes';
import { otpRoutes } from '../plugins/otp/routes';
import { contactChannelRoutes } from '../plugins/contact-channels/routes';
import { teamRoutes } from '../plugins/teams/routes';
import { adminRoutes } from '../plugins/admin/routes';
import { mfaRoutes } from '../plugins/mfa/routes';
import { oauthRoutes } from '../plugins/oauth/routes';
import { passkeyRoutes } from '../plugins/passkey/routes';

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
