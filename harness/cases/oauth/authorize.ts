import { defineCase } from '../../define-case.js';
import * as expect from '../../expect.js';
import { knownError } from '../../known-errors.js';
import type { CaseContext } from '../../case-context.js';
import type { ProjectCreds } from '../../types.js';

const PROVIDER = { id: 'github', enabled: true, type: 'standard', client_id: 'harness-client-id', client_secret: 'harness-client-secret' };

function authorizeQuery(project: ProjectCreds, t: CaseContext, state: string): Record<string, string> {
  return {
    client_id: project.id,
    client_secret: project.publishableClientKey,
    redirect_uri: `${t.callbackUrl}?from=oauth`,
    scope: 'legacy',
    state,
    grant_type: 'authorization_code',
    code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    code_challenge_method: 'S256',
    response_type: 'code',
  };
}

export const authorizeRedirect = defineCase({
  area: 'oauth',
  name: 'authorize-redirects-307-with-inner-state-cookie',
  endpoints: ['GET /api/v1/auth/oauth/authorize/:provider_id'],
  async run(t) {
    const project = await t.newProject({ oauth_providers: [PROVIDER] });
    const res = await t.api('GET', '/auth/oauth/authorize/github', { query: authorizeQuery(project, t, `st-${t.uid()}`) });
    expect.status(res, 307);
    const location = res.headers.get('location') ?? '';
    let url: URL;
    try {
      url = new URL(location);
    } catch {
      expect.fail('Location is an absolute provider URL', 'https://…', location, res);
    }
    const q = url.searchParams;
    expect.equal(
      { client_id: q.get('client_id'), response_type: q.get('response_type'), method: q.get('code_challenge_method') },
      { client_id: PROVIDER.client_id, response_type: 'code', method: 'S256' },
      'provider authorization parameters',
      res,
    );
    expect.check((q.get('redirect_uri') ?? '').endsWith('/api/v1/auth/oauth/callback/github'), 'redirect_uri is the host callback', '…/api/v1/auth/oauth/callback/github', q.get('redirect_uri'), res);
    expect.check((q.get('scope') ?? '').split(' ').includes('user:email'), 'github base scope', 'user:email', q.get('scope'), res);
    const innerState = q.get('state');
    expect.check(!!innerState, 'inner state', 'a state parameter', location, res);
    const cookie = res.headers.get('set-cookie') ?? '';
    expect.check(cookie.startsWith(`stack-oauth-inner-${innerState}=true`), 'inner state cookie', `stack-oauth-inner-${innerState}=true; …`, cookie, res);
    expect.check(/max-age=600/i.test(cookie) && /httponly/i.test(cookie) && /path=\//i.test(cookie), 'cookie attributes', 'Max-Age=600; Path=/; HttpOnly', cookie, res);
  },
});

export const authorizeErrors = defineCase({
  area: 'oauth',
  name: 'authorize-errors',
  endpoints: ['GET /api/v1/auth/oauth/authorize/:provider_id'],
  async run(t) {
    const project = await t.newProject({ oauth_providers: [PROVIDER] });
    const query = authorizeQuery(project, t, 'st');
    knownError(await t.api('GET', '/auth/oauth/authorize/google', { query }), 'OAUTH_PROVIDER_NOT_FOUND_OR_NOT_ENABLED');
    const missing = '00000000-0000-4000-8000-0000000000aa';
    knownError(await t.api('GET', '/auth/oauth/authorize/github', { query: { ...query, client_id: missing } }), 'INVALID_OAUTH_CLIENT_ID_OR_SECRET', { client_id: missing });
    knownError(await t.api('GET', '/auth/oauth/authorize/github', { query: { ...query, client_secret: 'pck_wrong' } }), 'INVALID_PUBLISHABLE_CLIENT_KEY', {
      project_id: project.id,
    });
  },
});

export const callbackWithoutCookie = defineCase({
  area: 'oauth',
  name: 'callback-without-cookie-and-bad-code',
  endpoints: ['GET /api/v1/auth/oauth/callback/:provider_id', 'POST /api/v1/auth/oauth/callback/:provider_id', 'POST /api/v1/auth/oauth/token'],
  async run(t) {
    const noCookie = 'OAuth cookie not found. This is likely because you refreshed the page during the OAuth sign in process. Please try signing in again';
    expect.text(await t.api('GET', '/auth/oauth/callback/github', { query: { code: 'provider-code', state: 'unknown-state' } }), 400, noCookie);
    // Apple's form_post variant
    expect.text(await t.api('POST', '/auth/oauth/callback/apple', { form: { code: 'provider-code', state: 'unknown-state' } }), 400, noCookie);
    const token = await t.api('POST', '/auth/oauth/token', {
      form: {
        grant_type: 'authorization_code',
        code: 'f'.repeat(64),
        redirect_uri: t.callbackUrl,
        code_verifier: 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk',
        client_id: t.project.id,
        client_secret: t.project.publishableClientKey,
      },
    });
    knownError(token, 'INVALID_AUTHORIZATION_CODE');
    const missing = await t.api('POST', '/auth/oauth/token', {
      form: { grant_type: 'authorization_code', redirect_uri: t.callbackUrl, client_id: t.project.id, client_secret: t.project.publishableClientKey },
    });
    expect.json(missing, 400, { error: 'invalid_request', error_description: 'Missing parameter: `code`' });
    expect.header(missing, 'x-stack-known-error', null);
  },
});
