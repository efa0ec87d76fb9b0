/**
 * The hosted API's own backend (the reference) answered these conformance requests differently from what our
 * harness once expected (`harness-on-reference.json`, recorded data). Each changed expectation is run here on the
 * recorded answer, and must accept it; the old expectation must refuse it. Where the recording is a whole
 * response, our host is sent the same request and must answer the same bytes.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createMockServer, DEV_KEYS } from '../../mock-server/index.js';
import type { Res } from '../http.js';
import * as check from '../expect.js';
import { knownError } from '../known-errors.js';
import { expectEmpty } from '../cases/envelope/unknown-route.js';
import { expectNonUtf8BodyError } from '../cases/envelope/body-parsing.js';
import { JWK_MEMBER_ORDER } from '../cases/tokens/jwks.js';
import { expectBasicCredentialsNotRead } from '../cases/tokens/refresh-grant.js';
import { expectCreateUserUnknownProperty } from '../cases/users/create-user.js';
import { expectClientTeamServerField } from '../cases/teams/create-team.js';
import { expectNoOtpMethodAdded } from '../cases/otp/otp-flow.js';
import { expectStandardSignInMail } from '../cases/otp/mail-text.js';
import { expectMfaOffAfterCreate } from '../cases/mfa/mfa-flow.js';
import { expectAliasError } from '../cases/oauth/connected-accounts.js';

interface Recorded {
  area: string;
  case: string;
  check: string;
  request: { method: string | null; path: string; headers: Record<string, string>; body: string | null };
  expected_by_harness: string | null;
  reference_answered: string | null;
}

const data = JSON.parse(readFileSync(new URL('./harness-on-reference.json', import.meta.url), 'utf8')) as { cases: Recorded[] };
const recorded = (name: string, checkName?: string): Recorded => {
  const found = data.cases.find((c) => `${c.area}/${c.case}` === name && (!checkName || c.check === checkName));
  if (!found) throw new Error(`no recorded answer for ${name}`);
  return found;
};

/** A recorded response: `STATUS CONTENT-TYPE\nBODY`, or a bare JSON body (a known error: 400 JSON, its code as header). */
function asRes(answer: string, extra: Record<string, string> = {}): Res {
  const headers = new Headers(extra);
  let status = 400;
  let text = answer;
  const head = /^(\d{3}) ?([^\n]*)\n/.exec(answer);
  if (head) {
    status = Number(head[1]);
    if (head[2]) headers.set('content-type', head[2]);
    text = answer.slice(head[0].length);
  } else headers.set('content-type', 'application/json; charset=utf-8');
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  const code = (json as { code?: unknown } | undefined)?.code;
  if (typeof code === 'string' && !('x-stack-known-error' in extra)) headers.set('x-stack-known-error', code);
  for (const [k, v] of Object.entries(extra)) if (v === '') headers.delete(k); // '' = absent
  return { status, headers, text, json, request: { method: 'GET', url: 'recorded', headers: {} } };
}

/** The answer our host gives the recorded request (the reference's project id and keys become the seeded ones). */
async function ourAnswer(r: Recorded, extraHeaders: Record<string, string> = {}, body?: string | Uint8Array<ArrayBuffer>): Promise<Res> {
  const app = createMockServer({ passwordHash: { memoryCost: 1024, timeCost: 1, parallelism: 1 } });
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(r.request.headers)) {
    if (k === 'x-stack-project-id') headers[k] = DEV_KEYS.projectId;
    else if (k === 'x-stack-secret-server-key') headers[k] = DEV_KEYS.secretServerKey;
    else if (k === 'x-stack-publishable-client-key') headers[k] = DEV_KEYS.publishableClientKey;
    else if (!/token|authorization/.test(k)) headers[k] = v;
  }
  const path = r.request.path.replace('324d9c80-7327-4557-9c0e-24954b56f02a', DEV_KEYS.projectId);
  const res = await app.request(`http://localhost:8102${path}`, { method: r.request.method!, headers: { ...headers, ...extraHeaders }, body: body ?? r.request.body ?? undefined });
  const text = await res.text();
  return { ...asRes(`${res.status} ${res.headers.get('content-type') ?? ''}\n${text}`, { 'x-stack-known-error': res.headers.get('x-stack-known-error') ?? '' }), headers: res.headers };
}

