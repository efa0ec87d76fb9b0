/**
 * The admin plugin: `createClient({ superSecretAdminKey, plugins: [admin()] })` adds `client.admin` with the
 * project-owner operations of SPEC §6 (project, API keys, e-mail templates, permission definitions, Svix token,
 * metrics, test e-mail). Methods return the wire shapes (snake_case) of contract.ts.
 */
import { PROJECT_KEY, definePlugin, isAuthError } from '../../kernel/index.js';
import type { PluginKernel, RequestOptions, Result } from '../../kernel/index.js';
import {
  ADMIN_PATHS as P,
  type AdminProject, type AdminProjectUpdate, type ApiKey, type ApiKeyCreate, type ApiKeyCreated, type ApiKeyStatus,
  type EmailTemplate, type EmailTemplateType, type EmailTemplateUpdate, type Metrics, type PermissionDefinition,
  type PermissionDefinitionFields, type ProductionModeError, type SendTestEmailBody, type SendTestEmailResult,
} from './contract.js';
import { checkProductionMode, type ProductionModeInput } from './production-mode.js';

/** Cache keys of the admin reads (prefix `['admin']`). */
export const adminKeys = {
  all: ['admin'] as const,
  apiKeys: ['admin', 'api-keys'] as const,
  emailTemplates: ['admin', 'email-templates'] as const,
  permissionDefinitions: ['admin', 'permission-definitions'] as const,
};

const done = (r: Result<unknown>): Result<void> => (r.error ? r : { data: undefined, error: null });

/** SPEC §4: expired when the expiry is past, manually-revoked when revoked, else valid. */
export function apiKeyStatus(key: Pick<ApiKey, 'expires_at_millis' | 'manually_revoked_at_millis'>, now: number): ApiKeyStatus {
  if (key.manually_revoked_at_millis !== undefined) return 'manually-revoked';
  return key.expires_at_millis <= now ? 'expired' : 'valid';
}

