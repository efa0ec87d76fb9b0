import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { useTestHost } from '../testing/use-test-host.js';
import { DEV_KEYS } from '../store/seed.js';

const t = useTestHost({ publicUrl: 'http://localhost:8102' });

const authorizePath = () => `/api/v1/auth/oauth/authorize/github?${new URLSearchParams({
  client_id: DEV_KEYS.projectId, client_secret: DEV_KEYS.publishableClientKey, redirect_uri: 'http://localhost:3000/handler/oauth-callback',
  scope: 'legacy', state: 's', grant_type: 'authorization_code', code_challenge: createHash('sha256').update('v').digest('base64url'),
  code_challenge_method: 'S256', response_type: 'code',
})}`;

describe('URLs the host builds (item 9)', () => {
  it('the OAuth authorize redirect uses the configured public URL, not the request Host header', async () => {
    const res = await t.api().get(authorizePath()).set('host', '127.0.0.1:9999').redirects(0);
    expect(res.status).toBe(307);
    const to = new URL(res.headers.location);
    expect(to.origin + to.pathname).toBe('http://localhost:8102/__dev/oauth-provider/authorize');
    expect(to.searchParams.get('redirect_uri')).toBe('http://localhost:8102/api/v1/auth/oauth/callback/github');
  });

  it('another loopback name on the public URL\'s own port keeps its origin (the OAuth cookie stays on it)', async () => {
    const res = await t.api().get(authorizePath()).set('host', '127.0.0.1:8102').redirects(0);
    expect(new URL(res.headers.location).origin).toBe('http://127.0.0.1:8102');
  });

  it('a Host outside the allow-list never reaches the route', async () => {
    const res = await t.api().get(authorizePath()).set('host', 'evil.example').redirects(0);
    expect(res.status).toBe(421);
    expect(res.headers.location).toBeUndefined();
  });
});
