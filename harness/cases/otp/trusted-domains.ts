import { defineCase } from '../../define-case.js';
import * as expect from '../../expect.js';
import { knownError } from '../../known-errors.js';
import type { CaseContext } from '../../case-context.js';
import type { ProjectCreds } from '../../types.js';

async function send(t: CaseContext, project: ProjectCreds, callback_url: string) {
  return t.api('POST', '/auth/otp/send-sign-in-code', { as: 'client', project, json: { email: t.email('td'), callback_url } });
}

/**
 * Trusted-domain rule (same protocol and hostname, port ignored, path prefix; localhost when allowed),
 * checked through the magic-link callback URL.
 */
export const trustedDomainRules = defineCase({
  area: 'otp',
  name: 'trusted-domain-rules',
  endpoints: ['POST /api/v1/auth/otp/send-sign-in-code'],
  async run(t) {
    const project = await t.newProject({
      magic_link_enabled: true,
      domains: [{ domain: 'https://app.conformance.example.com/base', handler_path: '/handler' }],
    });
    const trusted = ['https://app.conformance.example.com/base/cb', 'https://app.conformance.example.com:8443/base', 'http://localhost:5173/x', 'http://127.0.0.1:9/x', 'http://shop.localhost/x'];
    for (const url of trusted) {
      const res = await send(t, project, url);
      expect.check(res.status === 200, `callback ${url} is trusted`, 200, `${res.status} ${res.text}`, res);
    }
    const untrusted = ['http://app.conformance.example.com/base/cb', 'https://app.conformance.example.com/other', 'https://evil.example.org/base'];
    for (const url of untrusted) knownError(await send(t, project, url), 'REDIRECT_URL_NOT_WHITELISTED');
    expect.status(await t.api('PATCH', '/projects/current', { as: 'admin', project, json: { config: { allow_localhost: false } } }), 200);
    knownError(await send(t, project, 'http://localhost:5173/x'), 'REDIRECT_URL_NOT_WHITELISTED');
  },
});
