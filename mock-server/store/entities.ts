/** Row shapes of the host's tables. Field names follow the wire (snake_case) where they map 1:1. */

export interface OAuthProviderConfig {
  id: string;
  enabled: boolean;
  type: 'shared' | 'standard';
  client_id?: string;
  client_secret?: string;
  facebook_config_id?: string;
  microsoft_tenant_id?: string;
}

export type EmailConfig =
  | { type: 'shared' }
  | { type: 'standard'; host: string; port: number; username: string; password: string; sender_email: string; sender_name: string };

export interface ProjectConfig {
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
  domains: { domain: string; handler_path: string }[];
  email_config: EmailConfig;
  team_creator_default_permissions: { id: string }[];
  team_member_default_permissions: { id: string }[];
}

export interface ProjectRow {
  id: string;
  display_name: string;
  description: string;
  created_at_millis: number;
  is_production_mode: boolean;
  config: ProjectConfig;
}

export interface ApiKeyRow {
  id: string;
  project_id: string;
  description: string;
  publishable_client_key?: string;
  secret_server_key?: string;
  super_secret_admin_key?: string;
  created_at_millis: number;
  expires_at_millis: number;
  manually_revoked_at_millis?: number;
}

export interface UserRow {
  id: string;
  project_id: string;
  display_name: string | null;
  profile_image_url: string | null;
  signed_up_at_millis: number;
  last_active_at_millis: number;
  client_metadata: unknown;
  client_read_only_metadata: unknown;
  server_metadata: unknown;
  /** PHC string (argon2id) or null. */
  password_hash: string | null;
  otp_auth_enabled: boolean;
  totp_secret_base64: string | null;
  /**
   * Whether sign-in asks for the TOTP. `POST /users` stores a secret without turning this on; only an update with
   * `totp_secret_base64` does (as on the hosted API). Rows written before this field existed: on when a secret is set.
   */
  requires_totp_mfa?: boolean;
  selected_team_id: string | null;
  oauth_providers: { id: string; account_id: string; email: string | null }[];
}

/** Whether the user's sign-ins need the TOTP step (see UserRow.requires_totp_mfa). */
export const requiresTotpMfa = (user: UserRow): boolean => user.requires_totp_mfa ?? user.totp_secret_base64 !== null;

export interface ContactChannelRow {
  id: string;
  project_id: string;
  user_id: string;
  type: 'email';
  value: string;
  is_verified: boolean;
  is_primary: boolean;
  used_for_auth: boolean;
  created_at_millis: number;
}

/** Keyed by the refresh token itself. */
export interface RefreshTokenRow {
  id: string;
  project_id: string;
  user_id: string;
  created_at_millis: number;
  expires_at_millis: number;
}

export type CodeType =
  | 'ONE_TIME_PASSWORD'
  | 'PASSWORD_RESET'
  | 'CONTACT_CHANNEL_VERIFICATION'
  | 'TEAM_INVITATION'
  | 'PASSKEY_REGISTRATION_CHALLENGE'
  | 'PASSKEY_AUTHENTICATION_CHALLENGE';

export interface CodeRow {
  id: string;
  project_id: string;
  code: string;
  type: CodeType;
  data: Record<string, unknown>;
  method: Record<string, unknown>;
  redirect_url: string | null;
  created_at_millis: number;
  expires_at_millis: number;
  used_at_millis: number | null;
  attempt_count: number;
}

export interface TeamRow {
  id: string;
  project_id: string;
  display_name: string;
  profile_image_url: string | null;
  client_metadata: unknown;
  client_read_only_metadata: unknown;
  server_metadata: unknown;
  created_at_millis: number;
}

/** id = `${team_id}:${user_id}` */
export interface MembershipRow {
  id: string;
  project_id: string;
  team_id: string;
  user_id: string;
  display_name: string | null;
  profile_image_url: string | null;
  created_at_millis: number;
}

/** id = `${team_id}:${user_id}:${permission_id}` */
export interface PermissionGrantRow {
  id: string;
  project_id: string;
  team_id: string;
  user_id: string;
  permission_id: string;
}

/** id = `${project_id}:${permission_id}` */
export interface PermissionDefinitionRow {
  id: string;
  project_id: string;
  permission_id: string;
  description: string;
  contained_permission_ids: string[];
  created_at_millis: number;
}

/** id = `${project_id}:${type}` */
export interface EmailTemplateRow {
  id: string;
  project_id: string;
  type: 'email_verification' | 'password_reset' | 'magic_link' | 'team_invitation';
  subject: string;
  content: unknown;
}

export interface MailRow {
  id: string;
  project_id: string;
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  date_millis: number;
}
