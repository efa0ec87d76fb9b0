import type { Router } from '../../mock-server/http/router';

/** Host routes of this plugin (server-only). */
export function adminRoutes(r: Router): void {
  void r;
}
