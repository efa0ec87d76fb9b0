/**
 * One table of every SCHEMA_ERROR text the harness and the tests assert, each produced by a real request.
 * The texts are yup 1.x's messages through field helpers built like the hosted API's schema fields.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createKit, type Kit } from '../../plugins/password/test-kit.js';

type As = 'client' | 'server' | 'admin' | null;

interface Ids {
  token: string;
  userId: string;
  teamId: string;
}

interface Case {
  method: string;
  /** Relative to /api/v1. */
  path: string | ((ids: Ids) => string);
  as?: As;
  /** Send the signed-in user's access token. */
  user?: boolean;
  body?: unknown;
  headers?: Record<string, string>;
  /** The validator lines after `Request validation failed on METHOD PATH:`. */
  lines: string[];
}

const TABLE: Record<string, Case> = {
  'unknown body property (client PATCH /users/me)': { method: 'PATCH', path: '/users/me', user: true, body: { server_metadata: {} }, lines: ['body contains unknown properties: server_metadata'] },
  'two unknown body properties': {
    method: 'PATCH', path: '/users/me', user: true, body: { server_metadata: {}, client_read_only_metadata: {} },
    lines: ['body contains unknown properties: server_metadata, client_read_only_metadata'],
  },
  'unknown keys named like Object.prototype members': { method: 'PATCH', path: '/users/me', user: true, body: { constructor: 1, toString: 'x', display_name: 'ok' }, lines: ['body contains unknown properties: constructor, toString'] },
  'params uuid': { method: 'GET', path: '/users/not-a-uuid', as: 'server', lines: ['params.user_id must be a valid UUID'] },
  'unknown query parameter': { method: 'GET', path: '?extra=1', as: null, lines: ['query contains unknown properties: extra'] },
  'two unknown query parameters': { method: 'GET', path: '/projects/current?extra=1&b=2', lines: ['query contains unknown properties: extra, b'] },
  'number max': { method: 'POST', path: '/auth/sessions', as: 'server', body: { user_id: '00000000-0000-4000-8000-000000000000', expires_in_millis: 31708800001 }, lines: ['body.expires_in_millis must be less than or equal to 31708800000'] },
  'string length': { method: 'POST', path: '/auth/otp/sign-in', body: { code: 'b'.repeat(46) }, lines: ['body.code must be exactly 45 characters'] },
  'string max': { method: 'POST', path: '/auth/password/sign-up', body: { email: 'm@example.com', password: 'x'.repeat(71), verification_callback_url: 'http://localhost:3000/cb' }, lines: ['body.password must be at most 70 characters'] },
  'strict sign-in e-mail (yup matches text) and unknown field': {
    method: 'POST', path: '/auth/password/sign-up', body: { email: 'a@b', password: 'correct horse', verification_callback_url: 'http://localhost:3000/cb', extra: 1 },
    lines: ['body.email must match the following: "/^.*@.*\\.[^.][^.]+$/"', 'body contains unknown properties: extra'],
  },
  'auth.user missing': { method: 'POST', path: '/contact-channels/send-verification-code', body: { email: 'x@example.com', callback_url: 'http://localhost:3000/cb' }, lines: ['auth.user must be defined'] },
  'oneOf (one value)': { method: 'POST', path: '/auth/mfa/sign-in', body: { code: 'a'.repeat(45), type: 'sms', totp: '123456' }, lines: ['body.type must be one of the following values: totp'] },
  'oneOf (form body)': {
    method: 'POST', path: '/auth/oauth/token', as: null, headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'grant_type=password',
    lines: ['body.grant_type must be one of the following values: authorization_code, refresh_token'],
  },
  'query field required': { method: 'GET', path: '/team-invitations', as: 'server', lines: ['query.team_id must be defined'] },
  'required header': { method: 'DELETE', path: '/auth/sessions/current', user: true, body: {}, lines: ['headers.x-stack-refresh-token must be defined'] },
  'params uuid (admin)': { method: 'GET', path: '/internal/api-keys/xyz', as: 'admin', lines: ['params.api_key_id must be a valid UUID'] },
  'string type (object given)': {
    method: 'POST', path: '/users', as: 'server', body: { display_name: { nested: true } },
    lines: ['body.display_name must be a `string` type, but the final value was: `{\n  "nested": "true"\n}`.'],
  },
  'several fields at once (create user)': {
    method: 'POST', path: '/users', as: 'server', body: { display_name: 3, primary_email: 'nope', password: 'x'.repeat(71), selected_team_id: 'x' },
    lines: [
      'body.display_name must be a `string` type, but the final value was: `3`.',
      'body.primary_email must be a valid email',
      'body.password must be at most 70 characters',
      'body contains unknown properties: selected_team_id',
      'body contains unknown properties: selected_team_id',
    ],
  },
  'list users query': {
    method: 'GET', path: '/users?cursor=x&limit=0&order_by=x&foo=1', as: 'server',
    lines: ['query.cursor must be a valid UUID', 'query.limit must be greater than or equal to 1', 'query.order_by must be one of the following values: signed_up_at', 'query contains unknown properties: foo'],
  },
  'number cast from a string': { method: 'GET', path: '/users?limit=abc', as: 'server', lines: ['query.limit must be a `number` type, but the final value was: `NaN` (cast from the value `"abc"`).'] },
  'project config (isFalse, nonEmpty, conditional defined, oneOf)': {
    method: 'PATCH', path: '/projects/current', as: 'admin',
    body: { config: { legacy_global_jwt_signing: true, email_config: { type: 'standard', host: '' }, oauth_providers: [{ id: 'nope', enabled: true, type: 'standard' }] } },
    lines: [
      'body.config.legacy_global_jwt_signing field must be false',
      'body.config.email_config.host must not be empty',
      'body.config.email_config.port must be defined',
      'body.config.email_config.username must be defined',
      'body.config.email_config.password must be defined',
      'body.config.email_config.sender_name must be defined',
      'body.config.email_config.sender_email must be defined',
      'body.config.oauth_providers[0].client_secret must be defined',
      'body.config.oauth_providers[0].client_id must be defined',
      'body.config.oauth_providers[0].id must be one of the following values: google, github, microsoft, spotify, facebook, discord, gitlab, bitbucket, linkedin, apple, x',
    ],
  },
  'trusted domain without a scheme: the text has no field path': {
    method: 'PATCH', path: '/projects/current', as: 'admin', body: { config: { domains: [{ domain: 'example.com', handler_path: '/handler' }] } },
    lines: ['body.config.domains[0].domain is not a valid URL', 'URL must start with http:// or https://'],
  },
  'trusted domain without a scheme that still parses as a URL: exactly the scheme text': {
    method: 'PATCH', path: '/projects/current', as: 'admin', body: { config: { domains: [{ domain: 'localhost:3000', handler_path: '/handler' }] } },
    lines: ['URL must start with http:// or https://'],
  },
  'trusted domain with another scheme': {
    method: 'PATCH', path: '/projects/current', as: 'admin', body: { config: { domains: [{ domain: 'ftp://example.com', handler_path: '/handler' }] } },
    lines: ['URL must start with http:// or https://'],
  },
  'handler path': {
    method: 'PATCH', path: '/projects/current', as: 'admin', body: { config: { domains: [{ domain: 'https://example.com', handler_path: 'handler' }] } },
    lines: ['Handler path must start with /'],
  },
  'empty OAuth client_secret: must not be empty': {
    method: 'PATCH', path: '/projects/current', as: 'admin', body: { config: { oauth_providers: [{ id: 'github', enabled: true, type: 'standard', client_id: 'id', client_secret: '' }] } },
    lines: ['body.config.oauth_providers[0].client_secret must not be empty'],
  },
  'required project name': { method: 'POST', path: '/internal/projects', user: true, as: 'client', body: {}, lines: ['body.display_name must be defined'] },
  'send-test-email': {
    method: 'POST', path: '/internal/send-test-email', as: 'admin',
    body: { recipient_email: 'nope', email_config: { host: 'h', port: 70000, username: 'u', password: 'x'.repeat(71), sender_name: 'n', sender_email: 's@example.com' } },
    lines: ['body.recipient_email must be a valid email', 'body.email_config.port must be less than or equal to 65535', 'body.email_config.password must be at most 70 characters'],
  },
  'params oneOf (e-mail template type)': {
    method: 'GET', path: '/email-templates/welcome', as: 'admin',
    lines: ['params.type must be one of the following values: email_verification, password_reset, magic_link, team_invitation'],
  },
  'cannot be null, then unknown': { method: 'PATCH', path: '/email-templates/email_verification', as: 'admin', body: { content: null, is_default: true }, lines: ['body.content cannot be null', 'body contains unknown properties: is_default'] },
  'body required': { method: 'POST', path: '/webhooks/svix-token', as: 'admin', lines: ['body must be defined'] },
  'body required (membership)': { method: 'POST', path: (i) => `/team-memberships/${i.teamId}/${i.userId}`, as: 'server', lines: ['body must be defined'] },
  'permission id texts without a path': { method: 'GET', path: '/team-permissions?permission_id=$foo&recursive=yes', as: 'server', lines: ['Invalid system permission', 'query.recursive must be one of the following values: true, false'] },
  'permission id pattern': {
    method: 'POST', path: (i) => `/team-permissions/${i.teamId}/${i.userId}/Bad-Id`, as: 'server', body: {},
    lines: ['Only lowercase letters, numbers, ":", "_" and optional "$" at the beginning are allowed'],
  },
  'custom permission id pattern': { method: 'POST', path: '/team-permission-definitions', as: 'admin', body: { id: '$nope' }, lines: ['Only lowercase letters, numbers, ":", "_" are allowed'] },
  'team id uuid': { method: 'GET', path: '/teams/nope', as: 'server', lines: ['params.team_id must be a valid UUID'] },
  'image URL': { method: 'PATCH', path: '/users/me', user: true, body: { profile_image_url: 'not a url' }, lines: ['body.profile_image_url is not a valid URL'] },
};

