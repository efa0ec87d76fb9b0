/**
 * SERVER-ONLY: POST /connected-accounts/{user_id}/{provider_id}/access-token: a stored provider
 * access token valid 5 more minutes and covering the scopes, else one refreshed with a stored provider
 * refresh token that covers them. Providers on shared keys never hand out tokens
 * (OAUTH_ACCESS_TOKEN_NOT_AVAILABLE_WITH_SHARED_OAUTH_KEYS); for local testing, configure the provider as
 * `standard` with any client id and secret: the built-in provider then issues and refreshes its tokens.
 */
import { ApiError, knownError, textError } from '../../../mock-server/http/api-error.js';
import { errorResponse } from '../../../mock-server/http/respond.js';
import { created, type Reply, type Router } from '../../../mock-server/http/router.js';
import type { Auth } from '../../../mock-server/http/authenticate.js';
import type { Host } from '../../../mock-server/host.js';
import type { UserRow } from '../../../mock-server/store/entities.js';
import { object, string, userIdOrMe } from '../../../mock-server/http/schema.js';
import { refreshProviderToken } from './mock-provider.js';
import { enabledProvider } from './providers.js';
import { providerTokens } from './tables.js';

const MIN_LIFE_MS = 5 * 60 * 1000;

function builtInRefresh(host: Host, refreshToken: string): { access_token: string; expires_at_millis: number } | null {
  const r = refreshProviderToken(host, refreshToken);
  return r.ok ? r.value : null;
}

interface TokenRequest {
  host: Host;
  auth: Auth | null;
  user: UserRow | null;
  params: { user_id: string; provider_id: string };
  body: { scope?: string };
}

async function connectedAccessToken({ host, auth, user, params, body }: TokenRequest): Promise<Reply> {
  const project = auth!.project;
  if (auth!.type === 'client' && params.user_id !== user?.id) throw textError(403, 'Client can only access its own connected accounts');
  const provider = enabledProvider(project, params.provider_id);
  if (provider.type === 'shared') throw knownError('OAUTH_ACCESS_TOKEN_NOT_AVAILABLE_WITH_SHARED_OAUTH_KEYS');
  const target = host.users.get(params.user_id);
  if (!target || target.project_id !== project.id) throw knownError('USER_NOT_FOUND');
  if (!target.oauth_providers.some((p) => p.id === provider.id)) throw knownError('OAUTH_CONNECTION_NOT_CONNECTED_TO_USER');

  const wanted = (body.scope ?? '').split(' ').filter(Boolean);
  const covers = (scopes: string[]) => wanted.every((s) => scopes.includes(s));
  const mine = providerTokens(host)
    .filter((t) => t.project_id === project.id && t.user_id === target.id && t.provider_id === provider.id && covers(t.scopes))
    .sort((a, b) => b.expires_at_millis - a.expires_at_millis);
  const now = host.now();
  const fresh = mine.find((t) => t.expires_at_millis - now >= MIN_LIFE_MS);
  if (fresh) return created({ access_token: fresh.access_token });
  for (const t of mine) {
    if (!t.refresh_token) continue;
    const r = builtInRefresh(host, t.refresh_token);
    if (!r) continue;
    providerTokens(host).put({ ...t, access_token: r.access_token, expires_at_millis: r.expires_at_millis });
    return created({ access_token: r.access_token });
  }
  throw knownError('OAUTH_CONNECTION_DOES_NOT_HAVE_REQUIRED_SCOPE');
}

export function connectedAccountsRoute(r: Router): void {
  const body = object({ scope: string().optional() });
  r.add({
    method: 'POST',
    path: '/connected-accounts/:user_id/:provider_id/access-token',
    params: object({ user_id: userIdOrMe(), provider_id: string() }),
    body,
    handler: (ctx) => connectedAccessToken(ctx),
  });
  // Deprecated alias: the `me` variant. Like the hosted API, it answers that route's status and JSON body, but its
  // errors carry no x-stack-known-error header.
  r.add({
    method: 'POST',
    path: '/auth/oauth/connected-accounts/:provider_id/access-token',
    user: 'CANNOT_GET_OWN_USER_WITHOUT_USER',
    params: object({ provider_id: string() }),
    body,
    handler: async (ctx) => {
      try {
        return await connectedAccessToken({ ...ctx, params: { user_id: ctx.user!.id, provider_id: ctx.params.provider_id } });
      } catch (e) {
        if (!(e instanceof ApiError)) throw e;
        const res = errorResponse(e);
        res.headers.delete('x-stack-known-error');
        return res;
      }
    },
  });
}
