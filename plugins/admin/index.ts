export { admin, adminKeys, apiKeyStatus } from './admin.js';
export type { AdminMethods } from './admin.js';
export { checkProductionMode } from './production-mode.js';
export type { ProductionModeInput } from './production-mode.js';
export { ADMIN_PATHS, EMAIL_TEMPLATE_TYPES } from './contract.js';
export type {
  AdminProject, AdminProjectUpdate, ApiKey, ApiKeyCreate, ApiKeyCreated, ApiKeyStatus, DataPoint, EmailConfig,
  EmailTemplate, EmailTemplateType, EmailTemplateUpdate, Metrics, OAuthProviderConfig, PermissionDefinition,
  PermissionDefinitionFields, ProductionModeError, SendTestEmailBody, SendTestEmailResult, StandardEmailConfig, TrustedDomain,
} from './contract.js';
