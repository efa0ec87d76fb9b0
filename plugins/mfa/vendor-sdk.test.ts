/**
 * The vendor SDK (@stackframe/js 2.7.23) against our host on loopback: its password sign-in meets
 * MULTI_FACTOR_AUTHENTICATION_REQUIRED, asks `prompt()` for the six digits and calls POST /auth/mfa/sign-in.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { register } from 'node:module';
import { startTestHost, type TestHost } from '../../mock-server/testing/test-host.js';
import { DEV_KEYS } from '../../mock-server/store/seed.js';
import { totp } from './host/totp.js';

register('../../mock-server/testing/extensionless-hook.mjs', import.meta.url);
type Vendor = typeof import('@stackframe/js');
let StackClientApp: Vendor['StackClientApp'];
let t: TestHost;

beforeAll(async () => {
  ({ StackClientApp } = (await import('@stackframe/js' as string)) as Vendor);
  t = await startTestHost();
});
afterAll(async () => {
  await t?.close();
  delete (globalThis as { prompt?: unknown }).prompt;
});

const PW = 'vendor-mfa-password';
const SECRET = new TextEncoder().encode('vendor-sdk-totp-secret');

/** The code for the host's current step (moves the host clock past a step edge first). */
function currentCode(): string {
  const left = 30_000 - (t.host.now() % 30_000);
  if (left < 3000) t.host.advanceClock(left + 1);
  return totp(SECRET, t.host.now());
}

describe('vendor SDK @stackframe/js 2.7.23 with TOTP', () => {
  it('signInWithCredential: prompt → /auth/mfa/sign-in; a wrong code is InvalidTotpCode', async () => {
    const email = `vendor-mfa-${Date.now()}@example.com`;
    const dev = await t.api().post('/__dev/users').send({ project_id: 'internal', email, password: PW });
    const userId = dev.body.user_id as string;
    const server = await t.api()
      .patch(`/api/v1/users/${userId}`)
      .set({ 'x-stack-project-id': 'internal', 'x-stack-access-type': 'server', 'x-stack-secret-server-key': DEV_KEYS.secretServerKey })
      .send({ totp_secret_base64: Buffer.from(SECRET).toString('base64') });
    expect(server.body.requires_totp_mfa).toBe(true);

    const app = () => new StackClientApp({ projectId: 'internal', publishableClientKey: DEV_KEYS.publishableClientKey, baseUrl: t.url, tokenStore: 'memory', redirectMethod: 'none', noAutomaticPrefetch: true });
    const g = globalThis as { prompt?: (q: string) => string | null };
    const asked: string[] = [];

    g.prompt = (q) => (asked.push(q), currentCode() === '000000' ? '111111' : '000000');
    const wrong = await app().signInWithCredential({ email, password: PW, noRedirect: true });
    expect(wrong.status).toBe('error');
    expect(wrong.status === 'error' && wrong.error.message).toBe('The TOTP code is invalid. Please try again.');

    g.prompt = (q) => (asked.push(q), currentCode());
    const a = app();
    const right = await a.signInWithCredential({ email, password: PW, noRedirect: true });
    expect(right.status).toBe('ok');
    expect((await a.getUser())?.id).toBe(userId);
    expect(asked).toEqual(['Please enter the six-digit TOTP code from your authenticator app.', 'Please enter the six-digit TOTP code from your authenticator app.']);
  });
});
