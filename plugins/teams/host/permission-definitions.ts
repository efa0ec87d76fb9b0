/**
 * /team-permission-definitions (admin): the project's custom permissions plus the five system ones.
 * Renames and deletes carry through grants, other definitions and the project's default permission lists.
 */
import { knownError, textError } from '../../../mock-server/http/api-error.js';
import { created, ok, success, type Router } from '../../../mock-server/http/router.js';
import { array, object, string } from '../../../mock-server/http/schema.js';
import type { Host } from '../../../mock-server/host.js';
import type { PermissionDefinitionRow, ProjectRow } from '../../../mock-server/store/entities.js';
import { definitionId, grantId } from './checks.js';
import { comparePermissionIds, isSystemPermission } from './resolve-permissions.js';
import { customPermissionId, permissionId } from './schemas.js';
import { definitionView, systemDefinitionViews } from './views.js';

const ADMIN = ['admin'] as const;

function containedIds(host: Host, project: ProjectRow, ids: readonly string[]): string[] {
  for (const id of ids) {
    if (!isSystemPermission(id) && !host.permissionDefinitions.get(definitionId(project.id, id))) {
      throw knownError('CONTAINED_PERMISSION_NOT_FOUND', { permission_id: id });
    }
  }
  return [...new Set(ids)];
}

function findDefinition(host: Host, project: ProjectRow, id: string): PermissionDefinitionRow {
  const d = host.permissionDefinitions.get(definitionId(project.id, id));
  if (!d) throw knownError('PERMISSION_NOT_FOUND', { permission_id: id });
  return d;
}

const duplicate = (id: string) => textError(409, `Permission with ID ${JSON.stringify(id)} already exists.`);

/** Replaces (or with `to` null removes) permission id `from` everywhere it is referenced. */
function rewriteReferences(host: Host, project: ProjectRow, from: string, to: string | null): void {
  for (const g of host.permissionGrants.filter((g) => g.project_id === project.id && g.permission_id === from)) {
    host.permissionGrants.delete(g.id);
    if (to) host.permissionGrants.put({ ...g, id: grantId(g.team_id, g.user_id, to), permission_id: to });
  }
  for (const d of host.permissionDefinitions.filter((d) => d.project_id === project.id && d.contained_permission_ids.includes(from))) {
    const ids = d.contained_permission_ids.flatMap((c) => (c !== from ? [c] : to ? [to] : []));
    host.permissionDefinitions.put({ ...d, contained_permission_ids: [...new Set(ids)] });
  }
  const fix = (list: { id: string }[]) => list.flatMap((p) => (p.id !== from ? [p] : to ? [{ id: to }] : []));
  const current = host.projects.get(project.id);
  if (current) {
    const c = current.config;
    host.projects.put({
      ...current,
      config: { ...c, team_creator_default_permissions: fix(c.team_creator_default_permissions), team_member_default_permissions: fix(c.team_member_default_permissions) },
    });
  }
}

export function permissionDefinitionRoutes(r: Router): void {
  r.add({
    method: 'GET',
    path: '/team-permission-definitions',
    access: ADMIN,
    handler: ({ host, auth }) => {
      const custom = host.permissionDefinitions.filter((d) => d.project_id === auth!.project.id).map(definitionView);
      const items = [...systemDefinitionViews(), ...custom].sort((a, b) => comparePermissionIds(a.id, b.id));
      return ok({ items, is_paginated: false });
    },
  });

  r.add({
    method: 'POST',
    path: '/team-permission-definitions',
    access: ADMIN,
    body: object({ id: customPermissionId(), description: string().optional(), contained_permission_ids: array(permissionId()).optional() }),
    handler: ({ host, auth, body }) => {
      const project = auth!.project;
      const contained = containedIds(host, project, body.contained_permission_ids ?? []);
      if (host.permissionDefinitions.get(definitionId(project.id, body.id))) throw duplicate(body.id);
      const row = host.permissionDefinitions.put({
        id: definitionId(project.id, body.id),
        project_id: project.id,
        permission_id: body.id,
        description: body.description ?? '',
        contained_permission_ids: contained,
        created_at_millis: host.now(),
      });
      return created(definitionView(row));
    },
  });

  r.add({
    method: 'PATCH',
    path: '/team-permission-definitions/:permission_id',
    access: ADMIN,
    params: object({ permission_id: permissionId() }),
    body: object({ id: customPermissionId().optional(), description: string().optional(), contained_permission_ids: array(permissionId()).optional() }),
    handler: ({ host, auth, body, params }) => {
      const project = auth!.project;
      const current = findDefinition(host, project, params.permission_id);
      const contained = body.contained_permission_ids ? containedIds(host, project, body.contained_permission_ids) : current.contained_permission_ids;
      const id = body.id ?? current.permission_id;
      if (id !== current.permission_id) {
        if (host.permissionDefinitions.get(definitionId(project.id, id))) throw duplicate(id);
        host.permissionDefinitions.delete(current.id);
      }
      const row = host.permissionDefinitions.put({
        ...current,
        id: definitionId(project.id, id),
        permission_id: id,
        description: body.description ?? current.description,
        contained_permission_ids: contained,
      });
      if (id !== current.permission_id) rewriteReferences(host, project, current.permission_id, id);
      return ok(definitionView(host.permissionDefinitions.get(row.id) ?? row));
    },
  });

  r.add({
    method: 'DELETE',
    path: '/team-permission-definitions/:permission_id',
    access: ADMIN,
    params: object({ permission_id: permissionId() }),
    handler: ({ host, auth, params }) => {
      const project = auth!.project;
      const d = findDefinition(host, project, params.permission_id);
      host.permissionDefinitions.delete(d.id);
      rewriteReferences(host, project, d.permission_id, null);
      return success();
    },
  });
}
