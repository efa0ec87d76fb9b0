/**
 * SERVER-ONLY host routes of the admin plugin: the admin endpoints the core host does not implement
 * (admin access only): e-mail templates, Svix token, metrics, test e-mail. Projects and API keys are core routes;
 * permission definitions are the teams plugin's. Never imported by client code.
 */
import { created, type Router } from '../../../mock-server/http/router.js';
import { empty } from '../../../mock-server/http/schema.js';
import { emailTemplateRoutes } from './email-templates.js';
import { metricsRoutes } from './metrics.js';
import { sendTestEmailRoutes } from './send-test-email.js';
import { issueSvixToken } from '../../../mock-server/webhooks/svix-routes.js';

export function adminRoutes(r: Router): void {
  emailTemplateRoutes(r);
  metricsRoutes(r);
  sendTestEmailRoutes(r);
  r.add({
    method: 'POST',
    path: '/webhooks/svix-token',
    access: ['admin'],
    body: empty(),
    // The hosted API asks Svix for an app-portal token; this host's token opens its own Svix-compatible API
    // (under /svix) for this project only.
    handler: ({ host, auth }) => created({ token: issueSvixToken(host, auth!.project.id) }),
  });
}