function adminMethods(kernel: PluginKernel) {
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
  const items = <T>(r: Result<{ items: T[] }>): Result<T[]> => (r.error ? r : { data: r.data.items, error: null });
  const changed = <T>(key: readonly string[], r: Result<T>): Result<T> => {
    if (!r.error) cache.invalidate(key);
    return r;
  };

  return {
    /** GET /projects/current, admin view. Also refreshes the kernel's project cache (trusted domains). */
    async getProject(): Promise<Result<AdminProject>> {
      const r = await call<AdminProject>(P.project);
      if (r.data) cache.set(PROJECT_KEY, r.data);
      return r;
    },
    /** PATCH /projects/current; `domains` and `oauth_providers` replace the lists. */
    async updateProject(update: AdminProjectUpdate): Promise<Result<AdminProject>> {
      const r = await call<AdminProject>(P.project, { method: 'PATCH', body: update });
      if (r.data) cache.set(PROJECT_KEY, r.data);
      return r;
    },
    /** DELETE /projects/current (irreversible). */
    async deleteProject(): Promise<Result<void>> {
      const r = await call(P.project, { method: 'DELETE', body: {} });
      if (!r.error) {
        cache.invalidate(PROJECT_KEY);
        cache.invalidate(adminKeys.all);
      }
      return done(r);
    },
    /** SPEC §5: the production-mode problems of a project (pure; pass the admin view). */
    checkProductionMode(project: ProductionModeInput): ProductionModeError[] {
      return checkProductionMode(project);
    },

    /** POST /internal/api-keys: full key strings appear only in this answer. */
    async createApiKey(input: ApiKeyCreate): Promise<Result<ApiKeyCreated>> {
      return changed(adminKeys.apiKeys, await call<ApiKeyCreated>(P.apiKeys, { method: 'POST', body: input }));
    },
    /** GET /internal/api-keys, newest first, revoked and expired included (cached). */
    async listApiKeys(): Promise<Result<ApiKey[]>> {
      return items(await read<{ items: ApiKey[] }>(adminKeys.apiKeys, P.apiKeys));
    },
    async getApiKey(id: string): Promise<Result<ApiKey>> {
      return call<ApiKey>(P.apiKey(id));
    },
    /** PATCH {revoked: true}: immediate and irreversible. */
    async revokeApiKey(id: string): Promise<Result<ApiKey>> {
      return changed(adminKeys.apiKeys, await call<ApiKey>(P.apiKey(id), { method: 'PATCH', body: { revoked: true } }));
    },
    /** valid / expired / manually-revoked at the client's clock. */
    apiKeyStatus(key: Pick<ApiKey, 'expires_at_millis' | 'manually_revoked_at_millis'>): ApiKeyStatus {
      return apiKeyStatus(key, kernel.now());
    },

    /** The four templates in wire order (cached). */
    async listEmailTemplates(): Promise<Result<EmailTemplate[]>> {
      return items(await read<{ items: EmailTemplate[] }>(adminKeys.emailTemplates, P.emailTemplates));
    },
    /** PATCH: unspecified fields keep the current (custom or default) value. */
    async updateEmailTemplate(type: EmailTemplateType, update: EmailTemplateUpdate): Promise<Result<EmailTemplate>> {
      return changed(adminKeys.emailTemplates, await call<EmailTemplate>(P.emailTemplate(type), { method: 'PATCH', body: update }));
    },
    /** DELETE: back to the default (404 text 'Email template not found' when not customised). */
    async resetEmailTemplate(type: EmailTemplateType): Promise<Result<void>> {
      return done(changed(adminKeys.emailTemplates, await call(P.emailTemplate(type), { method: 'DELETE', body: {} })));
    },

    /** Team permission definitions, system ones ($…) included (cached). */
    async listPermissionDefinitions(): Promise<Result<PermissionDefinition[]>> {
      return items(await read<{ items: PermissionDefinition[] }>(adminKeys.permissionDefinitions, P.permissionDefinitions));
    },
    async createPermissionDefinition(id: string, fields: PermissionDefinitionFields = {}): Promise<Result<PermissionDefinition>> {
      const r = await call<PermissionDefinition>(P.permissionDefinitions, { method: 'POST', body: { id, ...fields } });
      return changed(adminKeys.permissionDefinitions, r);
    },
    /** PATCH: `id` renames; `contained_permission_ids` replaces the set. */
    async updatePermissionDefinition(permissionId: string, fields: PermissionDefinitionFields & { id?: string }): Promise<Result<PermissionDefinition>> {
      const r = await call<PermissionDefinition>(P.permissionDefinition(permissionId), { method: 'PATCH', body: fields });
      return changed(adminKeys.permissionDefinitions, r);
    },
    async deletePermissionDefinition(permissionId: string): Promise<Result<void>> {
      const r = await call(P.permissionDefinition(permissionId), { method: 'DELETE', body: {} });
      return done(changed(adminKeys.permissionDefinitions, r));
    },

    /** POST /webhooks/svix-token: an app-portal token for the project's webhooks. */
    async createSvixToken(): Promise<Result<{ token: string }>> {
      return call<{ token: string }>(P.svixToken, { method: 'POST', body: {} });
    },
    /** GET /internal/metrics (not cached: it changes with every sign-up). */
    async getMetrics(): Promise<Result<Metrics>> {
      return call<Metrics>(P.metrics);
    },
    /** POST /internal/send-test-email: a failed delivery is `data.success === false`, not an error. */
    async sendTestEmail(input: SendTestEmailBody): Promise<Result<SendTestEmailResult>> {
      return call<SendTestEmailResult>(P.sendTestEmail, { method: 'POST', body: input });
    },
  };
}

export type AdminMethods = ReturnType<typeof adminMethods>;

/** Project-owner operations; needs a client with a super secret admin key or an admin access token. */
export function admin() {
  return definePlugin({ id: 'admin', methods: (kernel: PluginKernel): AdminMethods => adminMethods(kernel) });
}
