/** Wire shapes (snake_case, API.md §4) of the entities the kernel's core methods return. Types only. */

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export interface OAuthProviderLink {
  id: string;
  account_id: string;
  email: string | null;
}

export interface TeamView {
  id: string;
  display_name: string;
  profile_image_url: string | null;
  client_metadata?: Json;
  client_read_only_metadata?: Json;
  created_at_millis?: number;
  server_metadata?: Json;
}

/** Client view of the current user (GET /users/me). */
export interface User {
  id: string;
  primary_email: string | null;
  primary_email_verified: boolean;
  display_name: string | null;
  client_metadata: Json;
  client_read_only_metadata: Json;
  profile_image_url: string | null;
  signed_up_at_millis: number;
  has_password: boolean;
  auth_with_email: boolean;
  oauth_providers: OAuthProviderLink[];
  selected_team_id: string | null;
  selected_team: TeamView | null;
  requires_totp_mfa: boolean;
  otp_auth_enabled: boolean;
  passkey_auth_enabled: boolean;
}

/** Server view (server/admin access). */
export interface ServerUser extends User {
  primary_email_auth_enabled: boolean;
  server_metadata: Json;
  last_active_at_millis: number;
}

/** PATCH /users/me fields (SPEC §7). */
export interface UserUpdate {
  display_name?: string | null;
  client_metadata?: Json;
  selected_team_id?: string | null;
  totp_secret_base64?: string | null;
  /** Client access: a base64 image data URL. */
  profile_image_url?: string | null;
  otp_auth_enabled?: boolean;
  passkey_auth_enabled?: boolean;
}

/** POST /users body (server). */
export interface ServerUserCreate {
  display_name?: string | null;
  profile_image_url?: string | null;
  client_metadata?: Json;
  client_read_only_metadata?: Json;
  server_metadata?: Json;
  primary_email?: string | null;
  primary_email_verified?: boolean;
  primary_email_auth_enabled?: boolean;
  password?: string | null;
  password_hash?: string;
  otp_auth_enabled?: boolean;
  totp_secret_base64?: string | null;
}

/** PATCH /users/{id} body (server). */
export interface ServerUserUpdate extends ServerUserCreate {
  selected_team_id?: string | null;
  passkey_auth_enabled?: boolean;
}

/** GET /users query (API.md §7). */
export interface ListUsersOptions {
  cursor?: string;
  limit?: number;
  desc?: boolean;
  order_by?: 'signed_up_at';
  query?: string;
  team_id?: string;
}

export interface UsersPage {
  items: ServerUser[];
  /** Pass back as `cursor` for the next page; null on the last page. */
  next_cursor: string | null;
}

/** GET /projects/current. Client view; admin access adds the admin fields. */
export interface Project {
  id: string;
  display_name: string;
  config: {
    sign_up_enabled: boolean;
    credential_enabled: boolean;
    magic_link_enabled: boolean;
    passkey_enabled: boolean;
    client_team_creation_enabled: boolean;
    client_user_deletion_enabled: boolean;
    enabled_oauth_providers: { id: string }[];
    /** Admin view only. */
    allow_localhost?: boolean;
    /** Admin view only. */
    domains?: { domain: string; handler_path: string }[];
    [key: string]: unknown;
  };
  [key: string]: unknown;
}
