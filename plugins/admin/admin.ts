/**
 * The admin plugin: `createClient({ superSecretAdminKey, plugins: [admin()] })` adds `client.admin` with the
 * project-owner operations (project, API keys, e-mail templates, permission definitions, Svix token, metrics,
 * test e-mail). With it, the client's trusted-URL check also trusts the project's domains and, when the project
 * allows it, localhost.
 */
import { PROJECT_KEY, definePlugin, isAuthError, permissionDefinitionInputToWire, toPermissionDefinition, toProject } from '../../kernel/index.js';
import type {
  PermissionDefinition, PermissionDefinitionInput, PermissionDefinitionWire, PluginKernel, RequestOptions, Result,
} from '../../kernel/index.js';
import { isTrusted } from '../../kernel/trusted-url.js';
import { apiKeyCreateToWire, toApiKey, toApiKeyCreated, type ApiKey, type ApiKeyCreate, type ApiKeyCreated } from './api-key-mapping.js';
import {
  ADMIN_PATHS as P,
  type AdminProjectWire, type ApiKeyCreatedWire, type ApiKeyStatus, type ApiKeyWire, type EmailTemplateType, type EmailTemplateWire,
  type MetricsWire, type ProductionModeError, type SendTestEmailResultWire,
} from './contract.js';
import { emailTemplateUpdateToWire, toEmailTemplate, type EmailTemplate, type EmailTemplateUpdate } from './email-template-mapping.js';
import { toMetrics, type Metrics } from './metrics-mapping.js';
import { checkProductionMode, type ProductionModeInput } from './production-mode.js';
import { adminProjectUpdateToWire, toAdminProject, type AdminProject, type AdminProjectUpdate } from './project-mapping.js';
import { sendTestEmailToWire, toSendTestEmailResult, type SendTestEmail, type SendTestEmailResult } from './test-email-mapping.js';
import type { WebhookOptions } from './webhook-methods.js';
import { lazyWebhooks } from './lazy-webhooks.js';

/** Cache keys of the admin reads (prefix `['admin']`). */
export const adminKeys = {
  all: ['admin'] as const,
  apiKeys: ['admin', 'api-keys'] as const,
  emailTemplates: ['admin', 'email-templates'] as const,
  permissionDefinitions: ['admin', 'permission-definitions'] as const,
};

const done = (r: Result<unknown>): Result<void> => (r.error ? r : { data: undefined, error: null });

/** Expired when the expiry is past, manually-revoked when revoked, else valid. */
export function apiKeyStatus(key: Pick<ApiKey, 'expiresAt' | 'manuallyRevokedAt'>, now: number): ApiKeyStatus {
  if (key.manuallyRevokedAt !== null) return 'manually-revoked';
  return key.expiresAt.getTime() <= now ? 'expired' : 'valid';
}

