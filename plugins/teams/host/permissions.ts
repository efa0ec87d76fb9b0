/** /team-permissions: list (optionally recursive), grant and revoke. */
import { knownError, textError } from '../../../mock-server/http/api-error.js';
import { created, ok, success, type Router } from '../../../mock-server/http/router.js';
import { empty, object, oneOf, userIdOrMe, uuid } from '../../../mock-server/http/schema.js';
import type { Host } from '../../../mock-server/host.js';
import type { ProjectRow } from '../../../mock-server/store/entities.js';
import { definitionId, ensureMembership, grantId, requireUser } from './checks.js';
import { isSystemPermission, listTeamPermissions } from './resolve-permissions.js';
import { permissionId } from './schemas.js';

/** PERMISSION_NOT_FOUND unless `id` is a system permission or defined in the project. */
export function ensurePermissionDefined(host: Host, project: ProjectRow, id: string): void {
  if (!isSystemPermission(id) && !host.permissionDefinitions.get(definitionId(project.id, id))) {
    throw knownError('PERMISSION_NOT_FOUND', { permission_id: id });
  }
}

const params = object({ team_id: uuid(), user_id: userIdOrMe(), permission_id: permissionId() });

export function permissionRoutes(r: Router): void {
  r.add({
    method: 'GET',
    path: '/team-permissions',
    query: object({
      team_id: uuid().optional(),
      user_id: userIdOrMe().optional(),
      permission_id: permissionId().optional(),
      recursive: oneOf(['true', 'false'] as const).optional(),
    }),
    handler: ({ host, auth, user, query }) => {
      if (auth!.type === 'client') {
        const me = requireUser(user, 'CANNOT_GET_OWN_USER_WITHOUT_USER');
        if (query.user_id !== me.id) {
          throw textError(403, 'Client can only list permissions for their own user. user_id must be either "me" or the ID of the current user');
        }
      }
      const items = listTeamPermissions(host, auth!.project.id, {
        teamId: query.team_id,
        userId: query.user_id,
        permissionId: query.permission_id,
        recursive: query.recursive === 'true',
      });
      return ok({ items, is_paginated: false });
    },
  });

  r.add({
    method: 'POST',
    path: '/team-permissions/:team_id/:user_id/:permission_id',
    access: ['server', 'admin'],
    params,
    body: empty(),
    handler: ({ host, auth, params: p }) => {
      const project = auth!.project;
      ensureMembership(host, project, p.team_id, p.user_id);
      ensurePermissionDefined(host, project, p.permission_id);
      host.permissionGrants.put({
        id: grantId(p.team_id, p.user_id, p.permission_id),
        project_id: project.id,
        team_id: p.team_id,
        user_id: p.user_id,
        permission_id: p.permission_id,
      });
      return created({ id: p.permission_id, user_id: p.user_id, team_id: p.team_id });
    },
  });

  r.add({
    method: 'DELETE',
    path: '/team-permissions/:team_id/:user_id/:permission_id',
    access: ['server', 'admin'],
    params,
    handler: ({ host, auth, params: p }) => {
      const project = auth!.project;
      ensureMembership(host, project, p.team_id, p.user_id);
      ensurePermissionDefined(host, project, p.permission_id);
      if (!host.permissionGrants.delete(grantId(p.team_id, p.user_id, p.permission_id))) {
        throw knownError('TEAM_PERMISSION_NOT_FOUND', { team_id: p.team_id, user_id: p.user_id, permission_id: p.permission_id });
      }
      return success();
    },
  });
}
