/**
 * Team permissions as a graph: a definition contains other permission ids; "recursive" is the
 * transitive closure of a member's direct grants. Resolution is iterative with a visited set, so cycles end.
 */
import type { Host } from '../../../mock-server/host.js';

/** The five system permissions and their descriptions. */
export const SYSTEM_PERMISSIONS: Readonly<Record<string, string>> = {
  $delete_team: 'Delete the team',
  $invite_members: 'Invite other users to the team',
  $read_members: 'Read and list the other members of the team',
  $remove_members: 'Remove other members from the team',
  $update_team: 'Update the team information',
};

export const isSystemPermission = (id: string): boolean => Object.hasOwn(SYSTEM_PERMISSIONS, id);

/** Permission id → contained ids, for one project (system and unknown ids contain nothing). */
export type PermissionGraph = (permissionId: string) => readonly string[];

/** Keyed lookups beyond this many visits cost more than one scan of the project's definitions. */
const KEYED_LOOKUPS = 32;

/**
 * Short walks use keyed lookups (`${project_id}:${permission_id}`); a long walk switches to one scan of the
 * project's definitions into a local map, so a check never costs more than a scan plus the walk.
 */
export function permissionGraph(host: Host, projectId: string): PermissionGraph {
  let lookups = 0;
  let scanned: Map<string, readonly string[]> | null = null;
  return (id) => {
    if (scanned) return scanned.get(id) ?? [];
    if (++lookups <= KEYED_LOOKUPS) return host.permissionDefinitions.get(`${projectId}:${id}`)?.contained_permission_ids ?? [];
    scanned = new Map();
    for (const d of host.permissionDefinitions.rows.values()) if (d.project_id === projectId) scanned.set(d.permission_id, d.contained_permission_ids);
    return scanned.get(id) ?? [];
  };
}

/** Every id reachable from `roots` (roots included). Safe against cycles; unknown ids are leaves. */
export function expandPermissions(graph: PermissionGraph, roots: Iterable<string>): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length) {
    const id = stack.pop() as string;
    if (seen.has(id)) continue;
    seen.add(id);
    for (const child of graph(id)) if (!seen.has(child)) stack.push(child);
  }
  return seen;
}

/** Whether `target` is reachable from `roots`; stops at the first hit. */
export function reaches(graph: PermissionGraph, roots: Iterable<string>, target: string): boolean {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length) {
    const id = stack.pop() as string;
    if (id === target) return true;
    if (seen.has(id)) continue;
    seen.add(id);
    for (const child of graph(id)) if (!seen.has(child)) stack.push(child);
  }
  return false;
}

/** The permission ids granted directly to a member. */
export function directPermissions(host: Host, teamId: string, userId: string): string[] {
  const out: string[] = [];
  for (const g of host.permissionGrants.where('team_id', teamId)) if (g.user_id === userId) out.push(g.permission_id);
  return out;
}

/** Whether the member holds `permissionId`, directly or (by default) through contained permissions. */
export function hasTeamPermission(
  host: Host,
  projectId: string,
  teamId: string,
  userId: string,
  permissionId: string,
  recursive = true,
): boolean {
  const direct = directPermissions(host, teamId, userId);
  if (direct.includes(permissionId)) return true;
  return recursive && reaches(permissionGraph(host, projectId), direct, permissionId);
}

export interface GrantFilter {
  teamId?: string;
  userId?: string;
  permissionId?: string;
  recursive: boolean;
}

export interface PermissionItem {
  id: string;
  team_id: string;
  user_id: string;
}

const cmp = (a: string, b: string) => a.localeCompare(b);

/** GET /team-permissions: grants per member (expanded when recursive), filtered and sorted by team, user, id. */
export function listTeamPermissions(host: Host, projectId: string, f: GrantFilter): PermissionItem[] {
  const members = new Map<string, { team_id: string; user_id: string; ids: string[] }>();
  const grants = f.teamId
    ? host.permissionGrants.where('team_id', f.teamId)
    : f.userId
      ? host.permissionGrants.where('user_id', f.userId)
      : host.permissionGrants.where('project_id', projectId);
  for (const g of grants) {
    if (g.project_id !== projectId || (f.teamId && g.team_id !== f.teamId) || (f.userId && g.user_id !== f.userId)) continue;
    const key = `${g.team_id}:${g.user_id}`;
    let m = members.get(key);
    if (!m) members.set(key, (m = { team_id: g.team_id, user_id: g.user_id, ids: [] }));
    m.ids.push(g.permission_id);
  }
  const graph = f.recursive ? permissionGraph(host, projectId) : null;
  const items: PermissionItem[] = [];
  for (const m of members.values()) {
    const ids = graph ? expandPermissions(graph, m.ids) : new Set(m.ids);
    for (const id of ids) if (!f.permissionId || id === f.permissionId) items.push({ id, team_id: m.team_id, user_id: m.user_id });
  }
  return items.sort((a, b) => cmp(a.team_id, b.team_id) || cmp(a.user_id, b.user_id) || cmp(a.id, b.id));
}

export const comparePermissionIds = cmp;
