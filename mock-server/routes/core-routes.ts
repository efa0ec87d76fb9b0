import type { Router } from '../http/router';
import { ok } from '../http/router';
import { projectAdminView, projectClientView } from '../core/views';

/** Core API routes (users, sessions, tokens, projects, …). Each resource lives in its own file. */
export function coreRoutes(r: Router): void {
  r.add({
    method: 'GET',
    path: '/projects/current',
    handler: ({ auth, host }) => ok(auth!.type === 'admin' ? projectAdminView(host, auth!.project) : projectClientView(auth!.project)),
  });
}
