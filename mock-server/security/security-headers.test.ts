import { describe, expect, it } from 'vitest';
import { createMockServer } from '../create-mock-server.js';
import { DEV_KEYS } from '../store/seed.js';
import { mountPlayground } from '../cli.js';
import { HTML_SECURITY_HEADERS } from './security-headers.js';

const app = createMockServer({ passwordHash: { memoryCost: 8, timeCost: 1, parallelism: 1 } });
void mountPlayground(app);
const get = (path: string, headers: Record<string, string> = {}) => app.request(`http://localhost:8102${path}`, { headers });

describe('security headers (item 11)', () => {
  it('HTML pages (playground, handler, mailbox, OAuth dev provider) send CSP, no framing, nosniff and a referrer policy', async () => {
    const pages = ['/', '/handler/sign-in', '/mailbox', '/mailbox?to=ada', '/__dev/oauth-provider/authorize?client_id=MOCK&redirect_uri=http://localhost:8102/api/v1/auth/oauth/callback/github&response_type=code'];
    for (const path of pages) {
      const res = await get(path);
      expect([path, res.status, res.headers.get('content-type')]).toEqual([path, 200, 'text/html; charset=utf-8']);
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('same-origin');
    }
  }, 60_000);

  it('API responses keep exactly the hosted API headers', async () => {
    const res = await get('/api/v1/projects/current', { 'x-stack-project-id': 'internal', 'x-stack-access-type': 'client', 'x-stack-publishable-client-key': DEV_KEYS.publishableClientKey, accept: 'text/html' });
    expect([...res.headers.keys()].sort()).toEqual([
      'access-control-allow-headers', 'access-control-allow-methods', 'access-control-allow-origin', 'access-control-expose-headers',
      'access-control-max-age', 'cache-control', 'content-type', 'x-stack-request-id',
    ]);
    for (const h of Object.keys(HTML_SECURITY_HEADERS)) expect(res.headers.get(h)).toBeNull();
  });
});
