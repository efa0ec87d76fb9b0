/** Wire contract of the admin endpoints: paths relative to /api/v1 and snake_case shapes. */

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

type OAuthProviderConfigWire =
  | { id: string; enabled: boolean; type: 'shared' }
  | { id: string; enabled: boolean; type: 'standard'; client_id: string; client_secret: string; facebook_config_id?: string; microsoft_tenant_id?: string };

interface StandardEmailConfigWire {
  host: string;
  port: number;
  username: string;
  password: string;
  sender_name: string;
  sender_email: string;
}

type EmailConfigWire = { type: 'shared' } | ({ type: 'standard' } & StandardEmailConfigWire);

/** Admin view of a project (snake_case). */
export interface AdminProjectWire {
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
    oauth_providers: OAuthProviderConfigWire[];
    enabled_oauth_providers: { id: string }[];
    domains: { domain: string; handler_path: string }[];
    email_config: EmailConfigWire;
    team_creator_default_permissions: { id: string }[];
    team_member_default_permissions: { id: string }[];
  };
}

/** PATCH /projects/current body (every key optional; `domains` and `oauth_providers` replace the lists). */
export interface AdminProjectUpdateWire {
  display_name?: string;
  description?: string | null;
  is_production_mode?: boolean;
  config?: Record<string, unknown>;
}

/** POST answer: full key strings, each present only if requested. */
export interface ApiKeyCreatedWire {
  id: string;
  description: string;
  publishable_client_key?: string;
  secret_server_key?: string;
  super_secret_admin_key?: string;
  created_at_millis: number;
  expires_at_millis: number;
}

/** List/read/update: only the last four characters of each key. */
export interface ApiKeyWire {
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

export interface EmailTemplateWire {
  type: EmailTemplateType;
  subject: string;
  content: Record<string, unknown>;
  is_default: boolean;
}

export interface MetricsWire {
  total_users: number;
  daily_users: { date: string; activity: number }[];
  daily_active_users: { date: string; activity: number }[];
  users_by_country: Record<string, number>;
  recently_registered: Record<string, unknown>[];
  recently_active: Record<string, unknown>[];
  login_methods: { method: string; count: number }[];
}

export type SendTestEmailResultWire = { success: true } | { success: false; error_message: string };

/** One problem of the production-mode check. */
export interface ProductionModeError {
  message: string;
  /** Always `/projects/{id}/domains`. */
  relativeFixUrl: string;
}
