/**
 * Checks that something answers HTTP at `baseUrl` before the suite starts, so that a host that is down
 * gives one clear line instead of a row per case. Any HTTP answer counts (even a 404); only a refused,
 * reset, unresolvable or timed-out connection does not. Returns null when the host answers, else the reason.
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
  try {
    const res = await fetchFn(`${baseUrl.replace(/\/+$/, '')}/api/v1`, { signal: AbortSignal.timeout(timeoutMs) });
    await res.body?.cancel();
    return null;
  } catch (e) {
    const err = e as { name?: string; message?: string; cause?: { code?: string; message?: string } };
    const why = err.name === 'TimeoutError' ? `no answer within ${timeoutMs} ms` : (err.cause?.code ?? err.cause?.message ?? err.message ?? String(e));
    return `no host answers at ${baseUrl} (${why}); start the host or pass --base-url`;
  }
}
