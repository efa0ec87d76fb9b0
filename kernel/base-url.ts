/** The hosted API's origin, used when `createClient` gets no `baseUrl`. */
export const DEFAULT_BASE_URL = 'https://api.stack-auth.com';

/**
 * Checks the `baseUrl` option of `createClient` and returns it without a trailing slash. It must be an
 * absolute http(s) URL of the host, without query or fragment, and without the `/api/v1` suffix: the client
 * appends `/api/v1` itself, so `https://auth.example.com/api/v1` would be requested as `/api/v1/api/v1/...`.
 * A path prefix is fine (`https://example.com/auth` for a host mounted under `/auth`). Throws a TypeError
 * that names the bad value and the fix.
 */
export function checkBaseUrl(baseUrl: string = DEFAULT_BASE_URL): string {
  const fail = (why: string): never => {
    throw new TypeError(`createClient: invalid baseUrl ${JSON.stringify(baseUrl)}: ${why}`);
  };
  if (typeof baseUrl !== 'string' || baseUrl.trim() === '') fail('expected an absolute URL such as "https://api.stack-auth.com"');
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    return fail('it is not an absolute URL; pass the host\'s origin, such as "https://auth.example.com" or "http://localhost:8102"');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') fail(`the protocol must be http: or https:, not ${url.protocol}`);
  if (url.search || url.hash || baseUrl.includes('?') || baseUrl.includes('#')) fail('it must not have a query or a fragment');
  if (url.username || url.password) fail('it must not carry credentials');
  const trimmed = baseUrl.replace(/\/+$/, '');
  if (/\/api\/v1$/i.test(trimmed)) fail(`drop the "/api/v1" suffix (the client adds it): use ${JSON.stringify(trimmed.slice(0, -'/api/v1'.length))}`);
  return trimmed;
}
