import { SignJWT } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { isAuthError, type FetchLike } from '../../kernel/index.js';
import { createMockServer, DEV_KEYS } from '../../mock-server/index.js';
import { deriveProjectKey } from '../../mock-server/tokens/project-keys.js';
import { startCountingHost, type CountingHost } from './test-loopback.js';
import { TokenVerificationError } from './token-verification-error.js';
import { ACCESS_TOKEN_ISSUER, verifyAccessToken } from './verify-access-token.js';

const T0 = 1_800_000_000_000;
const LIFETIME_MS = 600_000;
const P = DEV_KEYS.projectId;
/** The host's signing secret (the host draws a random one unless given). */
const SECRET = 'verify-access-token-test-secret';
let host: CountingHost;
let token: string;
let userId: string;
let n = 0;

/** A fetch of its own per test, so each test starts with an empty key cache (caches are per fetch function). */
const freshFetch = (): FetchLike => {
  const id = ++n;
  return (url, init) => fetch(url, { ...init, headers: { ...Object.fromEntries(new Headers(init.headers)), 'x-test': String(id) } });
};
const opts = (extra: Partial<Parameters<typeof verifyAccessToken>[1]> = {}) => ({
  projectId: P,
  baseUrl: host.url,
  clock: { now: () => T0 + 1000 },
  fetch: freshFetch(),
  ...extra,
});
/** Signs claims with the host's real key for `project` (to craft wrong-issuer, not-yet-valid… tokens). */
const sign = (claims: Record<string, unknown>, { project = P, kid, alg = 'ES256', secret = SECRET } = {} as { project?: string; kid?: string; alg?: string; secret?: string }) => {
  const key = deriveProjectKey(secret, project);
  return new SignJWT({ sub: userId, branchId: 'main', iss: ACCESS_TOKEN_ISSUER, aud: project, iat: T0 / 1000, exp: (T0 + LIFETIME_MS) / 1000, ...claims })
    .setProtectedHeader({ alg, kid: kid ?? key.kid })
    .sign(key.privateKey);
};
const reasonOf = async (t: unknown, o = opts()) => {
  const r = await verifyAccessToken(t, o);
  expect(r.data).toBeNull();
  expect(r.error).toBeInstanceOf(TokenVerificationError);
  return (r.error as TokenVerificationError).reason;
};

beforeAll(async () => {
  host = await startCountingHost({ now: () => T0, accessTokenLifetimeMs: LIFETIME_MS, serverSecret: SECRET });
  const u = await host.user('ada@example.com', 'correct horse battery');
  token = u.access_token;
  userId = u.user_id;
});
afterAll(() => host.close());
afterEach(() => vi.useRealTimers());

