import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { createMockServer } from '../create-mock-server.js';
import { DEV_KEYS } from '../store/seed.js';

const app = createMockServer({ passwordHash: { memoryCost: 8, timeCost: 1, parallelism: 1 } });
const ORIGIN = 'http://localhost:8102';

function authorize(extra: Record<string, string>) {
  const q = new URLSearchParams({
    client_id: DEV_KEYS.projectId, client_secret: DEV_KEYS.publishableClientKey, redirect_uri: 'http://localhost:3000/handler/oauth-callback',
    scope: 'legacy', state: 'outer', grant_type: 'authorization_code', code_challenge: createHash('sha256').update('v'.repeat(43)).digest('base64url'),
    code_challenge_method: 'S256', response_type: 'code', ...extra,
  });
  return app.request(`${ORIGIN}/api/v1/auth/oauth/authorize/github?${q}`);
}

describe('OAuth redirect targets (round 2, items 5 and 6)', () => {
  it('after_callback_redirect_url must pass the trusted-URL rule where the flow starts', async () => {
    for (const bad of ['javascript:alert(document.domain)', 'https://evil.example/phish', '//evil', 'data:text/html,<script>alert(1)</script>']) {
      const res = await authorize({ after_callback_redirect_url: bad });
      expect([bad, res.status, res.headers.get('x-stack-known-error')]).toEqual([bad, 400, 'REDIRECT_URL_NOT_WHITELISTED']);
      expect(res.headers.get('set-cookie')).toBeNull();
    }
    const fine = await authorize({ after_callback_redirect_url: 'http://localhost:3000/projects/7' });
    expect(fine.status).toBe(307);
  });

  it('the dev OAuth provider sends the browser only to this host’s own callback', async () => {
    const provider = (q: Record<string, string>) => app.request(`${ORIGIN}/__dev/oauth-provider/authorize?${new URLSearchParams({ client_id: 'github', response_type: 'code', state: 's', ...q })}`, { headers: { 'sec-fetch-site': 'cross-site' } });
    for (const elsewhere of ['https://evil.example/steal', 'http://localhost:3000/cb', `${ORIGIN}/elsewhere`, `${ORIGIN}/api/v1/auth/oauth/callback/github?x=1`, 'http://127.0.0.1:9/api/v1/auth/oauth/callback/github']) {
      for (const q of [{ deny: '1' }, { login_hint: 'ada@example.com' }, {}] as Record<string, string>[]) {
        const res = await provider({ redirect_uri: elsewhere, ...q });
        expect([elsewhere, q, res.status, res.headers.get('location')]).toEqual([elsewhere, q, 400, null]);
        expect(await res.text()).toMatch(/^invalid_request: redirect_uri must be this host's OAuth callback/);
      }
    }
    const own = await provider({ redirect_uri: `${ORIGIN}/api/v1/auth/oauth/callback/github`, deny: '1' });
    expect([own.status, own.headers.get('location')]).toEqual([302, `${ORIGIN}/api/v1/auth/oauth/callback/github?error=access_denied&state=s`]);
  });

  it('the dev OAuth provider reads its form with the body limit', async () => {
    const big = new ReadableStream<Uint8Array>({
      start(c) {
        const chunk = new Uint8Array(1024 * 1024).fill(0x61);
        for (let i = 0; i < 20; i++) c.enqueue(chunk);
        c.close();
      },
    });
    const res = await app.request(`${ORIGIN}/__dev/oauth-provider/authorize`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: big, duplex: 'half' } as RequestInit);
    expect([res.status, await res.text()]).toEqual([413, 'Request body too large']);
  });
});
