/**
 * The trusted-domain rule for every redirect/callback URL (API.md §3.1.5): localhost when allowed, or same
 * protocol and hostname as a configured domain (port ignored) with a pathname under the domain's pathname.
 */
import type { ProjectRow } from '../store/entities.js';

const isLocalhost = (host: string) => host === 'localhost' || host.endsWith('.localhost') || /^127\.\d+\.\d+\.\d+$/.test(host);

export function isTrustedUrl(project: ProjectRow, raw: string): boolean {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return false;
  }
  if (project.config.allow_localhost && isLocalhost(url.hostname)) return true;
  return project.config.domains.some(({ domain }) => {
    let d: URL;
    try {
      d = new URL(domain);
    } catch {
      return false;
    }
    return d.protocol === url.protocol && d.hostname === url.hostname && url.pathname.startsWith(d.pathname);
  });
}
