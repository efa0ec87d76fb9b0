export { admin, adminKeys, apiKeyStatus } from './admin.js';
export type { AdminMethods, AdminOptions } from './admin.js';
export type { WebhookOptions, WebhookMethods } from './webhook-methods.js';
export type {
  WebhookAttempt, WebhookAttemptStatus, WebhookEndpoint, WebhookEndpointInput, WebhookEndpointUpdate, WebhookMessage,
} from './webhook-mapping.js';
export { checkProductionMode } from './production-mode.js';
export type { ProductionModeInput } from './production-mode.js';
export { ADMIN_PATHS, EMAIL_TEMPLATE_TYPES } from './contract.js';
export type { ApiKeyStatus, EmailTemplateType, ProductionModeError } from './contract.js';
export type {
  AdminProject, AdminProjectConfig, AdminProjectUpdate, EmailConfig, OAuthProviderConfig, StandardEmailConfig, TrustedDomain,
} from './project-mapping.js';
export type { ApiKey, ApiKeyCreate, ApiKeyCreated } from './api-key-mapping.js';
export type { EmailTemplate, EmailTemplateUpdate } from './email-template-mapping.js';
export type { DataPoint, Metrics } from './metrics-mapping.js';
export type { SendTestEmail, SendTestEmailResult } from './test-email-mapping.js';
export type { PermissionDefinition, PermissionDefinitionInput } from '../../kernel/index.js';
