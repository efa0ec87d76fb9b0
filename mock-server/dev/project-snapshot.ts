/**
 * Whole-project export/import as JSON (dev surface): the project row plus every row carrying its project_id.
 * Imported rows are held to the limits of rows written through the API (metadata depth and size), so an
 * import can never leave a row that breaks a listing or the next export.
 */
import type { Host } from '../host.js';
import type { ProjectRow } from '../store/entities.js';
import { deleteProject, projectRows } from '../core/create-project.js';
import { jsonDepth, MAX_METADATA_DEPTH, METADATA_FIELDS, metadataIssue } from '../security/metadata-limits.js';

export const SNAPSHOT_FORMAT = 'mock-server-project';

export interface ProjectSnapshot {
  format: typeof SNAPSHOT_FORMAT;
  version: 1;
  project_id: string;
  exported_at_millis: number;
  project: ProjectRow;
  tables: Record<string, { id: string }[]>;
}

export function exportProject(host: Host, projectId: string): ProjectSnapshot | null {
  const project = host.projects.get(projectId);
  if (!project) return null;
  return { format: SNAPSHOT_FORMAT, version: 1, project_id: projectId, exported_at_millis: host.now(), project, tables: projectRows(host, projectId) };
}

const isObj = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/** A row holds its metadata one level down, so it may be one level deeper than the metadata limit. */
const MAX_ROW_DEPTH = MAX_METADATA_DEPTH + 1;

/** Why `row` passes the limits of rows written through the API, or null. */
function rowIssue(row: Record<string, unknown>): string | null {
  for (const f of METADATA_FIELDS) {
    const issue = f in row ? metadataIssue(f, row[f]) : null;
    if (issue) return issue.replace(/^body\./, '');
  }
  return jsonDepth(row, MAX_ROW_DEPTH) > MAX_ROW_DEPTH ? `it is nested too deeply (at most ${MAX_ROW_DEPTH} levels)` : null;
}

/** Replaces the project (and all its rows) with the snapshot. Returns an error message when malformed. */
export function importProject(host: Host, raw: unknown): { project_id: string } | string {
  if (!isObj(raw) || raw.format !== SNAPSHOT_FORMAT || raw.version !== 1) return `not a ${SNAPSHOT_FORMAT} v1 snapshot`;
  const project = raw.project;
  if (!isObj(project) || typeof project.id !== 'string' || !project.id || !isObj(project.config)) return 'project must be a project row';
  const id = project.id;
  if (id === 'internal') return 'the internal project cannot be imported';
  const projectIssue = rowIssue(project);
  if (projectIssue) return `project: ${projectIssue}`;
  if (!isObj(raw.tables)) return 'tables must be an object';
  const tables = raw.tables as Record<string, unknown>;
  for (const [name, rows] of Object.entries(tables)) {
    if (name === 'projects' || !/^[a-z_]{1,64}$/.test(name)) return `bad table name ${name}`;
    if (!Array.isArray(rows) || !rows.every((r) => isObj(r) && typeof r.id === 'string' && r.project_id === id)) {
      return `table ${name} must be rows of this project`;
    }
    for (const r of rows as Record<string, unknown>[]) {
      const issue = rowIssue(r);
      if (issue) return `table ${name}: row ${r.id as string}: ${issue}`;
    }
  }
  // Rows are matched by id across the whole table: refuse ids that belong to another project.
  for (const [name, rows] of Object.entries(tables)) {
    const t = host.db.table<{ id: string; project_id?: unknown }>(name);
    for (const r of rows as { id: string }[]) {
      const existing = t.get(r.id);
      if (existing && existing.project_id !== id) return `table ${name}: row ${r.id} belongs to another project`;
    }
  }
  if (host.projects.get(id)) deleteProject(host, id);
  host.projects.put(project as unknown as ProjectRow);
  for (const [name, rows] of Object.entries(tables)) {
    const t = host.db.table<{ id: string }>(name);
    for (const r of rows as { id: string }[]) t.put(r);
  }
  return { project_id: id };
}