let k: Kit;
let ids: Ids;
beforeAll(async () => {
  k = createKit();
  const s = await k.signUp('table@example.com');
  const team = await k.call('POST', '/teams', { access: 'server', body: { display_name: 'T', creator_user_id: s.user_id } });
  ids = { token: s.access_token, userId: s.user_id, teamId: team.body.id };
});

describe('SCHEMA_ERROR texts (yup)', () => {
  it.each(Object.entries(TABLE))('%s', async (_name, c) => {
    const path = typeof c.path === 'function' ? c.path(ids) : c.path;
    let res;
    if (typeof c.body === 'string') {
      const r = await k.app.request(`http://localhost:8102/api/v1${path}`, { method: c.method, headers: c.headers, body: c.body });
      res = { status: r.status, body: await r.json() };
    } else {
      res = await k.call(c.method, path, {
        access: c.as === undefined ? 'client' : c.as,
        accessToken: c.user ? ids.token : undefined,
        body: c.body,
        headers: c.headers,
      });
    }
    const pathname = new URL(`http://h/api/v1${path}`).pathname;
    const message = `Request validation failed on ${c.method} ${pathname}:${c.lines.map((l) => `\n  - ${l}`).join('')}`;
    expect([res.status, res.body?.code, res.body?.error]).toEqual([400, 'SCHEMA_ERROR', message]);
    expect(res.body.details).toEqual({ message });
  });
});
