/**
 * The trusted-domain rule for every redirect/callback URL: a localhost URL (localhost, *.localhost,
 * 127.x.x.x, [::1]) when the project allows localhost, and only over http or https; or the same scheme and
 * host name as a configured domain (port ignored) with a path under the domain's path. Schemes that run or
 * embed content (javascript:, data:, vbscript:, file:, blob:) are never trusted, whatever is configured.
 */
import type { ProjectRow } from '../store/entities.js';

const WEB = new Set(['http:', 'https:']);
const NEVER = new Set(['javascript:', 'data:', 'vbscript:', 'file:', 'blob:', 'about:']);

const isLocalhost = (host: string) =>
  host === 'localhost' || host.endsWith('.localhost') || host === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(host);

export function isTrustedUrl(project: ProjectRow, raw: string): boolean {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return false;
  }
  if (NEVER.has(url.protocol)) return false;
  if (project.config.allow_localhost && WEB.has(url.protocol) && isLocalhost(url.hostname)) return true;
  return project.config.domains.some(({ domain }) => {
    let d: URL;
    try {
      d = new URL(domain);
    } catch {
      return false;
    }
    return d.protocol === url.protocol && d.hostname !== '' && d.hostname === url.hostname && url.pathname.startsWith(d.pathname);
  });
}
