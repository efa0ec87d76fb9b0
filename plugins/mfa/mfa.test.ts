import { afterEach, describe, expect, it } from 'vitest';
import { createClient } from '../../kernel/create-client.js';
import { DEV_KEYS } from '../../mock-server/store/seed.js';
import { password } from '../password/index.js';
import { isMfaRequired, mfaAttemptCode } from './attempt.js';
import { totp } from './host/totp.js';
import { mfa, type MfaOptions } from './mfa.js';
import { base32, otpauthUri } from './secret.js';
import { RFC6238_SHA1_SECRET } from './vectors.js';
import { BASE_URL, createMfaKit, type MfaKit } from './test-kit.js';

const PW = 'correct horse battery';
const clients: { dispose(): void }[] = [];
afterEach(() => clients.splice(0).forEach((c) => c.dispose()));

let seq = 0;
function client(k: MfaKit, options?: MfaOptions) {
  const c = createClient({
    projectId: DEV_KEYS.projectId,
    publishableClientKey: DEV_KEYS.publishableClientKey,
    baseUrl: BASE_URL,
    fetch: (input, init) => k.app.request(input, init),
    clock: { now: () => k.clock.ms },
    uniqueIdentifier: `mfa-test-${++seq}`,
    plugins: [password(), mfa(options)],
  });
  clients.push(c);
  return c;
}

/** The secret the host stored for `userId`. */
const storedSecret = (k: MfaKit, userId: string) => Buffer.from(k.host.users.get(userId)!.totp_secret_base64!, 'base64');

describe('mfa() against the in-process host', () => {
  it('enable → sign-out → password sign-in asks for MFA (attempt captured) → mfa.signIn stores the session', async () => {
    const k = createMfaKit();
    const userId = await k.user('ann@example.com', PW, null);
    const c = client(k);
    expect((await c.password.signIn({ email: 'ann@example.com', password: PW })).error).toBeNull();

    const on = await c.mfa.enable();
    expect(on.error).toBeNull();
    const secret = storedSecret(k, userId);
    expect(secret).toHaveLength(20);
    expect(on.data!.secret).toBe(base32(secret));
    expect(on.data!.uri).toBe(`otpauth://totp/Stack%20Dashboard:ann%40example.com?secret=${base32(secret)}&issuer=Stack%20Dashboard&algorithm=SHA1&digits=6&period=30`);
    expect(on.data!.user.isMultiFactorRequired).toBe(true);
    expect((await c.getUser())?.isMultiFactorRequired).toBe(true);

    await c.signOut({ redirectUrl: null });
    const first = await c.password.signIn({ email: 'ann@example.com', password: PW });
    expect(first.error?.code).toBe('MULTI_FACTOR_AUTHENTICATION_REQUIRED');
    expect(c.kernel.session.get()).toEqual({ accessToken: null, refreshToken: null });
    const attempt = c.mfa.pendingAttempt();
    expect(attempt).toBe(mfaAttemptCode(first));
    expect(attempt).toMatch(/^[0-9a-z]{45}$/);

    const right = totp(secret, k.clock.ms);
    const wrong = await c.mfa.signIn({ totp: right === '000000' ? '111111' : '000000' });
    expect([wrong.error?.code, wrong.error?.message]).toEqual(['INVALID_TOTP_CODE', 'The TOTP code is invalid. Please try again.']);
    expect(c.mfa.pendingAttempt()).toBe(attempt);

    const done = await c.mfa.signIn({ totp: right });
    expect(done).toEqual({ data: { userId: userId, isNewUser: false }, error: null });
    expect(c.mfa.pendingAttempt()).toBeNull();
    expect((await c.getUser())?.id).toBe(userId);
  });

  it('prepare + enable({ setup, code }): a wrong code stores nothing; the right one stores the prepared secret', async () => {
    const k = createMfaKit();
    const userId = await k.user('pat@example.com', PW, null);
    const c = client(k);
    await c.password.signIn({ email: 'pat@example.com', password: PW });
    const setup = await c.mfa.prepare({ issuer: 'Acme' });
    expect(setup.data!.uri).toBe(`otpauth://totp/Acme:pat%40example.com?secret=${setup.data!.secret}&issuer=Acme&algorithm=SHA1&digits=6&period=30`);
    expect(k.host.users.get(userId)!.totp_secret_base64).toBeNull();
    const bytes = Buffer.from(setup.data!.secretBase64, 'base64');
    expect(base32(bytes)).toBe(setup.data!.secret);
    const right = totp(bytes, k.clock.ms);
    const wrong = await c.mfa.enable({ setup: setup.data!, code: right === '000000' ? '111111' : '000000' });
    expect([wrong.error?.code, wrong.error?.message]).toEqual(['INVALID_TOTP_CODE', 'The TOTP code is invalid. Please try again.']);
    expect(k.host.users.get(userId)!.totp_secret_base64).toBeNull();
    const on = await c.mfa.enable({ setup: setup.data!, code: right });
    expect(on.data).toMatchObject({ secret: setup.data!.secret, user: { isMultiFactorRequired: true } });
    expect(k.host.users.get(userId)!.totp_secret_base64).toBe(setup.data!.secretBase64);
    expect((await client(k).mfa.prepare()).error?.code).toBe('CANNOT_GET_OWN_USER_WITHOUT_USER');
  });

  it('disable lifts the gate', async () => {
    const k = createMfaKit();
    const userId = await k.user('bo@example.com', PW);
    const c = client(k);
    const r = await c.password.signIn({ email: 'bo@example.com', password: PW });
    await c.mfa.signIn({ attemptCode: mfaAttemptCode(r)!, totp: totp(storedSecret(k, userId), k.clock.ms) });
    const off = await c.mfa.disable();
    expect(off.data?.isMultiFactorRequired).toBe(false);
    expect(k.host.users.get(userId)!.totp_secret_base64).toBeNull();
    await c.signOut({ redirectUrl: null });
    expect((await c.password.signIn({ email: 'bo@example.com', password: PW })).error).toBeNull();
  });

  it('attempts expire after 5 minutes (client clock; the server says VERIFICATION_CODE_EXPIRED); enable needs a session', async () => {
    const k = createMfaKit();
    const userId = await k.user('cy@example.com', PW);
    const c = client(k);
    await c.password.signIn({ email: 'cy@example.com', password: PW });
    const code = c.mfa.pendingAttempt()!;
    expect(code).not.toBeNull();
    k.clock.ms += 5 * 60_000 - 1;
    expect(c.mfa.pendingAttempt()).toBe(code);
    k.clock.ms += 1;
    expect(c.mfa.pendingAttempt()).toBeNull();
    await expect(c.mfa.signIn({ totp: '123456' })).rejects.toThrow('no attempt code');
    const late = await c.mfa.signIn({ attemptCode: code, totp: totp(storedSecret(k, userId), k.clock.ms) });
    expect(late.error?.code).toBe('VERIFICATION_CODE_EXPIRED');
    const signedOut = await c.mfa.enable();
    expect(signedOut.error?.code).toBe('CANNOT_GET_OWN_USER_WITHOUT_USER');
  });

  it('a sign-in some other way drops the pending attempt; the attempt survives a new client in the same tab (sessionStorage)', async () => {
    const k = createMfaKit();
    await k.user('el@example.com', PW);
    await k.user('plain@example.com', PW, null);
    const store = new Map<string, string>();
    const g = globalThis as { sessionStorage?: unknown };
    g.sessionStorage = { getItem: (x: string) => store.get(x) ?? null, setItem: (x: string, v: string) => void store.set(x, v), removeItem: (x: string) => void store.delete(x) };
    try {
      const c = client(k);
      await c.password.signIn({ email: 'el@example.com', password: PW });
      const code = c.mfa.pendingAttempt();
      expect(code).not.toBeNull();
      expect(JSON.parse(store.get('tinyauth.mfa-attempt.internal')!)).toEqual({ code, at: k.clock.ms });
      expect(client(k).mfa.pendingAttempt()).toBe(code);
      expect((await c.password.signIn({ email: 'plain@example.com', password: PW })).error).toBeNull();
      expect(c.mfa.pendingAttempt()).toBeNull();
      expect(store.size).toBe(0);
    } finally {
      delete g.sessionStorage;
    }
  });

  it('captureAttempts: false leaves the kernel alone; rememberAttempt keeps a code by hand', async () => {
    const k = createMfaKit();
    await k.user('di@example.com', PW);
    const c = client(k, { captureAttempts: false });
    const r = await c.password.signIn({ email: 'di@example.com', password: PW });
    expect(isMfaRequired(r)).toBe(true);
    expect(c.mfa.pendingAttempt()).toBeNull();
    let told = 0;
    const stop = c.mfa.subscribe(() => told++);
    expect(c.mfa.rememberAttempt(r)).toBe(mfaAttemptCode(r));
    expect(c.mfa.pendingAttempt()).toBe(mfaAttemptCode(r));
    c.mfa.setPendingAttempt(null);
    stop();
    c.mfa.setPendingAttempt('x');
    expect(told).toBe(2);
    expect(c.mfa.rememberAttempt({ data: 1, error: null })).toBeNull();
  });
});

