import { describe, expect, it, vi } from 'vitest';
import { systemTimers } from './env.js';
import { readRequestTokens, requestTokenStore, type RequestLike } from './request-token-store.js';

const ctx = { projectId: 'p1', timers: systemTimers };
const JWT = 'eyJhbGciOiJFUzI1NiJ9.eyJzdWIiOiJ1In0.c2ln';
const xStackAuth = (v: unknown) => JSON.stringify(v);
const cookie = `stack-refresh-p1=r-cookie; stack-access=${encodeURIComponent('["r-cookie","a-cookie"]')}`;

/** Reads a request and collects the diagnostics. */
function read(request: RequestLike) {
  const logs: string[] = [];
  return { tokens: readRequestTokens(request, 'p1', { logger: { warn: (m: string) => logs.push(m) } }), logs };
}

describe('requestTokenStore: sources', () => {
  it('reads the x-stack-auth header JSON (Fetch Request)', () => {
    const req = new Request('http://app/', { headers: { 'x-stack-auth': xStackAuth({ accessToken: 'a', refreshToken: 'r' }) } });
    expect(requestTokenStore(req)(ctx).get()).toEqual({ accessToken: 'a', refreshToken: 'r' });
  });

  it('reads the cookies of a Fetch Request or a Node-style headers object', () => {
    expect(requestTokenStore(new Request('http://app/', { headers: { cookie } }))(ctx).get()).toEqual({ accessToken: 'a-cookie', refreshToken: 'r-cookie' });
    expect(requestTokenStore({ headers: { cookie: `__Host-${cookie.split('; ')[0]}` } })(ctx).get()).toEqual({ accessToken: null, refreshToken: 'r-cookie' });
    expect(requestTokenStore({ headers: { cookie: ['a=1', 'stack-refresh-p1=r2'] } })(ctx).get()).toEqual({ accessToken: null, refreshToken: 'r2' });
    expect(requestTokenStore({ headers: {} })(ctx).get()).toEqual({ accessToken: null, refreshToken: null });
  });

  it('reads Authorization: Bearer <access token> (any case, surrounding spaces)', () => {
    expect(read({ headers: { authorization: `Bearer ${JWT}` } }).tokens).toEqual({ accessToken: JWT, refreshToken: null });
    expect(read(new Request('http://app/', { headers: { Authorization: ` bearer  ${JWT} ` } })).tokens).toEqual({ accessToken: JWT, refreshToken: null });
  });

  it('keeps changes in memory for the request', () => {
    const store = requestTokenStore({ headers: { authorization: `Bearer ${JWT}` } })(ctx);
    store.set({ accessToken: 'new', refreshToken: 'r' });
    expect(store.get()).toEqual({ accessToken: 'new', refreshToken: 'r' });
  });
});

describe('requestTokenStore: order (cookies, then x-stack-auth, then Bearer)', () => {
  const all = { cookie, 'x-stack-auth': xStackAuth({ accessToken: 'a-header', refreshToken: 'r-header' }), authorization: `Bearer ${JWT}` };

  it('cookies win over both headers', () => {
    expect(read({ headers: all }).tokens).toEqual({ accessToken: 'a-cookie', refreshToken: 'r-cookie' });
  });

  it('x-stack-auth wins over Bearer when there are no session cookies', () => {
    expect(read({ headers: { ...all, cookie: 'theme=dark' } }).tokens).toEqual({ accessToken: 'a-header', refreshToken: 'r-header' });
  });

  it('Bearer is used last', () => {
    expect(read({ headers: { authorization: all.authorization, cookie: 'stack-refresh-other=x' } }).tokens).toEqual({ accessToken: JWT, refreshToken: null });
  });

  it('a signed-out x-stack-auth ({accessToken: null, refreshToken: null}) is a valid, empty session', () => {
    const r = read({ headers: { 'x-stack-auth': xStackAuth({ accessToken: null, refreshToken: null }), authorization: all.authorization } });
    expect(r).toEqual({ tokens: { accessToken: null, refreshToken: null }, logs: [] });
  });
});

describe('requestTokenStore: malformed headers are ignored with a diagnostic, never thrown', () => {
  const bearer = { authorization: `Bearer ${JWT}` };
  it.each([
    ['not JSON', 'nope', /not JSON/],
    ['a JSON string', '"token"', /JSON object/],
    ['JSON null', 'null', /JSON object/],
    ['a JSON array', '["a","r"]', /JSON object/],
    ['a number token', xStackAuth({ accessToken: 5 }), /must be strings/],
  ])('x-stack-auth %s → unauthenticated (Bearer not consulted)', (_name, value, diagnostic) => {
    const r = read({ headers: { 'x-stack-auth': value, ...bearer } });
    expect(r.tokens).toEqual({ accessToken: null, refreshToken: null });
    expect(r.logs).toHaveLength(1);
    expect(r.logs[0]).toMatch(/x-stack-auth/);
    expect(r.logs[0]).toMatch(diagnostic);
    expect(() => requestTokenStore({ headers: { 'x-stack-auth': value } })(ctx)).not.toThrow();
  });

  it.each(['Bearer', 'Bearer ', 'Bearer not-a-jwt', 'Bearer a.b.c d.e.f', 'Bearer a.b.c%'])('Authorization %j → unauthenticated with a diagnostic', (value) => {
    const r = read({ headers: { authorization: value } });
    expect(r.tokens).toEqual({ accessToken: null, refreshToken: null });
    expect(r.logs).toEqual(['[tinyauth] Ignoring Authorization header: Bearer value is not a JWT']);
  });

  it('other Authorization schemes are not ours: skipped without a diagnostic', () => {
    expect(read({ headers: { authorization: 'Basic dXNlcjpwYXNz' } })).toEqual({ tokens: { accessToken: null, refreshToken: null }, logs: [] });
  });

  it('junk requests and a throwing logger do not throw', () => {
    for (const junk of [{ headers: null }, { headers: { get: () => { throw new Error('boom'); } } }, {}] as unknown as RequestLike[]) {
      const r = read(junk);
      expect(r.tokens).toEqual({ accessToken: null, refreshToken: null });
      expect(r.logs[0]).toMatch(/^\[tinyauth\] Ignoring request headers/);
    }
    const logger = {
      warn: () => {
        throw new Error('logger down');
      },
    };
    expect(readRequestTokens({ headers: { 'x-stack-auth': '{' } }, 'p1', { logger })).toEqual({ accessToken: null, refreshToken: null });
  });

  it('without a logger nothing is printed', () => {
    const spies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((m) => vi.spyOn(console, m).mockImplementation(() => {}));
    expect(readRequestTokens({ headers: { 'x-stack-auth': '{' } }, 'p1')).toEqual({ accessToken: null, refreshToken: null });
    for (const spy of spies) expect(spy).not.toHaveBeenCalled();
    vi.restoreAllMocks();
  });
});
