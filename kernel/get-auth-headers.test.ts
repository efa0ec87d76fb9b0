import { describe, expect, it } from 'vitest';
import { createClient } from './create-client.js';
import { getAuthHeaders } from './get-auth-headers.js';
import { createTestHost, PCK, PROJECT } from './test-host.js';
import { memoryTokenStore } from './token-store.js';

let n = 0;
async function setup() {
  let t = 1_750_000_000_000;
  const host = await createTestHost({ now: () => t, tokenLifetimeSec: 600 });
  const tokens = await host.signIn();
  let offline = false;
  const client = createClient({
    projectId: PROJECT,
    publishableClientKey: PCK,
    baseUrl: 'http://api.test',
    fetch: (url, init) => (offline ? Promise.reject(new TypeError('fetch failed')) : host.fetch(url, init)),
    clock: { now: () => t },
    random: () => 0,
    timers: { setTimeout: (fn) => (fn(), 0), clearTimeout: () => {} },
    tokenStore: memoryTokenStore(tokens),
    uniqueIdentifier: `auth-headers-${++n}`,
  });
  const header = async () => JSON.parse((await getAuthHeaders(client))['x-stack-auth']) as unknown;
  return { host, tokens, client, header, advance: (ms: number) => (t += ms), goOffline: () => (offline = true) };
}

describe('getAuthHeaders(client)', () => {
  it('returns x-stack-auth as the vendor SDK formats it: JSON {accessToken, refreshToken}', async () => {
    const { client, tokens, host } = await setup();
    const headers = await getAuthHeaders(client);
    expect(Object.keys(headers)).toEqual(['x-stack-auth']);
    expect(headers['x-stack-auth']).toBe(JSON.stringify({ accessToken: tokens.accessToken, refreshToken: tokens.refreshToken }));
    expect(host.counts.refresh).toBe(0);
    client.dispose();
  });

  it('refreshes an access token with under 20 s left before handing it out', async () => {
    const { header, tokens, host, advance, client } = await setup();
    advance(590_000);
    const h = (await header()) as { accessToken: string; refreshToken: string };
    expect(host.counts.refresh).toBe(1);
    expect(h.refreshToken).toBe(tokens.refreshToken);
    expect(h.accessToken).not.toBe(tokens.accessToken);
    client.dispose();
  });

  it('signed out: both null', async () => {
    const { header, client } = await setup();
    client.kernel.session.clear();
    expect(await header()).toEqual({ accessToken: null, refreshToken: null });
    client.dispose();
  });

  it('a failed refresh sends only the refresh token (never a stale access token)', async () => {
    const { header, tokens, advance, goOffline, client } = await setup();
    advance(600_000);
    goOffline();
    expect(await header()).toEqual({ accessToken: null, refreshToken: tokens.refreshToken });
    client.dispose();
  });
});
