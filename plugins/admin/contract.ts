/** Wire contract of the admin endpoints (API.md §3.13, §3.16, §4.7–§4.9): paths relative to /api/v1 and shapes. */

export const EMAIL_TEMPLATE_TYPES = ['email_verification', 'password_reset', 'magic_link', 'team_invitation'] as const;
export type EmailTemplateType = (typeof EMAIL_TEMPLATE_TYPES)[number];

export const ADMIN_PATHS = {
  project: '/projects/current',
  apiKeys: '/internal/api-keys',
  apiKey: (id: string) => `/internal/api-keys/${encodeURIComponent(id)}`,
  emailTemplates: '/email-templates',
  emailTemplate: (type: EmailTemplateType) => `/email-templates/${type}`,
  permissionDefinitions: '/team-permission-definitions',
  permissionDefinition: (id: string) => `/team-permission-definitions/${encodeURIComponent(id)}`,
  svixToken: '/webhooks/svix-token',
  metrics: '/internal/metrics',
  sendTestEmail: '/internal/send-test-email',
} as const;

export type OAuthProviderConfig =
  | { id: string; enabled: boolean; type: 'shared' }
  | { id: string; enabled: boolean; type: 'standard'; client_id: string; client_secret: string; facebook_config_id?: string; microsoft_tenant_id?: string };

export interface StandardEmailConfig {
  host: string;
  port: number;
  username: string;
  password: string;
  sender_name: string;
  sender_email: string;
}

export type EmailConfig = { type: 'shared' } | ({ type: 'standard' } & StandardEmailConfig);

export interface TrustedDomain {
  domain: string;
  handler_path: string;
}

/** Admin view of a project (API.md §4.7). */
export interface AdminProject {
  id: string;
  display_name: string;
  description: string;
  created_at_millis: number;
  user_count: number;
  is_production_mode: boolean;
  config: {
    id: string;
    allow_localhost: boolean;
    sign_up_enabled: boolean;
    credential_enabled: boolean;
    magic_link_enabled: boolean;
    passkey_enabled: boolean;
    legacy_global_jwt_signing: boolean;
    client_team_creation_enabled: boolean;
    client_user_deletion_enabled: boolean;
    create_team_on_sign_up: boolean;
    oauth_providers: OAuthProviderConfig[];
    enabled_oauth_providers: { id: string }[];
    domains: TrustedDomain[];
    email_config: EmailConfig;
    team_creator_default_permissions: { id: string }[];
    team_member_default_permissions: { id: string }[];
  };
}

/** PATCH /projects/current body (every key optional; `domains` and `oauth_providers` replace the lists). */
export interface AdminProjectUpdate {
  display_name?: string;
  description?: string | null;
  is_production_mode?: boolean;
  config?: {
    sign_up_enabled?: boolean;
    credential_enabled?: boolean;
    magic_link_enabled?: boolean;
    passkey_enabled?: boolean;
    client_team_creation_enabled?: boolean;
    client_user_deletion_enabled?: boolean;
    allow_localhost?: boolean;
    create_team_on_sign_up?: boolean;
    legacy_global_jwt_signing?: false;
    email_config?: EmailConfig;
    domains?: TrustedDomain[];
    oauth_providers?: OAuthProviderConfig[];
    team_creator_default_permissions?: { id: string }[];
    team_member_default_permissions?: { id: string }[];
  };
}

export interface ApiKeyCreate {
  description: string;
  expires_at_millis: number;
  has_publishable_client_key: boolean;
  has_secret_server_key: boolean;
  has_super_secret_admin_key: boolean;
}

/** POST answer: full key strings, each present only if requested. */
export interface ApiKeyCreated {
  id: string;
  description: string;
  publishable_client_key?: string;
  secret_server_key?: string;
  super_secret_admin_key?: string;
  created_at_millis: number;
  expires_at_millis: number;
}

/** List/read/update: only the last four characters of each key. */
export interface ApiKey {
  id: string;
  description: string;
  created_at_millis: number;
  expires_at_millis: number;
  manually_revoked_at_millis?: number;
  publishable_client_key?: { last_four: string };
  secret_server_key?: { last_four: string };
  super_secret_admin_key?: { last_four: string };
}

export type ApiKeyStatus = 'valid' | 'expired' | 'manually-revoked';

export interface EmailTemplate {
  type: EmailTemplateType;
  subject: string;
  /** An e-mail-editor document: blocks keyed by id, with a `root` EmailLayout block listing `childrenIds`. */
  content: Record<string, unknown>;
  is_default: boolean;
}

export interface EmailTemplateUpdate {
  subject?: string;
  content?: Record<string, unknown>;
}

export interface PermissionDefinition {
  id: string;
  description?: string;
  contained_permission_ids: string[];
}

export interface PermissionDefinitionFields {
  description?: string;
  contained_permission_ids?: string[];
}

export interface DataPoint {
  /** YYYY-MM-DD (UTC). */
  date: string;
  activity: number;
}

export interface Metrics {
  total_users: number;
  /** Sign-ups per day, today−30 … today (31 items). */
  daily_users: DataPoint[];
  /** Distinct active users per day, 31 items. */
  daily_active_users: DataPoint[];
  users_by_country: Record<string, number>;
  /** Up to 5 server-view users, newest first. */
  recently_registered: Record<string, unknown>[];
  /** Up to 5 server-view users by last activity. */
  recently_active: Record<string, unknown>[];
  login_methods: { method: string; count: number }[];
}

export interface SendTestEmailBody {
  recipient_email: string;
  email_config: StandardEmailConfig;
}

export type SendTestEmailResult = { success: true } | { success: false; error_message: string };

/** SPEC §5: one problem of the production-mode check. */
export interface ProductionModeError {
  message: string;
  /** Always `/projects/{id}/domains`. */
  relativeFixUrl: string;
}
