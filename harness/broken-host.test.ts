/**
 * The harness against a deliberately broken host: the mock-server wrapped so that exactly one behaviour
 * per area is wrong. The harness must fail exactly the cases that check that behaviour, and nothing else.
 */
import { describe, expect, it } from 'vitest';
import { decodeJwt, decodeProtectedHeader, generateKeyPair, SignJWT } from 'jose';
import { createMockServer } from '../mock-server/index.js';
import { runConformance } from './run-conformance.js';
import { formatReport } from './report.js';
import { AREAS } from './types.js';

type Next = (req: Request) => Promise<Response>;
interface Breakage {
  area: string;
  what: string;
  expected: string[];
  wrap(req: Request, next: Next): Promise<Response>;
}

const path = (req: Request) => new URL(req.url).pathname;
const is = (req: Request, method: string, p: string | RegExp) =>
  req.method === method && (typeof p === 'string' ? path(req) === `/api/v1${p}` : p.test(path(req)));

function rebuild(res: Response, body: string, patch: { status?: number; drop?: string[] } = {}): Response {
  const headers = new Headers(res.headers);
  headers.delete('content-length');
  for (const h of patch.drop ?? []) headers.delete(h);
  return new Response(body, { status: patch.status ?? res.status, headers });
}

async function editJson(res: Response, edit: (body: Record<string, unknown>) => void): Promise<Response> {
  const body = (await res.json()) as Record<string, unknown>;
  edit(body);
  return rebuild(res, JSON.stringify(body));
}

const foreignKey = generateKeyPair('ES256');
const usedResetCodes = new Set<string>();

