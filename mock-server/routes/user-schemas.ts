/**
 * Body and query schemas of the user routes (create, update as client or server, list).
 */
import { array, base64, boolean, email, json, number, object, oneOf, string, url, uuid } from '../http/schema.js';

export const MAX_IMAGE_URL = 1_000_000;

const imageUrl = () => url({ max: MAX_IMAGE_URL }).nullable().optional();

/** Fields the client may write on PATCH /users/me. */
export const clientUpdateSchema = object({
  display_name: string().nullable().optional(),
  profile_image_url: imageUrl(),
  client_metadata: json().optional(),
  selected_team_id: uuid().nullable().optional(),
  totp_secret_base64: base64().nullable().optional(),
  otp_auth_enabled: boolean().optional(),
  passkey_auth_enabled: boolean().optional(),
});

const serverFields = {
  display_name: string().nullable().optional(),
  profile_image_url: imageUrl(),
  client_metadata: json().optional(),
  client_read_only_metadata: json().optional(),
  server_metadata: json().optional(),
  primary_email: email().nullable().optional(),
  primary_email_verified: boolean().optional(),
  primary_email_auth_enabled: boolean().optional(),
  passkey_auth_enabled: boolean().optional(),
  password: string({ max: 70 }).nullable().optional(),
  password_hash: string({ min: 1 }).optional(),
  otp_auth_enabled: boolean().optional(),
  totp_secret_base64: base64().nullable().optional(),
};

export const serverUpdateSchema = object({ ...serverFields, selected_team_id: uuid().nullable().optional() });

export const serverCreateSchema = object({
  ...serverFields,
  oauth_providers: array(object({ id: string(), account_id: string(), email: email().nullable().optional() })).optional(),
}, { repeatUnknown: true });

export const listUsersQuery = object({
  cursor: uuid().optional(),
  limit: number({ integer: true, min: 1 }).optional(),
  order_by: oneOf(['signed_up_at'] as const).optional(),
  desc: boolean().optional(),
  query: string().optional(),
  team_id: uuid().optional(),
});

export type ServerUpdate = ReturnType<typeof serverUpdateSchema.parse>;
export type ServerCreate = ReturnType<typeof serverCreateSchema.parse>;
export type ClientUpdate = ReturnType<typeof clientUpdateSchema.parse>;
