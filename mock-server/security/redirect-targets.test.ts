import { describe, expect, it } from 'vitest';
import { useTestHost, useTestProject } from '../testing/use-test-host.js';
import { isTrustedUrl } from '../core/trusted-url.js';
import type { ProjectRow } from '../store/entities.js';

const t = useTestHost();
const p = useTestProject(t, { config: { magic_link_enabled: true, domains: [{ domain: 'https://app.example.com', handler_path: '/handler' }] } });

const HOSTILE = ['javascript://localhost/%0aalert(document.domain)', 'data://localhost/,<script>alert(1)</script>', 'myapp://localhost/cb', 'ftp://localhost/x', 'javascript://app.example.com/%0aalert(1)'];

describe('redirect targets (item 8)', () => {
  it('refuses javascript://localhost and other non-http(s) localhost URLs on the endpoints that send links', async () => {
    await t.user(p.id, { email: 'ada@example.com', password: 'right password' });
    const eve = await t.user(p.id, { email: 'eve@example.com', email_verified: false });
    for (const url of HOSTILE) {
      const otp = await t.api().post('/api/v1/auth/otp/send-sign-in-code').set(p.client).send({ email: 'new@example.com', callback_url: url });
      expect([url, otp.status, otp.headers['x-stack-known-error']]).toEqual([url, 400, 'REDIRECT_URL_NOT_WHITELISTED']);
      const reset = await t.api().post('/api/v1/auth/password/send-reset-code').set(p.client).send({ email: 'ada@example.com', callback_url: url });
      expect([url, reset.status, reset.headers['x-stack-known-error']]).toEqual([url, 400, 'REDIRECT_URL_NOT_WHITELISTED']);
      const verify = await t.api().post('/api/v1/contact-channels/send-verification-code').set(p.client).set('x-stack-access-token', eve.access_token).send({ email: 'eve@example.com', callback_url: url });
      expect([url, verify.status, verify.headers['x-stack-known-error']]).toEqual([url, 400, 'REDIRECT_URL_NOT_WHITELISTED']);
    }
    const fine = await t.api().post('/api/v1/auth/otp/send-sign-in-code').set(p.client).send({ email: 'new@example.com', callback_url: 'http://localhost:3000/handler/magic-link-callback' });
    expect(fine.status).toBe(200);
  });

  it('trusts http(s) localhost, and configured domains with their own scheme only', () => {
    const stored = t.host.projects.get(p.id) as ProjectRow;
    // A custom-scheme domain (written straight to the row: the API takes http(s) domains only).
    const project = { ...stored, config: { ...stored.config, domains: [...stored.config.domains, { domain: 'myapp://callback', handler_path: '/handler' }] } } as ProjectRow;
    for (const ok of ['http://localhost:3000/x', 'https://app.localhost/', 'http://127.0.0.1:8080/', 'http://[::1]:3000/', 'https://app.example.com/handler', 'myapp://callback/done']) {
      expect([ok, isTrustedUrl(project, ok)]).toEqual([ok, true]);
    }
    for (const bad of [...HOSTILE, 'http://app.example.com/x', 'data:text/html,<script>alert(1)</script>', 'vbscript://localhost/x', 'file://localhost/etc/passwd', 'blob:http://localhost/x']) {
      expect([bad, isTrustedUrl(project, bad)]).toEqual([bad, false]);
    }
  });
});