function adminMethods(kernel: PluginKernel, options: AdminOptions) {
  const { cache } = kernel;
  const call = <T>(path: string, options: RequestOptions = {}) => {
    if (kernel.accessType !== 'admin') {
      throw new Error('admin() methods need admin access: pass superSecretAdminKey or adminAccessToken to createClient');
    }
    return kernel.request<T>(path, { session: false, ...options });
  };
  /** Cached read through the kernel cache (single flight); errors come back as Results and are not cached. */
  async function read<T>(key: readonly string[], path: string): Promise<Result<T>> {
    try {
      const data = await cache.fetch(key, async () => {
        const r = await call<T>(path);
        if (r.error) throw r.error;
        return r.data;
      });
      return { data, error: null };
    } catch (e) {
      if (isAuthError(e)) return { data: null, error: e };
      throw e; // programmer errors (e.g. a non-admin client)
    }
  }
  const items = <W, T>(r: Result<{ items: W[] }>, map: (w: W) => T): Result<T[]> => (r.error ? r : { data: r.data.items.map(map), error: null });
  const map = <W, T>(r: Result<W>, f: (w: W) => T): Result<T> => (r.error ? r : { data: f(r.data), error: null });
  const changed = <T>(key: readonly string[], r: Result<T>): Result<T> => {
    if (!r.error) cache.invalidate(key);
    return r;
  };
  const project = (r: Result<AdminProjectWire>): Result<AdminProject> => {
    if (r.error) return r;
    const data = toAdminProject(r.data);
    cache.set(PROJECT_KEY, toProject(r.data));
    trust = data.config;
    return { data, error: null };
  };

  const createSvixToken = (): Promise<Result<{ token: string }>> => call<{ token: string }>(P.svixToken, { method: 'POST', body: {} });

  // The project's trusted domains and "Allow localhost" setting, read once (and after every project read/update).
  let trust: { domains: { domain: string }[]; allowLocalhost: boolean } | null = null;
  const inner = kernel.isTrustedUrl.bind(kernel);
  kernel.isTrustedUrl = async (url) => {
    if (await inner(url)) return true;
    if (!trust) await methods.getProject();
    return !!trust && isTrusted(url, { domains: trust.domains.map((d) => d.domain), allowLocalhost: trust.allowLocalhost, currentUrl: kernel.currentUrl() });
  };

  const methods = {
    /** The project, admin view. Also refreshes the client's project cache and trusted domains. */
    async getProject(): Promise<Result<AdminProject>> {
      return project(await call<AdminProjectWire>(P.project));
    },
    /** Changes the given settings; `domains` and `oauthProviders` replace the lists. */
    async updateProject(update: AdminProjectUpdate): Promise<Result<AdminProject>> {
      return project(await call<AdminProjectWire>(P.project, { method: 'PATCH', body: adminProjectUpdateToWire(update) }));
    },
    /** Deletes the project (irreversible). */
    async deleteProject(): Promise<Result<void>> {
      const r = await call(P.project, { method: 'DELETE', body: {} });
      if (!r.error) {
        cache.invalidate(PROJECT_KEY);
        cache.invalidate(adminKeys.all);
        trust = null;
      }
      return done(r);
    },
    /** The production-mode problems of a project (pure; pass the admin view). */
    checkProductionMode(project: ProductionModeInput): ProductionModeError[] {
      return checkProductionMode(project);
    },

    /** Creates a key set; the full key strings appear only in this answer. */
    async createApiKey(input: ApiKeyCreate): Promise<Result<ApiKeyCreated>> {
      const r = await call<ApiKeyCreatedWire>(P.apiKeys, { method: 'POST', body: apiKeyCreateToWire(input) });
      return changed(adminKeys.apiKeys, map(r, toApiKeyCreated));
    },
    /** Key sets, newest first, revoked and expired included (cached). */
    async listApiKeys(): Promise<Result<ApiKey[]>> {
      return items(await read<{ items: ApiKeyWire[] }>(adminKeys.apiKeys, P.apiKeys), toApiKey);
    },
    async getApiKey(id: string): Promise<Result<ApiKey>> {
      return map(await call<ApiKeyWire>(P.apiKey(id)), toApiKey);
    },
    /** Revokes a key set: immediate and irreversible. */
    async revokeApiKey(id: string): Promise<Result<ApiKey>> {
      return changed(adminKeys.apiKeys, map(await call<ApiKeyWire>(P.apiKey(id), { method: 'PATCH', body: { revoked: true } }), toApiKey));
    },
    /** valid / expired / manually-revoked at the client's clock. */
    apiKeyStatus(key: Pick<ApiKey, 'expiresAt' | 'manuallyRevokedAt'>): ApiKeyStatus {
      return apiKeyStatus(key, kernel.now());
    },

    /** The four templates (cached). */
    async listEmailTemplates(): Promise<Result<EmailTemplate[]>> {
      return items(await read<{ items: EmailTemplateWire[] }>(adminKeys.emailTemplates, P.emailTemplates), toEmailTemplate);
    },
    /** Unspecified fields keep the current (custom or default) value. */
    async updateEmailTemplate(type: EmailTemplateType, update: EmailTemplateUpdate): Promise<Result<EmailTemplate>> {
      const r = await call<EmailTemplateWire>(P.emailTemplate(type), { method: 'PATCH', body: emailTemplateUpdateToWire(update) });
      return changed(adminKeys.emailTemplates, map(r, toEmailTemplate));
    },
    /** Back to the default (HTTP_ERROR 404 'Email template not found' when not customised). */
    async resetEmailTemplate(type: EmailTemplateType): Promise<Result<void>> {
      return done(changed(adminKeys.emailTemplates, await call(P.emailTemplate(type), { method: 'DELETE', body: {} })));
    },

    /** Team permission definitions, system ones ($…) included (cached). */
    async listPermissionDefinitions(): Promise<Result<PermissionDefinition[]>> {
      return items(await read<{ items: PermissionDefinitionWire[] }>(adminKeys.permissionDefinitions, P.permissionDefinitions), toPermissionDefinition);
    },
    async createPermissionDefinition(id: string, fields: Omit<PermissionDefinitionInput, 'id'> = {}): Promise<Result<PermissionDefinition>> {
      const body = permissionDefinitionInputToWire({ ...fields, id });
      const r = await call<PermissionDefinitionWire>(P.permissionDefinitions, { method: 'POST', body });
      return changed(adminKeys.permissionDefinitions, map(r, toPermissionDefinition));
    },
    /** `id` renames; `containedPermissionIds` replaces the set. */
    async updatePermissionDefinition(permissionId: string, fields: PermissionDefinitionInput): Promise<Result<PermissionDefinition>> {
      const body = permissionDefinitionInputToWire(fields);
      const r = await call<PermissionDefinitionWire>(P.permissionDefinition(permissionId), { method: 'PATCH', body });
      return changed(adminKeys.permissionDefinitions, map(r, toPermissionDefinition));
    },
    async deletePermissionDefinition(permissionId: string): Promise<Result<void>> {
      const r = await call(P.permissionDefinition(permissionId), { method: 'DELETE', body: {} });
      return done(changed(adminKeys.permissionDefinitions, r));
    },

    /** An app-portal token for the project's webhooks. */
    createSvixToken,
    /** The project's webhook endpoints, messages and delivery attempts (through the Svix API). */
    webhooks: lazyWebhooks(kernel, createSvixToken, options.webhooks),
    /** User counts and activity (not cached: it changes with every sign-up). */
    async getMetrics(): Promise<Result<Metrics>> {
      return map(await call<MetricsWire>(P.metrics), toMetrics);
    },
    /** Sends a test e-mail through the given SMTP settings: a failed delivery is `data.success === false`, not an error. */
    async sendTestEmail(input: SendTestEmail): Promise<Result<SendTestEmailResult>> {
      return map(await call<SendTestEmailResultWire>(P.sendTestEmail, { method: 'POST', body: sendTestEmailToWire(input) }), toSendTestEmailResult);
    },
  };
  return methods;
}

export type AdminMethods = ReturnType<typeof adminMethods>;

export interface AdminOptions {
  /** Where `admin.webhooks` reaches the Svix API (see webhook-methods.ts). */
  webhooks?: WebhookOptions;
}

/** Project-owner operations; needs a client with a super secret admin key or an admin access token. */
export function admin(options: AdminOptions = {}) {
  return definePlugin({
    id: 'admin',
    methods(kernel: PluginKernel): AdminMethods {
      // No key at all (an unset environment variable): every call would fail with "The publishable client key must be provided."
      if (kernel.accessType === 'client' && !kernel.publishableClientKey) {
        throw new TypeError('createClient: admin() needs admin access, and no key was given: pass the superSecretAdminKey option (or adminAccessToken).');
      }
      return adminMethods(kernel, options);
    },
  });
}