const BREAKAGES: Breakage[] = [
  {
    area: 'envelope',
    what: 'CORS preflight without access-control-allow-origin',
    expected: ['envelope/cors-preflight'],
    async wrap(req, next) {
      const res = await next(req);
      return req.method === 'OPTIONS' ? rebuild(res, await res.text(), { drop: ['access-control-allow-origin'] }) : res;
    },
  },
  {
    area: 'tokens',
    what: 'refresh grant returns a token signed with a foreign key',
    expected: ['tokens/refresh-grant-form-encoded', 'tokens/expired-access-token-rejected'],
    async wrap(req, next) {
      const refresh = is(req, 'POST', '/auth/oauth/token') && (await req.clone().text()).includes('grant_type=refresh_token');
      const res = await next(req);
      if (!refresh || res.status !== 200) return res;
      const { privateKey } = await foreignKey;
      const body = (await res.json()) as Record<string, unknown>;
      const token = String(body.access_token);
      const { kid } = decodeProtectedHeader(token);
      body.access_token = await new SignJWT(decodeJwt(token)).setProtectedHeader({ alg: 'ES256', kid }).sign(privateKey);
      return rebuild(res, JSON.stringify(body));
    },
  },
  {
    area: 'users',
    what: 'client view of /users/me leaks server_metadata',
    expected: ['users/users-me-client-view-16-keys'],
    async wrap(req, next) {
      const res = await next(req);
      const ok = res.status === 200 && !res.headers.get('x-stack-known-error');
      if (!is(req, 'GET', '/users/me') || req.headers.get('x-stack-access-type') !== 'client' || !ok) return res;
      return editJson(res, (b) => {
        b.server_metadata = null;
      });
    },
  },
  {
    area: 'sessions',
    what: 'sign-out answers success without revoking the refresh token',
    expected: ['sessions/sign-out-revokes-refresh-token'],
    async wrap(req, next) {
      if (is(req, 'DELETE', '/auth/sessions/current') && req.headers.get('x-stack-refresh-token') && !req.headers.get('x-stack-access-token')) {
        return new Response('{"success":true}', { status: 200, headers: { 'content-type': 'application/json; charset=utf-8' } });
      }
      return next(req);
    },
  },
  {
    area: 'projects',
    what: 'DELETE /projects/current answers 202',
    expected: ['projects/delete-project', 'projects/create-project-with-config-201'],
    async wrap(req, next) {
      const res = await next(req);
      return is(req, 'DELETE', '/projects/current') && res.status === 200 ? rebuild(res, await res.text(), { status: 202 }) : res;
    },
  },
  {
    area: 'password',
    what: 'a password-reset code can be used twice',
    expected: ['password/reset-code-single-use'],
    async wrap(req, next) {
      if (!is(req, 'POST', '/auth/password/reset')) return next(req);
      const { code } = (await req.clone().json()) as { code: string };
      if (usedResetCodes.has(code)) return new Response('{"success":true}', { status: 200, headers: { 'content-type': 'application/json; charset=utf-8' } });
      const res = await next(req);
      if (res.status === 200) usedResetCodes.add(code);
      return res;
    },
  },
  {
    area: 'otp',
    what: 'a used OTP answers 400 instead of 409',
    expected: ['otp/otp-typed-code-signs-up-once'],
    async wrap(req, next) {
      const res = await next(req);
      const used = res.headers.get('x-stack-known-error') === 'VERIFICATION_CODE_ALREADY_USED';
      return is(req, 'POST', '/auth/otp/sign-in') && used ? rebuild(res, await res.text(), { status: 400 }) : res;
    },
  },
  {
    area: 'contact-channels',
    what: 'CONTACT_CHANNEL_ALREADY_USED_FOR_AUTH_BY_SOMEONE_ELSE without x-stack-known-error',
    expected: ['contact-channels/auth-channel-used-by-someone-else'],
    async wrap(req, next) {
      const res = await next(req);
      return res.headers.get('x-stack-known-error') === 'CONTACT_CHANNEL_ALREADY_USED_FOR_AUTH_BY_SOMEONE_ELSE'
        ? rebuild(res, await res.text(), { drop: ['x-stack-known-error'] })
        : res;
    },
  },
  {
    area: 'teams',
    what: 'reading a team as a non-member answers 403',
    expected: ['teams/get-team'],
    async wrap(req, next) {
      const res = await next(req);
      return is(req, 'GET', /^\/api\/v1\/teams\/[^/]+$/) && res.status === 404 && res.headers.get('x-stack-known-error') === 'TEAM_MEMBERSHIP_NOT_FOUND'
        ? rebuild(res, await res.text(), { status: 403 })
        : res;
    },
  },
  {
    area: 'permissions',
    what: 'the definitions list misses $remove_members',
    expected: ['permissions/definitions-list-defaults'],
    async wrap(req, next) {
      const res = await next(req);
      if (!is(req, 'GET', '/team-permission-definitions') || res.status !== 200) return res;
      return editJson(res, (b) => {
        b.items = (b.items as { id: string }[]).filter((p) => p.id !== '$remove_members');
      });
    },
  },
  {
    area: 'invitations',
    what: 'invitation details report the wrong team name',
    expected: ['invitations/invitation-accept-single-use'],
    async wrap(req, next) {
      const res = await next(req);
      if (!is(req, 'POST', '/team-invitations/accept/details') || res.status !== 200) return res;
      return editJson(res, (b) => {
        b.team_display_name = 'Some Other Team';
      });
    },
  },
  {
    area: 'mfa',
    what: 'a wrong TOTP answers 401',
    expected: ['mfa/mfa-required-then-totp-sign-in'],
    async wrap(req, next) {
      const res = await next(req);
      return res.headers.get('x-stack-known-error') === 'INVALID_TOTP_CODE' ? rebuild(res, await res.text(), { status: 401 }) : res;
    },
  },
  {
    area: 'oauth',
    what: 'authorize redirects with 302',
    expected: ['oauth/authorize-redirects-307-with-inner-state-cookie', 'oauth/authorization-code-round-trip'],
    async wrap(req, next) {
      const res = await next(req);
      return res.status === 307 && is(req, 'GET', /\/auth\/oauth\/authorize\//) ? rebuild(res, await res.text(), { status: 302 }) : res;
    },
  },
  {
    area: 'passkey',
    what: 'registration options ask for direct attestation',
    expected: ['passkey/registration-options'],
    async wrap(req, next) {
      const res = await next(req);
      if (!is(req, 'POST', '/auth/passkey/initiate-passkey-registration') || res.status !== 200) return res;
      return editJson(res, (b) => {
        (b.options_json as Record<string, unknown>).attestation = 'direct';
      });
    },
  },
  {
    area: 'admin',
    what: 'the e-mail template list marks defaults as customised',
    expected: ['admin/email-templates-defaults'],
    async wrap(req, next) {
      const res = await next(req);
      if (!is(req, 'GET', '/email-templates') || res.status !== 200) return res;
      return editJson(res, (b) => {
        for (const item of b.items as Record<string, unknown>[]) item.is_default = false;
      });
    },
  },
  {
    area: 'webhooks',
    what: "a Svix token (or none) opens any project's message list",
    expected: ['webhooks/svix-token-is-for-its-project-only'],
    async wrap(req, next) {
      const res = await next(req);
      const list = req.method === 'GET' && /^\/svix\/api\/v1\/app\/[^/]+\/msg$/.test(path(req));
      return list && res.status >= 400 ? rebuild(res, JSON.stringify({ data: [], iterator: null, done: true }), { status: 200 }) : res;
    },
  },
];

describe('broken host: the harness reports exactly the broken cases', { timeout: 120_000 }, () => {
  for (const b of BREAKAGES) {
    it(`${b.area}: ${b.what}`, async () => {
      const app = createMockServer({ passwordHash: { memoryCost: 1024, timeCost: 1, parallelism: 1 }, unknownEmailDelayMs: () => 20 });
      const next: Next = async (req) => app.fetch(req);
      const report = await runConformance({
        baseUrl: 'http://localhost:8102',
        useDevClock: true,
        fetch: async (url, init) => b.wrap(new Request(url, init), next),
      });
      const failed = report.cases.filter((c) => c.status === 'fail').map((c) => `${c.area}/${c.name}`);
      expect(failed.sort(), formatReport(report)).toEqual([...b.expected].sort());
    });
  }

  it('breaks every area', () => {
    expect([...new Set(BREAKAGES.map((b) => b.area))].sort()).toEqual([...AREAS].sort());
  });
});
