/** Team permissions: list, check (recursive by default), grant and revoke, and the admin definitions. */
import type { PluginKernel, Result } from '../../kernel/plugin.js';
import { memberKey, teamsKeys } from './cache-keys.js';
import {
  permissionDefinitionInputToWire, toPermissionDefinition, type PermissionDefinition, type PermissionDefinitionInput, type PermissionDefinitionWire,
} from '../../kernel/permission-definition-mapping.js';
import { TEAMS_PATHS, type TeamPermissionWire } from './contract.js';
import { teamLoaders } from './loaders.js';
import { toTeamPermission, type TeamPermission } from './permission-mapping.js';
import { cached, mapResult, ok, requireServer, teamIdOf, type TeamRef } from './query.js';

export interface PermissionOptions {
  /** Include permissions contained in granted ones (transitively). @default true */
  recursive?: boolean;
  /** Whose permissions. Client access: only 'me'. @default 'me' */
  userId?: string;
}

export type DefinitionFields = Omit<PermissionDefinitionInput, 'id'>;

export function permissionMethods(kernel: PluginKernel) {
  const { cache } = kernel;
  const load = teamLoaders(kernel);

  function listPermissions(team: TeamRef, options: PermissionOptions = {}): Promise<Result<TeamPermission[]>> {
    const id = teamIdOf(team);
    const { recursive = true, userId = 'me' } = options;
    return cached(kernel, teamsKeys.permissions(id, memberKey(kernel, userId), recursive), () => load.permissions(id, userId, recursive));
  }

  async function getPermission(team: TeamRef, permissionId: string, options: PermissionOptions = {}): Promise<Result<TeamPermission | null>> {
    return mapResult(await listPermissions(team, options), (items) => items.find((p) => p.id === permissionId) ?? null);
  }

  const changed = (teamId: string, userId: string) => cache.invalidate(teamsKeys.memberPermissions(teamId, memberKey(kernel, userId)));

  return {
    /** The permissions one member holds in one team (cached per member and recursion). */
    listPermissions,
    /** The permission if held, else null. */
    getPermission,
    /** Whether the member holds the permission; recursive by default. */
    async hasPermission(team: TeamRef, permissionId: string, options: PermissionOptions = {}): Promise<Result<boolean>> {
      return mapResult(await getPermission(team, permissionId, options), (p) => p !== null);
    },
    /** Server: grants the permission (idempotent). */
    async grantPermission(team: TeamRef, userId: string, permissionId: string): Promise<Result<TeamPermission>> {
      requireServer(kernel, 'grantPermission');
      const id = teamIdOf(team);
      const r = await kernel.request<TeamPermissionWire>(TEAMS_PATHS.permission(id, userId, permissionId), { method: 'POST', body: {} });
      if (r.error) return r;
      changed(id, userId);
      return ok(toTeamPermission(r.data));
    },
    /** Server: revokes a direct grant. */
    async revokePermission(team: TeamRef, userId: string, permissionId: string): Promise<Result<void>> {
      requireServer(kernel, 'revokePermission');
      const id = teamIdOf(team);
      const r = await kernel.request(TEAMS_PATHS.permission(id, userId, permissionId), { method: 'DELETE', body: {} });
      if (r.error) return r;
      changed(id, userId);
      return ok(undefined);
    },
    /** Admin: the permission definitions, system ones included (cached). */
    listDefinitions(): Promise<Result<PermissionDefinition[]>> {
      return cached(kernel, teamsKeys.definitions, () => load.definitions());
    },
    /** Admin: creates a permission definition. */
    async createDefinition(id: string, fields: DefinitionFields = {}): Promise<Result<PermissionDefinition>> {
      const body = permissionDefinitionInputToWire({ ...fields, id });
      const r = await kernel.request<PermissionDefinitionWire>(TEAMS_PATHS.definitions, { method: 'POST', body });
      if (r.error) return r;
      cache.invalidate(teamsKeys.definitions);
      return ok(toPermissionDefinition(r.data));
    },
    /** Admin: changes a definition (rename with `id`; contained ids replace the set). Grants may change, so permission lists refetch. */
    async updateDefinition(permissionId: string, fields: PermissionDefinitionInput): Promise<Result<PermissionDefinition>> {
      const body = permissionDefinitionInputToWire(fields);
      const r = await kernel.request<PermissionDefinitionWire>(TEAMS_PATHS.definition(permissionId), { method: 'PATCH', body });
      if (r.error) return r;
      cache.invalidate(teamsKeys.definitions);
      cache.invalidate(['teams', 'permissions']);
      return ok(toPermissionDefinition(r.data));
    },
    /** Admin: deletes a definition; its grants go with it. */
    async deleteDefinition(permissionId: string): Promise<Result<void>> {
      const r = await kernel.request(TEAMS_PATHS.definition(permissionId), { method: 'DELETE', body: {} });
      if (r.error) return r;
      cache.invalidate(teamsKeys.definitions);
      cache.invalidate(['teams', 'permissions']);
      return ok(undefined);
    },
  };
}
