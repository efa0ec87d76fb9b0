/**
 * The admin project-update body (PATCH /projects/current, POST /internal/projects; API.md §3.13).
 */
import { array, boolean, number, object, oneOf, onlyBoolean, string } from '../http/schema.js';

export const OAUTH_PROVIDER_IDS = ['google', 'github', 'microsoft', 'spotify', 'facebook', 'discord', 'gitlab', 'bitbucket', 'linkedin', 'apple', 'x'] as const;
export const SHARED_PROVIDER_IDS: readonly string[] = ['google', 'github', 'microsoft', 'spotify'];

/** A string that may be optional but never empty when given. */
const nonEmpty = () => string({ test: (s) => (s.length ? null : 'must not be empty') });

const emailConfig = object({
  type: oneOf(['shared', 'standard'] as const),
  host: nonEmpty().optional(),
  port: number({ integer: true, min: 0, max: 65535 }).optional(),
  username: nonEmpty().optional(),
  password: nonEmpty().optional(),
  sender_name: nonEmpty().optional(),
  sender_email: nonEmpty().optional(),
});

const domain = object({
  domain: string({ test: (s) => (!URL.canParse(s) ? 'is not a valid URL' : /^https?:\/\//.test(s) ? null : 'must start with http:// or https://') }),
  handler_path: string({ test: (s) => (s.startsWith('/') ? null : 'must start with /') }),
});

const provider = object({
  id: oneOf(OAUTH_PROVIDER_IDS),
  enabled: boolean(),
  type: oneOf(['shared', 'standard'] as const),
  client_id: string().optional(),
  client_secret: string().optional(),
  facebook_config_id: string().optional(),
  microsoft_tenant_id: string().optional(),
});

const permissionIds = () => array(object({ id: string() })).optional();

export const configSchema = object({
  allow_localhost: boolean().optional(),
  sign_up_enabled: boolean().optional(),
  credential_enabled: boolean().optional(),
  magic_link_enabled: boolean().optional(),
  passkey_enabled: boolean().optional(),
  client_team_creation_enabled: boolean().optional(),
  client_user_deletion_enabled: boolean().optional(),
  create_team_on_sign_up: boolean().optional(),
  legacy_global_jwt_signing: onlyBoolean(false).optional(),
  email_config: emailConfig.optional(),
  domains: array(domain).optional(),
  oauth_providers: array(provider).optional(),
  team_creator_default_permissions: permissionIds(),
  team_member_default_permissions: permissionIds(),
});

const projectFields = {
  description: string().nullable().optional(),
  is_production_mode: boolean().optional(),
  config: configSchema.optional(),
};

export const projectUpdateSchema = object({ display_name: string().optional(), ...projectFields });
export const projectCreateSchema = object({ display_name: string(), ...projectFields });

export type ProjectUpdate = ReturnType<typeof projectUpdateSchema.parse>;
export type ConfigUpdate = NonNullable<ProjectUpdate['config']>;
