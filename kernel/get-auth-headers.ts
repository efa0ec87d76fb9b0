import type { SessionApi } from './plugin.js';

/** The header a browser app attaches to calls to its own backend. */
export interface AuthHeaders {
  /** JSON `{"accessToken": string | null, "refreshToken": string | null}` (the vendor SDK's format). */
  'x-stack-auth': string;
}

/**
 * `{ 'x-stack-auth': JSON }` with the client's session, for `fetch` calls to the
 * app's own backend (which reads it with `requestTokenStore` or the server middleware).
 * The access token has at least 20 s left (refreshed first when needed); when the
 * refresh fails only the refresh token is sent, and signed out both are null.
 * A standalone function (not a client method) so apps that never call it do not ship it.
 * Cross-origin backends must allow the `x-stack-auth` request header in CORS.
 */
export async function getAuthHeaders(client: { kernel: { session: SessionApi } }): Promise<AuthHeaders> {
  const { session } = client.kernel;
  const fresh = await session.getFresh();
  const { accessToken, refreshToken } = fresh.error ? { accessToken: null, refreshToken: session.get().refreshToken } : fresh.data;
  return { 'x-stack-auth': JSON.stringify({ accessToken, refreshToken }) };
}