describe('pure helpers', () => {
  it('mfaAttemptCode / isMfaRequired read errors and Results', () => {
    const e = { code: 'MULTI_FACTOR_AUTHENTICATION_REQUIRED', message: 'm', details: { attempt_code: 'abc' } };
    expect(mfaAttemptCode(e)).toBe('abc');
    expect(mfaAttemptCode({ data: null, error: e })).toBe('abc');
    expect(isMfaRequired({ data: null, error: e })).toBe(true);
    expect(mfaAttemptCode({ code: 'INVALID_TOTP_CODE', details: { attempt_code: 'abc' } })).toBeNull();
    expect(mfaAttemptCode({ code: 'MULTI_FACTOR_AUTHENTICATION_REQUIRED' })).toBeNull();
    expect(mfaAttemptCode(null)).toBeNull();
    expect(isMfaRequired('MULTI_FACTOR_AUTHENTICATION_REQUIRED')).toBe(false);
  });

  it('base32 (RFC 4648) and the otpauth URI', () => {
    const enc = new TextEncoder();
    expect(base32(enc.encode(RFC6238_SHA1_SECRET))).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(['', 'f', 'fo', 'foo', 'foob', 'fooba', 'foobar'].map((s) => base32(enc.encode(s)))).toEqual(['', 'MY', 'MZXQ', 'MZXW6', 'MZXW6YQ', 'MZXW6YTB', 'MZXW6YTBOI']);
    expect(otpauthUri(enc.encode('foobar'), 'A&B Co', 'x y')).toBe('otpauth://totp/A%26B%20Co:x%20y?secret=MZXW6YTBOI&issuer=A%26B%20Co&algorithm=SHA1&digits=6&period=30');
  });
});
