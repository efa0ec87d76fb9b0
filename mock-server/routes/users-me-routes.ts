/**
 * /users/me for every access type: client view and fields for client callers,
 * the server view and full update schema for server/admin.
 */
import type { Router } from '../http/router.js';
import { ok, success } from '../http/router.js';
import { textError } from '../http/api-error.js';
import { userView, userViewJson } from '../core/views.js';
import { JsonText } from '../http/respond.js';
import { checkClientImage, deleteUser, updateUser } from '../core/user-ops.js';
import { clientUpdateSchema, serverUpdateSchema } from './user-schemas.js';

export function usersMeRoutes(r: Router): void {
  r.add({
    method: 'GET',
    path: '/users/me',
    user: 'CANNOT_GET_OWN_USER_WITHOUT_USER',
    handler: ({ host, auth, user }) => ok(new JsonText(userViewJson(host, user!, auth!.type === 'client' ? 'client' : 'server'))),
  });

  r.add({
    method: 'PATCH',
    path: '/users/me',
    user: 'CANNOT_GET_OWN_USER_WITHOUT_USER',
    body: (auth) => (auth?.type === 'client' ? clientUpdateSchema : serverUpdateSchema),
    handler: async ({ host, auth, user, body }) => {
      const isClient = auth!.type === 'client';
      if (isClient) checkClientImage(body.profile_image_url);
      const updated = await updateUser(host, auth!.project, user!, body);
      return ok(userView(host, updated, isClient ? 'client' : 'server'));
    },
  });

  r.add({
    method: 'DELETE',
    path: '/users/me',
    user: 'CANNOT_GET_OWN_USER_WITHOUT_USER',
    handler: ({ host, auth, user }) => {
      if (auth!.type === 'client' && !auth!.project.config.client_user_deletion_enabled) {
        throw textError(400, 'Client user deletion is not enabled for this project');
      }
      deleteUser(host, user!.id);
      return success();
    },
  });
}
