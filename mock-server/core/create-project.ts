/**
 * Project creation and deletion: new-project defaults, default permission definitions, owners.
 */
import type { Host } from '../host.js';
import type { ApiKeyRow, ProjectRow } from '../store/entities.js';
import { hashedKeyRow } from '../security/api-key-hash.js';
import { defaultConfig, seedDefaultPermissions } from '../store/seed.js';
import type { ProjectUpdate } from '../routes/project-schemas.js';
import { applyProjectUpdate } from './apply-project-update.js';

type Owner = { id: string; server_metadata: unknown };

function managedIds(user: Owner): string[] {
  const m = (user.server_metadata as { managedProjectIds?: unknown } | null)?.managedProjectIds;
  return Array.isArray(m) ? m.filter((x): x is string => typeof x === 'string') : [];
}

export function createProject(host: Host, data: ProjectUpdate & { display_name: string }, ownerId?: string): ProjectRow {
  const id = host.ids.uuid();
  const base = host.projects.put({
    id,
    display_name: data.display_name,
    description: '',
    created_at_millis: host.now(),
    is_production_mode: false,
    config: defaultConfig(host.ids.uuid()),
  });
  seedDefaultPermissions(host, id);
  const project = applyProjectUpdate(host, base, data);
  const owner = ownerId ? host.users.get(ownerId) : undefined;
  if (owner) {
    const meta = owner.server_metadata !== null && typeof owner.server_metadata === 'object' && !Array.isArray(owner.server_metadata) ? owner.server_metadata : {};
    host.users.put({ ...owner, server_metadata: { ...meta, managedProjectIds: [...managedIds(owner), id] } });
  }
  return project;
}

/** Projects `userId` manages, newest first. */
export function managedProjects(host: Host, userId: string): ProjectRow[] {
  const user = host.users.get(userId);
  if (!user) return [];
  return managedIds(user)
    .map((id) => host.projects.get(id))
    .filter((p): p is ProjectRow => p !== undefined)
    .sort((a, b) => b.created_at_millis - a.created_at_millis);
}

/** Every table row that belongs to `projectId` (rows carry project_id). */
export function projectRows(host: Host, projectId: string): Record<string, { id: string }[]> {
  const out: Record<string, { id: string }[]> = {};
  for (const [name, rows] of Object.entries(host.db.dump())) {
    const mine = rows.filter((r) => (r as { project_id?: unknown }).project_id === projectId);
    if (mine.length) out[name] = mine;
  }
  return out;
}

/** Removes the project, all its rows, and its id from owners' managedProjectIds. */
export function deleteProject(host: Host, projectId: string): void {
  for (const [name, rows] of Object.entries(projectRows(host, projectId))) {
    const t = host.db.table(name);
    for (const r of rows) t.delete(r.id);
  }
  host.projects.delete(projectId);
  for (const u of host.users.filter((u) => managedIds(u).includes(projectId))) {
    const meta = u.server_metadata as Record<string, unknown>;
    host.users.put({ ...u, server_metadata: { ...meta, managedProjectIds: managedIds(u).filter((x) => x !== projectId) } });
  }
}

/** A fresh key set (all three keys unless `has` says otherwise), stored hashed; the returned row holds the keys. */
export function createApiKeySet(host: Host, projectId: string, description: string, has = { pck: true, ssk: true, sak: true }, expiresAt = Date.UTC(2099, 11, 31, 23, 59, 59)): ApiKeyRow {
  const row: ApiKeyRow = { id: host.ids.uuid(), project_id: projectId, description, created_at_millis: host.now(), expires_at_millis: expiresAt };
  if (has.pck) row.publishable_client_key = `pck_${host.ids.secret()}`;
  if (has.ssk) row.secret_server_key = `ssk_${host.ids.secret()}`;
  if (has.sak) row.super_secret_admin_key = `sak_${host.ids.secret()}`;
  host.apiKeys.put(hashedKeyRow(row)); // the keys are returned here, once; the row keeps hashes
  return row;
}
