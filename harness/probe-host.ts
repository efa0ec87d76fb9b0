/** The start of the API root's answer (`GET /api/v1`), with or without authentication. */
const WELCOME = 'Welcome to the Stack API endpoint!';

/**
 * Checks that an API host answers at `baseUrl` before the suite starts, so that a host that is down, or a
 * base URL that points elsewhere, gives one clear line instead of a failed setup and a row per case.
 * The host must answer `GET /api/v1` with the API's welcome text. Returns null when it does, else the reason.
 */
export async function probeHost(
  baseUrl: string,
  fetchFn: (input: string, init?: RequestInit) => Promise<Response> = fetch,
  timeoutMs = 5000,
): Promise<string | null> {
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    return `--base-url ${JSON.stringify(baseUrl)} is not an absolute URL (for example http://localhost:8102)`;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return `--base-url must use http: or https:, not ${url.protocol}`;
  const origin = baseUrl.replace(/\/+$/, '');
  if (/\/api\/v1$/.test(origin)) {
    return `--base-url ${origin} ends in /api/v1: pass the host's origin without it (--base-url ${origin.slice(0, -'/api/v1'.length) || url.origin}); the harness adds /api/v1`;
  }
  try {
    const res = await fetchFn(`${origin}/api/v1`, { signal: AbortSignal.timeout(timeoutMs) });
    const text = await res.text();
    if (res.status === 200 && text.startsWith(WELCOME)) return null;
    return `${origin} answers, but not as a Stack Auth API host (GET ${origin}/api/v1 gave ${res.status}, not the API's welcome text); pass the API host's origin as --base-url`;
  } catch (e) {
    const err = e as { name?: string; message?: string; cause?: { code?: string; message?: string } };
    const why = err.name === 'TimeoutError' ? `no answer within ${timeoutMs} ms` : (err.cause?.code ?? err.cause?.message ?? err.message ?? String(e));
    return `no host answers at ${baseUrl} (${why}); start the host or pass --base-url`;
  }
}
