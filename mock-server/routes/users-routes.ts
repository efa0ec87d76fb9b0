/**
 * Server-side user CRUD and the paginated list (API.md §3.9, §7).
 */
import type { Router } from '../http/router.js';
import { created, ok, success } from '../http/router.js';
import { knownError } from '../http/api-error.js';
import { object, userIdOrMe } from '../http/schema.js';
import { userView } from '../core/views.js';
import { createUser, deleteUser, updateUser } from '../core/user-ops.js';
import type { Host } from '../host.js';
import type { UserRow } from '../store/entities.js';
import { listUsersQuery, serverCreateSchema, serverUpdateSchema } from './user-schemas.js';

const SERVER = ['server', 'admin'] as const;
const userParams = object({ user_id: userIdOrMe() });

function findUser(host: Host, projectId: string, id: string): UserRow {
  const user = host.users.get(id);
  if (!user || user.project_id !== projectId) throw knownError('USER_NOT_FOUND');
  return user;
}

const UUID_CHARS = /[^a-zA-Z0-9\-_.]/g;
const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function matchesQuery(host: Host, user: UserRow, q: string): boolean {
  const needle = q.toLowerCase();
  if (user.display_name?.toLowerCase().includes(needle)) return true;
  if (host.contactChannels.where('user_id', user.id).some((c) => c.value.toLowerCase().includes(needle))) return true;
  const id = q.replace(UUID_CHARS, '');
  return UUID_RE.test(id) && id.toLowerCase() === user.id.toLowerCase();
}

export function usersRoutes(r: Router): void {
  r.add({
    method: 'GET',
    path: '/users',
    access: SERVER,
    query: listUsersQuery,
    handler: ({ host, auth, query }) => {
      const members = query.team_id ? new Set(host.memberships.filter((m) => m.team_id === query.team_id).map((m) => m.user_id)) : null;
      let users = host.users.where('project_id', auth!.project.id).filter((u) => !members || members.has(u.id));
      if (query.query) users = users.filter((u) => matchesQuery(host, u, query.query!));
      // Stable order: sign-up time, then insertion order (ids are random).
      const order = users.map((u, i) => [u, i] as const).sort((a, b) => a[0].signed_up_at_millis - b[0].signed_up_at_millis || a[1] - b[1]).map(([u]) => u);
      if (query.desc) order.reverse();
      let start = 0;
      if (query.cursor) {
        start = order.findIndex((u) => u.id === query.cursor);
        if (start < 0) start = order.length;
      }
      const limit = query.limit;
      const page = limit === undefined ? order.slice(start) : order.slice(start, start + limit);
      const next = limit !== undefined && order.length > start + limit ? order[start + limit].id : null;
      return ok({ items: page.map((u) => userView(host, u, 'server')), is_paginated: true, pagination: { next_cursor: next } });
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
