/**
 * The seeded projects and their development key sets, and new-project defaults:
 * - `internal`, seeded as the hosted API seeds it (passkeys and client user deletion off, only the built-in `$…`
 *   permissions, no team default permissions), so tools written for the hosted API keep passing;
 * - `local` (the CLI seeds it; `localProjectName` in createMockServer), the project a newcomer uses: set up like a
 *   project created through `/internal/projects` (team creators get `admin`, members `member`), plus passkeys,
 *   client user deletion, magic links, client team creation and the shared OAuth providers on.
 */
import type { Host } from '../host.js';
import type { ProjectConfig, ProjectRow } from './entities.js';

export const DEV_KEYS = {
  projectId: 'internal',
  publishableClientKey: 'this-publishable-client-key-is-for-local-development-only',
  secretServerKey: 'this-secret-server-key-is-for-local-development-only',
  superSecretAdminKey: 'this-super-secret-admin-key-is-for-local-development-only',
} as const;

export const LOCAL_KEYS = {
  projectId: 'local',
  publishableClientKey: 'local-project-publishable-client-key-for-development-only',
  secretServerKey: 'local-project-secret-server-key-for-development-only',
  superSecretAdminKey: 'local-project-super-secret-admin-key-for-development-only',
} as const;

/** The local project's name unless `--project-name` sets one (mail and handler pages show it). */
export const DEFAULT_LOCAL_PROJECT_NAME = 'My App';

const SHARED_PROVIDERS = ['github', 'google', 'microsoft', 'spotify'].map((id) => ({ id, enabled: true, type: 'shared' as const }));

export function defaultConfig(id: string): ProjectConfig {
  return {
    id,
    allow_localhost: true,
    sign_up_enabled: true,
    credential_enabled: true,
    magic_link_enabled: false,
    passkey_enabled: false,
    legacy_global_jwt_signing: false,
    client_team_creation_enabled: false,
    client_user_deletion_enabled: false,
    create_team_on_sign_up: false,
    oauth_providers: [],
    domains: [],
    email_config: { type: 'shared' },
    team_creator_default_permissions: [{ id: 'admin' }],
    team_member_default_permissions: [{ id: 'member' }],
  };
}

/** Creates the `member` and `admin` definitions every new project starts with. */
export function seedDefaultPermissions(host: Host, projectId: string): void {
  const now = host.now();
  host.permissionDefinitions.put({
    id: `${projectId}:admin`, project_id: projectId, permission_id: 'admin', description: 'Default permission for team creators',
    contained_permission_ids: ['$delete_team', '$invite_members', '$read_members', '$remove_members', '$update_team'], created_at_millis: now,
  });
  host.permissionDefinitions.put({
    id: `${projectId}:member`, project_id: projectId, permission_id: 'member', description: 'Default permission for team members',
    contained_permission_ids: ['$invite_members', '$read_members'], created_at_millis: now,
  });
}

export function seedInternalProject(host: Host): void {
  if (host.projects.get('internal')) return;
  const project: ProjectRow = {
    id: 'internal',
    display_name: 'Stack Dashboard',
    description: "Stack's admin dashboard",
    created_at_millis: host.now(),
    is_production_mode: false,
    config: {
      ...defaultConfig(host.ids.uuid()),
      magic_link_enabled: true,
      client_team_creation_enabled: true,
      oauth_providers: SHARED_PROVIDERS,
      team_creator_default_permissions: [],
      team_member_default_permissions: [],
    },
  };
  host.projects.put(project);
  host.apiKeys.put({
    id: '3142e763-b230-44b5-8636-aa62f7489c26',
    project_id: 'internal',
    description: 'Internal API key set',
    publishable_client_key: DEV_KEYS.publishableClientKey,
    secret_server_key: DEV_KEYS.secretServerKey,
    super_secret_admin_key: DEV_KEYS.superSecretAdminKey,
    created_at_millis: host.now(),
    expires_at_millis: Date.UTC(2099, 11, 31, 23, 59, 59),
  });
  host.db.flush();
}

/** Seeds the local project (see the file's comment); an existing one only gets `displayName`. */
export function seedLocalProject(host: Host, displayName: string): void {
  const existing = host.projects.get(LOCAL_KEYS.projectId);
  if (existing) {
    if (existing.display_name !== displayName) host.projects.put({ ...existing, display_name: displayName });
    host.db.flush();
    return;
  }
  host.projects.put({
    id: LOCAL_KEYS.projectId,
    display_name: displayName,
    description: 'The local project (seeded by the local API host)',
    created_at_millis: host.now(),
    is_production_mode: false,
    config: {
      ...defaultConfig(host.ids.uuid()),
      magic_link_enabled: true,
      passkey_enabled: true,
      client_team_creation_enabled: true,
      client_user_deletion_enabled: true,
      oauth_providers: SHARED_PROVIDERS,
    },
  });
  seedDefaultPermissions(host, LOCAL_KEYS.projectId);
  host.apiKeys.put({
    id: '5b1f2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
    project_id: LOCAL_KEYS.projectId,
    description: 'Local project API key set',
    publishable_client_key: LOCAL_KEYS.publishableClientKey,
    secret_server_key: LOCAL_KEYS.secretServerKey,
    super_secret_admin_key: LOCAL_KEYS.superSecretAdminKey,
    created_at_millis: host.now(),
    expires_at_millis: Date.UTC(2099, 11, 31, 23, 59, 59),
  });
  host.db.flush();
}
