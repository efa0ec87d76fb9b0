import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createClient, type ClientOptions } from './create-client.js';
import { PCK, PROJECT } from './test-host.js';
import { useTestClients } from './test-clients.js';

const { t: env, client, navigate } = useTestClients('tu');

describe('trusted-URL check on every redirect', () => {
  it('allows same-origin and relative URLs, refuses others with REDIRECT_URL_NOT_TRUSTED', async () => {
    const c = client();
    expect((await c.kernel.redirect('/somewhere')).error).toBeNull();
    expect((await c.kernel.redirect('http://app.test/x')).error).toBeNull();
    const r = await c.kernel.redirect('https://evil.example.com/');
    expect(r.error).toMatchObject({ code: 'REDIRECT_URL_NOT_TRUSTED', details: { url: 'https://evil.example.com/' } });
    expect(r.error?.message).toBe(
      'Redirect URL is not trusted: https://evil.example.com/ (createClient options: trustedDomains, appUrl, allowLocalhost)',
    );
    expect(navigate).toHaveBeenCalledTimes(2);
    expect((await c.signOut({ redirectUrl: 'https://evil.example.com/' })).error?.code).toBe('REDIRECT_URL_NOT_TRUSTED');
    expect(navigate).toHaveBeenCalledTimes(2);
  });

  it('compares scheme, host and port with trustedDomains; localhost only when allowed', async () => {
    const c = client({ trustedDomains: ['https://shop.example.com'] });
    expect(await c.kernel.isTrustedUrl('https://shop.example.com/cart?x')).toBe(true);
    expect(await c.kernel.isTrustedUrl('http://shop.example.com/cart')).toBe(false);
    expect(await c.kernel.isTrustedUrl('https://shop.example.com:8443/')).toBe(false);
    expect(await c.kernel.isTrustedUrl('https://evil-shop.example.com/')).toBe(false);
    expect(await c.kernel.isTrustedUrl('javascript:alert(1)')).toBe(false);
    expect(await c.kernel.isTrustedUrl('http://localhost:3000/')).toBe(false);
    const dev = client({ allowLocalhost: true });
    for (const u of ['http://localhost:3000/', 'http://app.localhost/', 'http://127.0.0.1:8080/']) expect(await dev.kernel.isTrustedUrl(u)).toBe(true);
  });

  it('without a current page (server) relative URLs stay trusted, absolute ones need trustedDomains', async () => {
    const c = client({ currentUrl: () => null, trustedDomains: ['https://app.example.com'] });
    expect(await c.kernel.isTrustedUrl('/handler/sign-in')).toBe(true);
    expect(await c.kernel.isTrustedUrl('//evil.example.com/x')).toBe(false);
    expect(await c.kernel.isTrustedUrl('https://app.example.com/x')).toBe(true);
    expect(await c.kernel.isTrustedUrl('https://evil.example.com/x')).toBe(false);
    // no navigate and no browser location: a redirect is a programmer error
    const bare = createClient({ projectId: PROJECT, fetch: env.host.fetch, currentUrl: () => null, uniqueIdentifier: "tu-bare" });
    await expect(bare.kernel.redirect('/x')).rejects.toThrow(/navigate/);
  });

  it('appUrl is trusted like a trustedDomains entry', async () => {
    const c = client({ currentUrl: () => null, appUrl: 'https://app.example.com' });
    expect(await c.kernel.isTrustedUrl('https://app.example.com/handler/sign-in')).toBe(true);
    expect(await c.kernel.isTrustedUrl('https://other.example.com/')).toBe(false);
  });

  it("without the admin plugin an admin client does not read the project's domains (the admin plugin adds them)", async () => {
    const c = client({ superSecretAdminKey: 'sak' });
    expect(await c.kernel.isTrustedUrl('https://admin-trusted.example.com/x')).toBe(false);
    expect(env.host.counts.byRoute.get('GET /projects/current')).toBeUndefined();
  });
});
