/** Project, admin view: wire → entity, and the update input → wire. */
import { PROJECT_CONFIG, fromWire, toProject, toWire, type Project, type ProjectConfig } from '../../kernel/index.js';
import type { AdminProjectWire, AdminProjectUpdateWire } from './contract.js';

/** An OAuth provider's settings: shared keys, or the project's own (standard). */
export type OAuthProviderConfig =
  | { id: string; enabled: boolean; type: 'shared' }
  | {
      id: string;
      enabled: boolean;
      type: 'standard';
      clientId: string;
      clientSecret: string;
      facebookConfigId: string | null;
      microsoftTenantId: string | null;
    };

/** SMTP settings of a project's own mail server. */
export interface StandardEmailConfig {
  host: string;
  port: number;
  username: string;
  password: string;
  senderName: string;
  senderEmail: string;
}

/** Mail through the service's shared server, or the project's own. */
export type EmailConfig = { type: 'shared' } | ({ type: 'standard' } & StandardEmailConfig);

/** A trusted domain: redirects and e-mail links may go to its origin. */
export interface TrustedDomain {
  /** An origin, e.g. `https://app.example.com`. */
  domain: string;
  handlerPath: string;
}

export interface AdminProjectConfig extends Omit<ProjectConfig, 'oauthProviders'> {
  allowLocalhost: boolean;
  legacyGlobalJwtSigning: boolean;
  createTeamOnSignUp: boolean;
  teamCreatorDefaultPermissions: { id: string }[];
  teamMemberDefaultPermissions: { id: string }[];
  /** Every configured provider, sorted by id (the client view lists only enabled ids). */
  oauthProviders: OAuthProviderConfig[];
  emailConfig: EmailConfig;
  domains: TrustedDomain[];
}

/** The project, admin view. */
export interface AdminProject extends Omit<Project, 'config'> {
  description: string;
  createdAt: Date;
  userCount: number;
  isProductionMode: boolean;
  config: AdminProjectConfig;
}

/** `admin.updateProject` fields: only the given keys change; `domains` and `oauthProviders` replace the lists. */
export interface AdminProjectUpdate {
  displayName?: string;
  description?: string | null;
  isProductionMode?: boolean;
  config?: Partial<Omit<AdminProjectConfig, 'legacyGlobalJwtSigning' | 'oauthProviders' | 'emailConfig'>> & {
    legacyGlobalJwtSigning?: false;
    oauthProviders?: (
      | { id: string; enabled: boolean; type: 'shared' }
      | { id: string; enabled: boolean; type: 'standard'; clientId: string; clientSecret: string; facebookConfigId?: string; microsoftTenantId?: string }
    )[];
    emailConfig?: EmailConfig;
  };
}

const CONFIG = PROJECT_CONFIG + ' allowLocalhost legacyGlobalJwtSigning createTeamOnSignUp teamCreatorDefaultPermissions teamMemberDefaultPermissions';
const PROVIDER = 'id enabled type clientId clientSecret facebookConfigId microsoftTenantId';
const SMTP = 'host port username password senderName senderEmail';

export function toAdminProject(w: AdminProjectWire): AdminProject {
  const c = w.config;
  const email = c.email_config;
  return {
    ...toProject(w),
    ...fromWire<Pick<AdminProject, 'description' | 'createdAt' | 'userCount' | 'isProductionMode'>>('description createdAt userCount isProductionMode', w),
    config: {
      ...fromWire<Omit<AdminProjectConfig, 'oauthProviders' | 'emailConfig' | 'domains'>>(CONFIG, c),
      oauthProviders: c.oauth_providers.map((p) => fromWire<OAuthProviderConfig>(p.type === 'shared' ? 'id enabled type' : PROVIDER, p)),
      emailConfig: email.type === 'shared' ? { type: 'shared' } : { type: 'standard', ...fromWire<StandardEmailConfig>(SMTP, email) },
      domains: c.domains.map((d) => fromWire<TrustedDomain>('domain handlerPath', d)),
    },
  };
}

export function adminProjectUpdateToWire(input: AdminProjectUpdate): AdminProjectUpdateWire {
  const c = input.config;
  const body = toWire('displayName description isProductionMode', input);
  if (c) {
    const config = toWire(CONFIG, c);
    if (c.oauthProviders) config.oauth_providers = c.oauthProviders.map((p) => toWire(PROVIDER, p));
    if (c.emailConfig) config.email_config = toWire('type ' + SMTP, c.emailConfig);
    if (c.domains) config.domains = c.domains.map((d) => toWire('domain handlerPath', d));
    body.config = config;
  }
  return body as AdminProjectUpdateWire;
}
