import { describe, expect, it } from 'vitest';
import { SignJWT, decodeProtectedHeader, decodeJwt, jwtVerify } from 'jose';
import { AccessTokens, ISSUER } from './access-tokens.js';
import { KeyRing } from './project-keys.js';

const T0 = 1_700_000_000_000;
const setup = (now = { t: T0 }) => {
  const keys = new KeyRing('access-tokens-test-secret');
  return { keys, now, tokens: new AccessTokens(keys, () => now.t, 600_000) };
};
const segment = (token: string, i: number) => token.split('.')[i];

describe('AccessTokens (node:crypto ES256)', () => {
  it('signs the same header and claims, in the same order, as jose', async () => {
    const { keys, tokens } = setup();
    const ours = await tokens.sign('proj', 'user-1');
    const key = keys.forProject('proj');
    const iat = Math.floor(T0 / 1000);
    const theirs = await new SignJWT({ sub: 'user-1', branchId: 'main', iss: ISSUER })
      .setProtectedHeader({ alg: 'ES256', kid: key.kid })
      .setIssuedAt(iat)
      .setAudience('proj')
      .setExpirationTime(iat + 600)
      .sign(key.privateKey);
    expect([segment(ours, 0), segment(ours, 1)]).toEqual([segment(theirs, 0), segment(theirs, 1)]);
    expect(decodeProtectedHeader(ours)).toEqual({ alg: 'ES256', kid: key.kid });
    // jose accepts our signature, and we accept jose's.
    const { payload } = await jwtVerify(ours, key.publicKey, { issuer: ISSUER, algorithms: ['ES256'], currentDate: new Date(T0) });
    expect(payload).toEqual({ sub: 'user-1', branchId: 'main', iss: ISSUER, iat, aud: 'proj', exp: iat + 600 });
    expect(await tokens.verify(theirs)).toEqual({ ok: true, claims: { sub: 'user-1', aud: 'proj', iat, exp: iat + 600 } });
  });

  it('rejects a changed signature, payload or algorithm, and a wrong issuer', async () => {
    const { keys, tokens } = setup();
    const good = await tokens.sign('proj', 'user-1');
    const [h, p, s] = good.split('.');
    const sig = Buffer.from(s, 'base64url');
    sig[10] ^= 1;
    const otherPayload = Buffer.from(JSON.stringify({ ...decodeJwt(good), sub: 'admin' })).toString('base64url');
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${p}.`;
    const key = keys.forProject('proj');
    const wrongIss = await new SignJWT({ sub: 'u' }).setProtectedHeader({ alg: 'ES256', kid: key.kid }).setIssuer('https://evil.example').setAudience('proj').setExpirationTime(Math.floor(T0 / 1000) + 60).sign(key.privateKey);
    const crit = await new SignJWT({ sub: 'u', iss: ISSUER }).setProtectedHeader({ alg: 'ES256', crit: ['exp'] } as never).setAudience('proj').setExpirationTime(Math.floor(T0 / 1000) + 60).sign(key.privateKey).catch(() => null);
    for (const bad of [`${h}.${p}.${sig.toString('base64url')}`, `${h}.${otherPayload}.${s}`, none, wrongIss, 'x.y.z', 'garbage', `${h}.${p}`, ...(crit ? [crit] : [])]) {
      expect(await tokens.verify(bad), bad).toEqual({ ok: false, reason: 'unparsable' });
    }
    // Another project's key does not verify this project's token.
    const foreign = await setup().tokens.sign('other', 'user-1');
    const swapped = `${h}.${segment(foreign, 1)}.${segment(foreign, 2)}`;
    expect((await tokens.verify(swapped)).ok).toBe(false);
  });

  it('expires exactly at exp (no tolerance), even from the cache', async () => {
    const { tokens, now } = setup();
    const token = await tokens.sign('proj', 'user-1');
    const fresh = setup(now).tokens; // no cache: the full check
    now.t = T0 + 599_999;
    expect((await tokens.verify(token)).ok).toBe(true);
    now.t = T0 + 600_000;
    const expired = { ok: false, reason: 'expired', expiredAtMillis: T0 + 600_000 };
    expect(await tokens.verify(token)).toEqual(expired);
    expect(await fresh.verify(token)).toEqual(expired);
  });
});
