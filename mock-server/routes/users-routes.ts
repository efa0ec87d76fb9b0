/**
 * Server-side user CRUD and the paginated list: sign-up order (oldest first, or newest with desc),
 * an inclusive cursor, optional team filter and case-insensitive search.
 */
import type { Router } from '../http/router.js';
import { created, ok, success } from '../http/router.js';
import { knownError } from '../http/api-error.js';
import { JsonText } from '../http/respond.js';
import { object, userIdOrMe } from '../http/schema.js';
import { userView, userViewJson } from '../core/views.js';
import { createUser, deleteUser, updateUser } from '../core/user-ops.js';
import type { Host } from '../host.js';
import type { UserRow } from '../store/entities.js';
import { userOrder } from '../store/user-order.js';
import { listUsersQuery, serverCreateSchema, serverUpdateSchema } from './user-schemas.js';

const SERVER = ['server', 'admin'] as const;
const userParams = object({ user_id: userIdOrMe() });

function findUser(host: Host, projectId: string, id: string): UserRow {
  const user = host.users.get(id);
  if (!user || user.project_id !== projectId) throw knownError('USER_NOT_FOUND');
  return user;
}

export function usersRoutes(r: Router): void {
  r.add({
    method: 'GET',
    path: '/users',
    access: SERVER,
    query: listUsersQuery,
    handler: ({ host, auth, query }) => {
      const members = query.team_id ? host.memberships.where('team_id', query.team_id).map((m) => m.user_id) : undefined;
      const { items, next } = userOrder(host.users, host.contactChannels).page(auth!.project.id, {
        cursor: query.cursor, limit: query.limit, desc: query.desc, query: query.query || undefined, memberIds: members,
      });
      // Byte for byte what JSON.stringify of { items, is_paginated, pagination } gives, from cached user JSON.
      const json = `{"items":[${items.map((u) => userViewJson(host, u, 'server')).join(',')}],"is_paginated":true,"pagination":{"next_cursor":${JSON.stringify(next)}}}`;
      return ok(new JsonText(json));
    },
  });

  r.add({
    method: 'POST',
    path: '/users',
    access: SERVER,
    body: serverCreateSchema,
    handler: async ({ host, auth, body }) => {
      const project = auth!.project;
      const user = await createUser(host, project, body);
      return created(userView(host, host.users.get(user.id)!, 'server'));
    },
  });

  r.add({
    method: 'GET',
    path: '/users/:user_id',
    access: SERVER,
    params: userParams,
    handler: ({ host, auth, params }) => ok(userView(host, findUser(host, auth!.project.id, params.user_id), 'server')),
  });

  r.add({
    method: 'PATCH',
    path: '/users/:user_id',
    access: SERVER,
    params: userParams,
    body: serverUpdateSchema,
    handler: async ({ host, auth, params, body }) => {
      const user = findUser(host, auth!.project.id, params.user_id);
      return ok(userView(host, await updateUser(host, auth!.project, user, body), 'server'));
    },
  });

  r.add({
    method: 'DELETE',
    path: '/users/:user_id',
    access: SERVER,
    params: userParams,
    handler: ({ host, auth, params }) => {
      deleteUser(host, findUser(host, auth!.project.id, params.user_id).id);
      return success();
    },
  });
}
