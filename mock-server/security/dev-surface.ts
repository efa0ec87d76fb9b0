/**
 * The dev surface: /__dev (reset, clock, projects, users, import/export, the built-in OAuth provider),
 * the dev mailbox (/mailbox and its API), the webhooks page (/webhooks) and the development override key. It is for the developer's own
 * tools and tests, never for other websites:
 * - it sends no CORS headers, and refuses (403) a request whose Origin is not the host's own origin;
 * - state-changing /__dev calls also need `content-type: application/json` (415 otherwise) and must not
 *   come from another site (Sec-Fetch-Site), so a cross-site form post cannot trigger them;
 * - with devRoutes off (`--no-dev-routes`) all of it answers 404.
 */
export const DEV_PREFIXES = ['/__dev', '/mailbox', '/webhooks'] as const;
/** The OAuth dev provider's approve form posts back as a form. */
const FORM_PATHS = new Set(['/__dev/oauth-provider/authorize']);

const text = (status: number, body: string) => new Response(body, { status, headers: { 'content-type': 'text/plain; charset=utf-8' } });

export function isDevPath(path: string): boolean {
  return DEV_PREFIXES.some((p) => path === p || path.startsWith(`${p}/`));
}

/**
 * The refusal for a dev-surface request, or null to let it through. `ownOrigins` are the origins the host
 * is served on (the request's own origin always counts).
 */
export function refuseDevRequest(req: Request, path: string, enabled: boolean, ownOrigins: ReadonlySet<string>): Response | null {
  if (!enabled) return text(404, 'Not found (the dev surface is off)');
  const origin = req.headers.get('origin');
  const url = new URL(req.url);
  if (origin !== null && origin !== url.origin && !ownOrigins.has(origin)) {
    return text(403, `The dev surface only answers its own origin (${url.origin}), not ${origin}.`);
  }
  if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS' || !path.startsWith('/__dev') || FORM_PATHS.has(path)) return null;
  const site = req.headers.get('sec-fetch-site');
  if (site !== null && site !== 'same-origin' && site !== 'none') return text(403, 'The dev surface refuses requests from other sites.');
  const type = req.headers.get('content-type')?.split(';')[0].trim().toLowerCase();
  if (type !== 'application/json') return text(415, 'Dev surface calls that change state need content-type: application/json.');
  return null;
}
