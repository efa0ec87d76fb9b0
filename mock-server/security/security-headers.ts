/**
 * Security headers of the host's HTML pages (playground, handler pages, dev mailbox, the OAuth dev
 * provider's page): no framing, no MIME sniffing, no referrer to other origins (same-origin, not no-referrer:
 * with no-referrer Chromium sends `Origin: null` on the page's own form posts), and a CSP that allows
 * only the host's own scripts. API responses are left exactly as the hosted API sends them.
 */
export const HTML_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy':
    "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: https:; connect-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'",
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'same-origin',
};

/** Adds the headers to an HTML response (other responses are returned as they are). */
export function withHtmlSecurityHeaders(res: Response): Response {
  const type = res.headers.get('content-type');
  if (type === null || !type.startsWith('text/html')) return res;
  try {
    for (const k in HTML_SECURITY_HEADERS) res.headers.set(k, HTML_SECURITY_HEADERS[k]);
    return res;
  } catch {
    // Immutable headers (a fetched response): copy.
    const headers = new Headers(res.headers);
    for (const k in HTML_SECURITY_HEADERS) headers.set(k, HTML_SECURITY_HEADERS[k]);
    return new Response(res.body, { status: res.status, statusText: res.statusText, headers });
  }
}
