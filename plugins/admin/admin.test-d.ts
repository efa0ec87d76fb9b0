import { describe, expectTypeOf, it } from 'vitest';
import { createClient } from '../../kernel/create-client.js';
import type { AuthError } from '../../kernel/errors.js';
import type { Result } from '../../kernel/plugin.js';
import { admin } from './admin.js';
import type { AdminProject, ApiKey, ApiKeyCreated, EmailTemplate, Metrics, ProductionModeError, SendTestEmailResult } from './index.js';

describe('admin() types', () => {
  const c = createClient({ projectId: 'p', superSecretAdminKey: 'k', plugins: [admin()] });

  it('a client with [admin()] has .admin and no .mfa', () => {
    expectTypeOf(c).toHaveProperty('admin');
    expectTypeOf(c).not.toHaveProperty('mfa');
    expectTypeOf(c).not.toHaveProperty('password');
  });

  it('methods return Results of the wire shapes', () => {
    expectTypeOf(c.admin.getProject).returns.resolves.toEqualTypeOf<Result<AdminProject>>();
    expectTypeOf(c.admin.createApiKey).returns.resolves.toEqualTypeOf<Result<ApiKeyCreated>>();
    expectTypeOf(c.admin.listApiKeys).returns.resolves.toEqualTypeOf<Result<ApiKey[]>>();
    expectTypeOf(c.admin.listEmailTemplates).returns.resolves.toEqualTypeOf<Result<EmailTemplate[]>>();
    expectTypeOf(c.admin.getMetrics).returns.resolves.toEqualTypeOf<Result<Metrics>>();
    expectTypeOf(c.admin.sendTestEmail).returns.resolves.toEqualTypeOf<Result<SendTestEmailResult>>();
    expectTypeOf(c.admin.checkProductionMode).returns.toEqualTypeOf<ProductionModeError[]>();
    expectTypeOf(c.admin.apiKeyStatus).returns.toEqualTypeOf<'valid' | 'expired' | 'manually-revoked'>();
  });

  it('template types are checked', () => {
    // @ts-expect-error not a template type
    void c.admin.resetEmailTemplate('welcome');
    void c.admin.resetEmailTemplate('magic_link');
  });

  it('a failed Result narrows to an AuthError; a test e-mail result narrows on success', async () => {
    const r = await c.admin.sendTestEmail({ recipientEmail: 'a@b.co', emailConfig: { host: 'h', port: 25, username: 'u', password: 'p', senderName: 'n', senderEmail: 's@b.co' } });
    if (r.error) expectTypeOf(r.error).toEqualTypeOf<AuthError>();
    else if (!r.data.success) expectTypeOf(r.data.errorMessage).toEqualTypeOf<string>();
  });
});
