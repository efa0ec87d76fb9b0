import type { Router } from '../../mock-server/http/router';

/** Host routes of this plugin (server-only). */
export function mfaRoutes(r: Router): void {
  void r;
}
