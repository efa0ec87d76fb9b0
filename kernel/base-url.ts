/** The hosted API's origin, used when `createClient` gets no `baseUrl`. */
export const DEFAULT_BASE_URL = 'https://api.stack-auth.com';

/**
 * Checks the `baseUrl` option of `createClient` and returns it without a trailing slash. It must be an
 * absolute http(s) URL of the host, without query, fragment or credentials, and without the `/api/v1` suffix:
 * the client appends `/api/v1` itself, so `https://auth.example.com/api/v1` would be requested as
 * `/api/v1/api/v1/...`. A path prefix is fine (`https://example.com/auth` for a host mounted under `/auth`).
 * Throws a TypeError that names the bad value and the fix.
 */
export function checkBaseUrl(baseUrl: string = DEFAULT_BASE_URL): string {
  const trimmed = String(baseUrl).replace(/\/+$/, '');
  let url: URL | undefined;
  try {
    url = new URL(baseUrl);
  } catch {
    // stays undefined: reported below
  }
  const why = !url || !/^https?:$/.test(url.protocol)
    ? 'expected an absolute http(s) URL such as "https://auth.example.com"'
    : url.username || url.password || /[?#]/.test(baseUrl)
      ? 'no query, fragment or credentials allowed'
      : /\/api\/v1$/i.test(trimmed)
        ? `drop the "/api/v1" suffix (the client adds it): use "${trimmed.slice(0, -7)}"`
        : '';
  if (why) throw new TypeError(`createClient: invalid baseUrl ${JSON.stringify(baseUrl)}: ${why}`);
  return trimmed;
}
