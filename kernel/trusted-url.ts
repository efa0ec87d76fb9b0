/** The trusted-URL rule every SDK redirect goes through. */

export interface TrustPolicy {
  /** Trusted origins or URLs (`https://app.example.com`). Scheme, host and port must match. */
  domains: readonly string[];
  /** Accept localhost, *.localhost and 127.x.y.z. */
  allowLocalhost: boolean;
  /** The current page; a URL on its origin (or relative) is always trusted. */
  currentUrl: string | null;
}

export function isLocalhost(hostname: string): boolean {
  return hostname === 'localhost' || hostname.endsWith('.localhost') || /^127\.\d+\.\d+\.\d+$/.test(hostname);
}

function parse(url: string, base?: string): URL | null {
  try {
    return new URL(url, base);
  } catch {
    return null;
  }
}

/**
 * True when `url` has the same scheme, host and port as the current page or
 * one of the trusted domains, or is a localhost URL and localhost is allowed.
 * Only http(s) URLs can be trusted.
 */
export function isTrusted(url: string, policy: TrustPolicy): boolean {
  // Without a current page (server), a relative URL resolves against a placeholder origin and stays trusted.
  const here = policy.currentUrl ?? 'http://relative.invalid';
  const target = parse(url, here);
  if (!target || !/^https?:$/.test(target.protocol)) return false;
  if (policy.allowLocalhost && isLocalhost(target.hostname)) return true;
  return [here, ...policy.domains].some((d) => parse(d)?.origin === target.origin);
}
