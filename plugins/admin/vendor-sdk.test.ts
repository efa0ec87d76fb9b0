/**
 * The vendor SDK (@stackframe/js 2.7.23) admin app against our host on loopback: e-mail templates,
 * production-mode errors (compared with ours), test e-mail over real SMTP, metrics and the Svix token.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { register } from 'node:module';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { startTestHost, type TestHost, type TestProject } from '../../mock-server/testing/test-host.js';
import { checkProductionMode } from './production-mode.js';
import { toAdminProject } from './project-mapping.js';

register('../../mock-server/testing/extensionless-hook.mjs', import.meta.url);
type Vendor = typeof import('@stackframe/js');
let StackAdminApp: Vendor['StackAdminApp'];
let t: TestHost;
let p: TestProject;
let smtp: SMTPServer;
const subjects: string[] = [];

beforeAll(async () => {
  ({ StackAdminApp } = (await import('@stackframe/js' as string)) as Vendor);
  t = await startTestHost();
  p = await t.project({ config: { allow_localhost: true, domains: [{ domain: 'http://shop.example.com', handler_path: '/handler' }] } });
  smtp = new SMTPServer({
    authOptional: true, allowInsecureAuth: true, disabledCommands: ['STARTTLS'], logger: false,
    onAuth: (_a, _s, cb) => cb(null, { user: 'u' }),
    onData(stream, _s, cb) {
      let data = '';
      stream.on('data', (c: Buffer) => (data += c.toString('utf8')));
      stream.on('end', () => {
        subjects.push(/^Subject: (.*)$/m.exec(data)?.[1]?.trim() ?? '');
        cb();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  await new Promise<void>((r) => smtp?.close(() => r()));
  await t?.close();
});

const adminApp = () =>
  new StackAdminApp({ projectId: p.id, publishableClientKey: p.keys.publishable_client_key, secretServerKey: p.keys.secret_server_key, superSecretAdminKey: p.keys.super_secret_admin_key, baseUrl: t.url, tokenStore: null, redirectMethod: 'none', noAutomaticPrefetch: true } as never);

describe('vendor SDK @stackframe/js 2.7.23 admin app', () => {
  it('e-mail templates: list, update, reset', async () => {
    const app = adminApp();
    const list = await app.listEmailTemplates();
    expect(list.map((x) => [x.type, x.isDefault])).toEqual([
      ['email_verification', true], ['password_reset', true], ['magic_link', true], ['team_invitation', true],
    ]);
    await app.updateEmailTemplate('password_reset', { subject: 'Reset for {{ projectDisplayName }}' });
    const after = await app.listEmailTemplates();
    expect([after[1].subject, after[1].isDefault]).toEqual(['Reset for {{ projectDisplayName }}', false]);
    await app.resetEmailTemplate('password_reset');
    expect((await app.listEmailTemplates())[1].isDefault).toBe(true);
  });

  it('production-mode errors equal ours; test e-mail; metrics; Svix token', async () => {
    const app = adminApp();
    const project = await app.getProject();
    const theirs = await project.getProductionModeErrors();
    const wire = (await t.api().get('/api/v1/projects/current').set(p.admin)).body;
    expect(theirs).toEqual(checkProductionMode(toAdminProject(wire)));
    expect(theirs.map((e) => e.message)).toEqual([
      "Localhost is not allowed in production mode, turn off 'Allow localhost' in project settings",
      'Trusted domains should be HTTPS: http://shop.example.com',
    ]);

    const port = (smtp.server.address() as AddressInfo).port;
    const sent = await app.sendTestEmail({
      recipientEmail: 'owner@example.com',
      emailConfig: { host: '127.0.0.1', port, username: 'u', password: 'p', senderEmail: 'noreply@example.com', senderName: 'Shop' },
    });
    expect(sent.status).toBe('ok');
    expect(subjects).toContain('Test Email from Stack Auth');

    const internals = app as unknown as { _interface: { getMetrics(): Promise<Record<string, unknown>>; getSvixToken(): Promise<{ token: string }> } };
    const metrics = await internals._interface.getMetrics();
    expect(Object.keys(metrics)).toEqual(['total_users', 'daily_users', 'daily_active_users', 'users_by_country', 'recently_registered', 'recently_active', 'login_methods']);
    expect((await internals._interface.getSvixToken()).token).toMatch(/^svix_local_/);
  });
});
