/** Read shapes of a user (client and server views, snake_case). */
export const CLIENT_USER_KEYS = [
  'id', 'primary_email', 'primary_email_verified', 'display_name', 'client_metadata', 'client_read_only_metadata', 'profile_image_url',
  'signed_up_at_millis', 'has_password', 'auth_with_email', 'oauth_providers', 'selected_team_id', 'requires_totp_mfa', 'otp_auth_enabled',
  'passkey_auth_enabled', 'selected_team',
] as const;

export const SERVER_USER_KEYS = [...CLIENT_USER_KEYS, 'primary_email_auth_enabled', 'server_metadata', 'last_active_at_millis'] as const;
