/**
 * Applies an admin project update with the hosted API's semantic checks (e.g. `oauth_providers` must list every existing provider, `domains` replaces the list).
 */
import { knownError, textError } from '../http/api-error.js';
import type { Host } from '../host.js';
import type { EmailConfig, OAuthProviderConfig, ProjectRow } from '../store/entities.js';
import { SHARED_PROVIDER_IDS, type ConfigUpdate, type ProjectUpdate } from '../routes/project-schemas.js';

const SYSTEM_PERMISSIONS = ['$update_team', '$delete_team', '$read_members', '$remove_members', '$invite_members'];
const STANDARD_EMAIL_FIELDS = ['host', 'port', 'username', 'password', 'sender_name', 'sender_email'] as const;

/** Returns schema-style issues for conditional requirements (standard e-mail / OAuth config). */
export function conditionalIssues(update: ProjectUpdate): string[] {
  const issues: string[] = [];
  const ec = update.config?.email_config;
  if (ec?.type === 'standard') {
    for (const f of STANDARD_EMAIL_FIELDS) if (ec[f] === undefined) issues.push(`body.config.email_config.${f} must be defined`);
  }
  update.config?.oauth_providers?.forEach((p, i) => {
    if (p.type !== 'standard' || !p.enabled) return;
    if (!p.client_id) issues.push(`body.config.oauth_providers[${i}].client_id must be defined`);
    if (!p.client_secret) issues.push(`body.config.oauth_providers[${i}].client_secret must be defined`);
  });
  return issues;
}

export function applyProjectUpdate(host: Host, project: ProjectRow, update: ProjectUpdate): ProjectRow {
  const c: Partial<ConfigUpdate> = update.config ?? {};
  const config = { ...project.config };
  if (c.domains) {
    const seen = new Set<string>();
    for (const d of c.domains) {
      if (seen.has(d.domain)) throw textError(400, 'Duplicated domain found');
      seen.add(d.domain);
    }
    config.domains = c.domains.map((d) => ({ domain: d.domain, handler_path: d.handler_path }));
  }
  if (c.oauth_providers) {
    for (const existing of project.config.oauth_providers) {
      if (!c.oauth_providers.some((p) => p.id === existing.id)) throw textError(400, `Provider with id '${existing.id}' not found in the update`);
    }
    for (const p of c.oauth_providers) {
      if (p.type === 'shared' && !SHARED_PROVIDER_IDS.includes(p.id)) throw knownError('INVALID_SHARED_OAUTH_PROVIDER_ID', { provider_id: p.id });
    }
    config.oauth_providers = c.oauth_providers.map((p): OAuthProviderConfig => {
      const base: OAuthProviderConfig = { id: p.id, enabled: p.enabled, type: p.type };
      if (p.type === 'shared') return base;
      const out: OAuthProviderConfig = { ...base, client_id: p.client_id ?? '', client_secret: p.client_secret ?? '' };
      if (p.facebook_config_id !== undefined) out.facebook_config_id = p.facebook_config_id;
      if (p.microsoft_tenant_id !== undefined) out.microsoft_tenant_id = p.microsoft_tenant_id;
      return out;
    });
  }
  for (const key of ['team_creator_default_permissions', 'team_member_default_permissions'] as const) {
    const list = c[key];
    if (!list) continue;
    const ok = list.every(({ id }) => SYSTEM_PERMISSIONS.includes(id) || host.permissionDefinitions.get(`${project.id}:${id}`));
    if (!ok) throw textError(400, 'Invalid team default permission ids');
    config[key] = list.map(({ id }) => ({ id }));
  }
  if (c.email_config) {
    const e = c.email_config;
    config.email_config = e.type === 'shared' ? { type: 'shared' } : ({
      type: 'standard', host: e.host!, port: e.port!, username: e.username!, password: e.password!, sender_email: e.sender_email!, sender_name: e.sender_name!,
    } satisfies EmailConfig);
  }
  for (const flag of ['allow_localhost', 'sign_up_enabled', 'credential_enabled', 'magic_link_enabled', 'passkey_enabled', 'client_team_creation_enabled', 'client_user_deletion_enabled', 'create_team_on_sign_up', 'legacy_global_jwt_signing'] as const) {
    const v = c[flag];
    if (v !== undefined) config[flag] = v;
  }
  const next: ProjectRow = { ...project, config };
  if (update.display_name !== undefined) next.display_name = update.display_name;
  if (update.description !== undefined) next.description = update.description ?? '';
  if (update.is_production_mode !== undefined) next.is_production_mode = update.is_production_mode;
  return host.projects.put(next);
}
