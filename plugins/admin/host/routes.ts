/**
 * SERVER-ONLY host routes of the admin plugin: the admin endpoints the core host does not implement
 * (admin access only): e-mail templates, Svix token, metrics, test e-mail. Projects and API keys are core routes;
 * permission definitions are the teams plugin's. Never imported by client code.
 */
import { randomBytes } from 'node:crypto';
import { created, type Router } from '../../../mock-server/http/router.js';
import { empty } from '../../../mock-server/http/schema.js';
import { emailTemplateRoutes } from './email-templates.js';
import { metricsRoutes } from './metrics.js';
import { sendTestEmailRoutes } from './send-test-email.js';

export function adminRoutes(r: Router): void {
  emailTemplateRoutes(r);
  metricsRoutes(r);
  sendTestEmailRoutes(r);
  r.add({
    method: 'POST',
    path: '/webhooks/svix-token',
    access: ['admin'],
    body: empty(),
    // The hosted API asks Svix for an app-portal token; this host has no Svix, so the token is local and opaque.
    handler: () => created({ token: `svix_local_${randomBytes(24).toString('base64url')}` }),
  });
}
