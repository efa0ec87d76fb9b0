/**
 * The admin project-update body (PATCH /projects/current, POST /internal/projects), field for field as the hosted API validates it.
 */
import { array, boolean, definedAndNonEmptyWhen, definedWhen, email, falseOnly, handlerPath, number, object, oneOf, string, url } from '../http/schema.js';

export const OAUTH_PROVIDER_IDS = ['google', 'github', 'microsoft', 'spotify', 'facebook', 'discord', 'gitlab', 'bitbucket', 'linkedin', 'apple', 'x'] as const;
export const SHARED_PROVIDER_IDS: readonly string[] = ['google', 'github', 'microsoft', 'spotify'];

const STANDARD = { type: 'standard' };

const emailConfig = object({
  type: oneOf(['shared', 'standard'] as const),
  host: definedAndNonEmptyWhen(string(), STANDARD),
  port: definedWhen(number({ min: 0, max: 65535 }), STANDARD),
  username: definedAndNonEmptyWhen(string(), STANDARD),
  password: definedAndNonEmptyWhen(string(), STANDARD),
  sender_name: definedAndNonEmptyWhen(string(), STANDARD),
  sender_email: definedAndNonEmptyWhen(email(), STANDARD),
});

/** A trusted domain: a URL with an http(s) scheme (message without a path, as the hosted API words it). */
const domain = object({
  domain: url().test('matches', 'URL must start with http:// or https://', (s) => /^https?:\/\//.test(s)),
  handler_path: handlerPath(),
});

const ENABLED_STANDARD = { type: 'standard', enabled: true };

const provider = object({
  id: oneOf(OAUTH_PROVIDER_IDS),
  enabled: boolean(),
  type: oneOf(['shared', 'standard'] as const),
  client_id: definedAndNonEmptyWhen(string(), ENABLED_STANDARD),
  client_secret: definedAndNonEmptyWhen(string(), ENABLED_STANDARD),
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
  legacy_global_jwt_signing: falseOnly().optional(),
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
