/**
 * The Host allow-list (against DNS rebinding: a page on evil.example whose name later resolves to
 * 127.0.0.1 still sends `Host: evil.example`). Every path is checked, the API included; other hosts get
 * 421 Misdirected Request. One string scan and one Set lookup per request.
 */
export const DEFAULT_ALLOWED_HOSTS = ['localhost', '127.0.0.1', '[::1]'] as const;

/** Lower-cased host names without port; IPv6 literals keep their brackets. */
export function allowedHostSet(extra: readonly string[] = []): Set<string> {
  return new Set([...DEFAULT_ALLOWED_HOSTS, ...extra.map((h) => hostnameOf(h))]);
}

/** The host name of an authority (`name`, `name:port`, `[v6]:port`), lower-cased. */
export function hostnameOf(authority: string): string {
  const a = authority.trim().toLowerCase();
  if (a.startsWith('[')) {
    const end = a.indexOf(']');
    return end < 0 ? a : a.slice(0, end + 1);
  }
  const colon = a.indexOf(':');
  return colon < 0 ? a : a.slice(0, colon);
}

/** The host name of an absolute URL string (as @hono/node-server builds it from the Host header). */
export function hostnameOfUrl(url: string): string {
  const start = url.indexOf('//') + 2;
  let end = url.indexOf('/', start);
  if (end < 0) end = url.length;
  return hostnameOf(url.slice(start, end));
}

/** The refusal for a request whose Host is not allowed, or null. */
export function refuseHost(req: Request, allowed: ReadonlySet<string>): Response | null {
  const name = hostnameOfUrl(req.url);
  if (allowed.has(name)) return null;
  return new Response(`Host not allowed: ${name}. Start the host with --allowed-host ${name} to accept it.`, {
    status: 421,
    headers: { 'content-type': 'text/plain; charset=utf-8' },
  });
}