describe('verifyAccessToken with tokens the host signed', () => {
  it('returns the typed claims of a valid token', async () => {
    const r = await verifyAccessToken(token, opts());
    expect(r.error).toBeNull();
    expect(r.data).toEqual({
      userId,
      projectId: P,
      branchId: 'main',
      refreshTokenId: null,
      isAnonymous: null,
      issuedAt: new Date(T0),
      expiresAt: new Date(T0 + LIFETIME_MS),
    });
  });

  it('reads refreshTokenId and isAnonymous when the token carries them', async () => {
    const r = await verifyAccessToken(await sign({ refreshTokenId: 'rt-1', isAnonymous: false }), opts());
    expect(r.data).toMatchObject({ refreshTokenId: 'rt-1', isAnonymous: false });
  });

  it('fetches the JWKS once, then verifies from the cache', async () => {
    const before = host.jwksFetches();
    const o = opts();
    for (let i = 0; i < 20; i++) expect((await verifyAccessToken(token, o)).error).toBeNull();
    expect(host.jwksFetches() - before).toBe(1);
  });

  it('expired: past exp beyond the tolerance (default 5 s), configurable', async () => {
    const at = (ms: number, extra = {}) => opts({ clock: { now: () => T0 + LIFETIME_MS + ms }, ...extra });
    expect((await verifyAccessToken(token, at(4_000))).error).toBeNull();
    expect(await reasonOf(token, at(6_000))).toBe('expired');
    expect(await reasonOf(token, at(1_000, { clockToleranceSec: 0 }))).toBe('expired');
    expect((await verifyAccessToken(token, at(50_000, { clockToleranceSec: 60 }))).error).toBeNull();
    const r = await verifyAccessToken(token, at(6_000));
    expect(r.error).toMatchObject({ code: 'ACCESS_TOKEN_EXPIRED', status: 401, reason: 'expired' });
    expect(isAuthError(r.error)).toBe(true);
  });

  it('not yet valid: nbf or iat in the future', async () => {
    expect(await reasonOf(await sign({ nbf: T0 / 1000 + 60 }))).toBe('not_yet_valid');
    expect((await verifyAccessToken(await sign({ nbf: T0 / 1000 + 3 }), opts())).error).toBeNull();
  });

  it('tampered: changed claims or signature → bad_signature', async () => {
    const [h, p, s] = token.split('.');
    const claims = JSON.parse(Buffer.from(p, 'base64url').toString()) as Record<string, unknown>;
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: 'someone-else' })).toString('base64url');
    expect(await reasonOf(`${h}.${forged}.${s}`)).toBe('bad_signature');
    const flipped = s.slice(0, 10) + (s[10] === 'A' ? 'B' : 'A') + s.slice(11);
    expect(await reasonOf(`${h}.${p}.${flipped}`)).toBe('bad_signature');
    expect(await reasonOf(`${h}.${p}.`)).toBe('bad_signature');
    // same kid, another key
    expect(await reasonOf(await sign({}, { secret: 'another-secret', kid: deriveProjectKey(SECRET, P).kid }))).toBe('bad_signature');
  });

  it('a token of another project → wrong_audience, without fetching any keys', async () => {
    const other = await host.project();
    const foreign = (await host.user('bob@example.com', 'correct horse battery', other.project_id)).access_token;
    const before = host.jwksFetches();
    const r = await verifyAccessToken(foreign, opts());
    expect(r.error).toMatchObject({ reason: 'wrong_audience', code: 'INVALID_PROJECT_FOR_ACCESS_TOKEN' });
    expect(await reasonOf(await sign({ aud: undefined }))).toBe('wrong_audience');
    expect(host.jwksFetches()).toBe(before);
    // and the other project's own verification accepts it
    expect((await verifyAccessToken(foreign, opts({ projectId: other.project_id }))).data?.projectId).toBe(other.project_id);
  });

  it('wrong issuer, wrong algorithm, missing sub', async () => {
    expect(await reasonOf(await sign({ iss: 'https://evil.example' }))).toBe('wrong_issuer');
    expect(await reasonOf(await sign({ sub: undefined }))).toBe('malformed');
    expect(await reasonOf(await sign({ sub: 42 }))).toBe('malformed');
    const hs = await new SignJWT({ sub: userId, iss: ACCESS_TOKEN_ISSUER, aud: P, exp: T0 / 1000 + 600 })
      .setProtectedHeader({ alg: 'HS256', kid: deriveProjectKey(SECRET, P).kid })
      .sign(new TextEncoder().encode('x'.repeat(32)));
    expect(await reasonOf(hs)).toBe('bad_signature');
  });

  it('an unknown kid → unknown_key', async () => {
    expect(await reasonOf(await sign({}, { secret: 'another-secret' }))).toBe('unknown_key');
  });

  it('refetches the key set when it meets an unknown kid (key rotation), once the 30 s cooldown has passed', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: T0 });
    const rotated = createMockServer({ now: () => T0, serverSecret: 'rotated-secret', passwordHash: { memoryCost: 1024, timeCost: 1, parallelism: 1 } });
    let current: 'old' | 'new' = 'old';
    let fetches = 0;
    const fetchFn: FetchLike = (url, init) => {
      fetches++;
      return current === 'old' ? fetch(url, init) : rotated.fetch(new Request(url, init));
    };
    const o = opts({ fetch: fetchFn });
    expect((await verifyAccessToken(token, o)).error).toBeNull();
    current = 'new';
    const newToken = await sign({}, { secret: 'rotated-secret' });
    vi.setSystemTime(T0 + 31_000);
    const r = await verifyAccessToken(newToken, o);
    expect(r.error).toBeNull();
    expect(fetches).toBe(2);
    expect((await verifyAccessToken(newToken, o)).error).toBeNull();
    expect(fetches).toBe(2);
  });

  it('an unreachable or failing JWKS → jwks_unavailable (503), never a throw', async () => {
    const closed = await startCountingHost();
    const url = closed.url;
    await closed.close();
    const r = await verifyAccessToken(token, opts({ baseUrl: url }));
    expect(r.error).toMatchObject({ reason: 'jwks_unavailable', code: 'NETWORK_ERROR', status: 503 });
    // unknown project on the host: 404 text
    const ghost = await sign({}, { project: 'no-such-project' });
    expect(await reasonOf(ghost, opts({ projectId: 'no-such-project' }))).toBe('jwks_unavailable');
  });
});

describe('verifyAccessToken with junk', () => {
  const junk: unknown[] = [
    undefined, null, 42, {}, [], true, 'x', 'a.b', 'a.b.c', '...', '....', 'a.b.c.d.e', ' '.repeat(10_000), 'é.ü.ß',
    `${Buffer.from('{"alg":"ES256"}').toString('base64url')}.${Buffer.from('not json').toString('base64url')}.sig`,
    `${Buffer.from('[1]').toString('base64url')}.${Buffer.from('{}').toString('base64url')}.sig`,
    `${Buffer.from('{"alg":"ES256"}').toString('base64url')}.${Buffer.from('null').toString('base64url')}.sig`,
  ];
  it.each(junk.map((j) => [j]))('%j → a typed error, no throw, no key fetch', async (value) => {
    const before = host.jwksFetches();
    const r = await verifyAccessToken(value, opts());
    expect(r.data).toBeNull();
    expect(r.error).toBeInstanceOf(TokenVerificationError);
    expect(['missing', 'malformed', 'wrong_audience']).toContain((r.error as TokenVerificationError).reason);
    expect(host.jwksFetches()).toBe(before);
  });

  it('no token → missing; a missing projectId is a programmer error (throws a plain Error)', async () => {
    expect(await reasonOf('')).toBe('missing');
    expect(await reasonOf(null)).toBe('missing');
    await expect(verifyAccessToken(token, {} as never)).rejects.toThrow(/projectId/);
  });
});
