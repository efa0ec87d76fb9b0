export { admin, adminKeys, apiKeyStatus } from './admin';
export type { AdminMethods } from './admin';
export { checkProductionMode } from './production-mode';
export type { ProductionModeInput } from './production-mode';
export { ADMIN_PATHS, EMAIL_TEMPLATE_TYPES } from './contract';
export type {
  AdminProject, AdminProjectUpdate, ApiKey, ApiKeyCreate, ApiKeyCreated, ApiKeyStatus, DataPoint, EmailConfig,
  EmailTemplate, EmailTemplateType, EmailTemplateUpdate, Metrics, OAuthProviderConfig, PermissionDefinition,
  PermissionDefinitionFields, ProductionModeError, SendTestEmailBody, SendTestEmailResult, StandardEmailConfig, TrustedDomain,
} from './contract';