const fails = (fn: () => void) => expect(fn).toThrow(check.CaseFailure);

describe('changed harness expectations hold on the reference\'s recorded answers', () => {
  it('holds an answer for each of the 14 cases', () => {
    expect(data.cases.map((c) => `${c.area}/${c.case}`)).toHaveLength(14);
  });

  it('envelope/unsupported-method-405: PROPFIND → 400, empty body (ours too)', async () => {
    const r = recorded('envelope/unsupported-method-405');
    expectEmpty(asRes(r.reference_answered!), 400);
    fails(() => check.text(asRes(r.reference_answered!), 405, 'Method not allowed'));
    const ours = await ourAnswer(r);
    expect([ours.status, ours.text, ours.headers.get('content-type')]).toEqual([400, '', null]);
  });

  it('envelope/non-utf8-body: Invalid JSON in request body (ours: the same bytes)', async () => {
    const r = recorded('envelope/non-utf8-body');
    expectNonUtf8BodyError(asRes(r.reference_answered!));
    fails(() => knownError(asRes(r.reference_answered!), 'BODY_PARSING_ERROR', undefined, { message: 'Request body cannot be parsed as UTF-8' }));
    const ours = await ourAnswer(r, {}, new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]));
    expect(ours.text).toBe(r.reference_answered);
  });

  it('tokens/jwks-shape: members kty, crv, alg, kid, x, y (ours too)', async () => {
    const r = recorded('tokens/jwks-shape');
    expect(JWK_MEMBER_ORDER).toEqual(JSON.parse(r.reference_answered!));
    expect(JWK_MEMBER_ORDER).not.toEqual(JSON.parse(r.expected_by_harness!));
    const ours = await ourAnswer(r);
    expect(Object.keys((ours.json as { keys: object[] }).keys[0])).toEqual(JSON.parse(r.reference_answered!));
  });

  it('tokens/refresh-grant-json-and-basic-auth: Basic credentials are not read (ours: the same bytes)', async () => {
    const r = recorded('tokens/refresh-grant-json-and-basic-auth');
    const answer = asRes(r.reference_answered!);
    expectBasicCredentialsNotRead(answer);
    fails(() => check.status(answer, Number(r.expected_by_harness)));
    const app = createMockServer();
    const user = (await (await app.request('http://localhost:8102/__dev/users', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).json()) as { refresh_token: string };
    const basic = Buffer.from(`${DEV_KEYS.projectId}:${DEV_KEYS.publishableClientKey}`).toString('base64');
    const res = await app.request('http://localhost:8102/api/v1/auth/oauth/token', {
      method: 'POST',
      headers: { 'content-type': r.request.headers['content-type'], authorization: `Basic ${basic}` },
      body: `grant_type=refresh_token&refresh_token=${user.refresh_token}`,
    });
    expect(`${res.status} ${res.headers.get('content-type')}\n${await res.text()}`).toBe(r.reference_answered);
  });

  it('users/create-user-errors and teams/create-team-client-rules: the unknown-properties line twice (ours: the same bytes)', async () => {
    const users = recorded('users/create-user-errors');
    expectCreateUserUnknownProperty(asRes(users.reference_answered!));
    fails(() => expectCreateUserUnknownProperty(asRes(users.expected_by_harness!)));
    expect((await ourAnswer(users)).text).toBe(users.reference_answered);
    const teams = recorded('teams/create-team-client-rules');
    expectClientTeamServerField(asRes(teams.reference_answered!));
    fails(() => expectClientTeamServerField(asRes(teams.expected_by_harness!)));
    expect((await ourAnswer(teams)).text).toBe(teams.reference_answered);
  });

  it('otp/otp-signs-in-existing-verified-user: no OTP method added', () => {
    const r = recorded('otp/otp-signs-in-existing-verified-user');
    expectNoOtpMethodAdded(JSON.parse(r.reference_answered!));
    fails(() => expectNoOtpMethodAdded(JSON.parse(r.expected_by_harness!)));
  });

  it('otp/sign-in-mail-code-line-and-legacy-client: a bare @stackframe/stack@2.5.37 gets the standard e-mail', () => {
    const r = recorded('otp/sign-in-mail-code-line-and-legacy-client');
    expect(r.request.headers['x-stack-client-version']).toBe('@stackframe/stack@2.5.37');
    const text = r.reference_answered!;
    const code = /\?code=([a-z0-9]+)/.exec(text)![1];
    expectStandardSignInMail({ text, code });
    fails(() => expectStandardSignInMail({ text: text.replace(/^[A-Z0-9]{6}$/m, ''), code }));
  });

  it('mfa/*: POST /users with a TOTP secret leaves requires_totp_mfa false', () => {
    for (const name of ['mfa/mfa-required-then-totp-sign-in', 'mfa/mfa-type-and-session-rules']) {
      const r = recorded(name);
      expect(JSON.parse(r.request.body!)).toHaveProperty('totp_secret_base64');
      expectMfaOffAfterCreate(JSON.parse(r.reference_answered!));
      fails(() => expectMfaOffAfterCreate(JSON.parse(r.expected_by_harness!)));
    }
  });

  it('oauth/connected-account-access-token-errors: the deprecated alias sends no x-stack-known-error', () => {
    const r = recorded('oauth/connected-account-access-token-errors');
    expect(r.reference_answered).toBe('(absent)');
    const body = JSON.stringify({ code: 'OAUTH_PROVIDER_NOT_FOUND_OR_NOT_ENABLED', error: 'The OAuth provider is not found or not enabled.' }, null, 2);
    expectAliasError(asRes(`400 application/json; charset=utf-8\n${body}`, { 'x-stack-known-error': '' }), 'OAUTH_PROVIDER_NOT_FOUND_OR_NOT_ENABLED');
    fails(() => expectAliasError(asRes(`400 application/json; charset=utf-8\n${body}`), 'OAUTH_PROVIDER_NOT_FOUND_OR_NOT_ENABLED'));
  });

  it('admin/internal-metrics-country-and-recent-activity: country headers alone (no browser User-Agent, no IP) count nowhere (ours too)', async () => {
    const r = recorded('admin/internal-metrics-country-and-recent-activity', 'users_by_country');
    expect(JSON.parse(r.reference_answered!)).toEqual({});
    const app = createMockServer({ passwordHash: { memoryCost: 1024, timeCost: 1, parallelism: 1 } });
    const client = { 'x-stack-project-id': DEV_KEYS.projectId, 'x-stack-access-type': 'client', 'x-stack-publishable-client-key': DEV_KEYS.publishableClientKey, 'content-type': 'application/json' };
    const countries: Record<string, string>[] = [{ 'cf-ipcountry': 'CH' }, { 'x-vercel-ip-country': 'BR' }];
    for (const [i, country] of countries.entries()) {
      const res = await app.request('http://localhost:8102/api/v1/auth/password/sign-up', {
        method: 'POST', headers: { ...client, ...country }, body: JSON.stringify({ email: `m${i}@example.com`, password: 'metrics-Password-1', verification_callback_url: 'http://localhost:3000/cb' }),
      });
      expect(res.status).toBe(200);
    }
    const admin = { 'x-stack-project-id': DEV_KEYS.projectId, 'x-stack-access-type': 'admin', 'x-stack-super-secret-admin-key': DEV_KEYS.superSecretAdminKey };
    const m = (await (await app.request('http://localhost:8102/api/v1/internal/metrics', { headers: admin })).json()) as { users_by_country: object };
    expect(m.users_by_country).toEqual(JSON.parse(r.reference_answered!));
  });

  it('projects/create-project-with-config-201, passkey/fixed-test-challenge-recorded-credential: lost projects under concurrent creation', () => {
    // Both failed only in the parallel run: the owner's admin token was refused on a project lost by the race.
    // The harness now creates projects one at a time (one-project-at-a-time.test.ts proves the serialisation).
    const projects = recorded('projects/create-project-with-config-201');
    knownError(asRes(projects.reference_answered!), 'ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN');
    expect(recorded('passkey/fixed-test-challenge-recorded-credential').check).toContain('ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN');
  });
});
