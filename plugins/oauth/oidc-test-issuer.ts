/**
 * TEST-ONLY: a real OpenID Connect issuer (panva's oidc-provider) on 127.0.0.1, set up like the hosted
 * API's local mock OAuth server: one client per provider id with the secret `MOCK-SERVER-SECRET` and the
 * redirect URI `<api origin>/api/v1/auth/oauth/callback/<id>`, any login accepted (the login is the
 * account's `sub`), userinfo with `name` and `picture` (no `name` for a login that starts with `no-name`). Plus `drive()`, a cookie-keeping user agent that
 * walks the redirects and the issuer's login/consent pages over HTTP. Never imported by library code.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';
import { OAUTH_PROVIDER_IDS } from '../../mock-server/routes/project-schemas.js';
import { CookieJar } from '../../harness/cookie-jar.js';
import { callbackUri, EXTERNAL_CLIENT_SECRET } from './host/external-provider.js';

/** Extra scopes the issuer knows (for connected-account tests). */
export const EXTRA_SCOPES = ['repo', 'playlist-read'] as const;

export interface TestIssuer {
  url: string;
  provider: Provider;
  close(): Promise<void>;
}

/** The display name the issuer gives an account: the part of `sub` before `@`. */
export const nameOf = (sub: string) => `Name ${sub.split('@')[0]}`;
export const pictureOf = (sub: string) => `https://img.example.com/${encodeURIComponent(sub)}.png`;

/**
 * Starts an issuer whose clients redirect to `apiOrigins` (e.g. http://localhost:8102). `server` may be an
 * already listening one (when the host needs the issuer URL before its own origin is known).
 */
export async function startTestIssuer(apiOrigins: readonly string[], server?: Server): Promise<TestIssuer> {
  if (!server) {
    server = createServer();
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  }
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(url, {
    clients: OAUTH_PROVIDER_IDS.map((id) => ({
      client_id: id,
      client_secret: EXTERNAL_CLIENT_SECRET,
      redirect_uris: apiOrigins.map((o) => callbackUri(o, id)),
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_post',
    })),
    scopes: ['openid', 'offline_access', ...EXTRA_SCOPES],
    claims: { openid: ['sub', 'name', 'picture'] },
    features: { devInteractions: { enabled: true } },
    pkce: { required: () => true },
    issueRefreshToken: async () => true,
    ttl: { AccessToken: 3600 },
    async findAccount(_ctx, sub) {
      const name = sub.startsWith('no-name') ? {} : { name: nameOf(sub) };
      return { accountId: sub, claims: async () => ({ sub, ...name, picture: pictureOf(sub) }) };
    },
  });
  provider.proxy = false;
  server.on('request', provider.callback());
  return {
    url,
    provider,
    close: () => new Promise((resolve) => server!.close(() => resolve())),
  };
}

/** A minimal browser: one cookie jar (cookies ignore ports, like browsers), manual redirects. */
export class CookieAgent {
  private readonly jar = new CookieJar();
  constructor(
    /** Serves URLs of the host under test (in-process `app.request`); everything else goes over the network. */
    private readonly hostFetch: (url: string, init: RequestInit) => Promise<Response>,
    private readonly hostOrigin: string,
  ) {}

  async request(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    const cookie = this.jar.header();
    if (cookie) headers.set('cookie', cookie);
    const res = url.startsWith(this.hostOrigin) ? await this.hostFetch(url, { ...init, headers }) : await fetch(url, { ...init, headers, redirect: 'manual' });
    this.jar.take(res);
    return res;
  }
}

export interface DriveOptions {
  /** The account to log in as at the issuer (its `sub`). */
  login: string;
  /** Refuse at the login page (the issuer's abort: `error=access_denied`). */
  deny?: boolean;
  /** Called with the issuer's redirect back to the host's callback, before the host sees it; may return a different URL. */
  beforeCallback?: (callbackUrl: URL) => URL | void | Promise<URL | void>;
}

export interface DriveResult {
  /** The host's answer to its own callback. */
  callback: Response;
  /** Where the host sent the browser (the app's redirect or error URL), or null. */
  location: URL | null;
}

/**
 * From the host's authorize URL to the host's callback answer: follows redirects, logs in and consents at
 * the issuer's dev interaction pages, and stops after the host's callback responds.
 */
export async function drive(agent: CookieAgent, authorizeUrl: string, o: DriveOptions): Promise<DriveResult> {
  let url = authorizeUrl;
  let init: RequestInit = {};
  for (let hop = 0; hop < 20; hop++) {
    const isCallback = /\/api\/v1\/auth\/oauth\/callback\//.test(new URL(url).pathname);
    if (isCallback && o.beforeCallback) url = ((await o.beforeCallback(new URL(url))) ?? new URL(url)).href;
    const res = await agent.request(url, init);
    init = {};
    if (isCallback) {
      const loc = res.headers.get('location');
      return { callback: res, location: loc ? new URL(loc) : null };
    }
    const loc = res.headers.get('location');
    if (res.status >= 300 && res.status < 400 && loc) {
      url = new URL(loc, url).href;
      continue;
    }
    const html = await res.text();
    const prompt = /name="prompt" value="(\w+)"/.exec(html)?.[1];
    if (res.status !== 200 || !prompt) throw new Error(`drive: unexpected ${res.status} at ${url}: ${html.slice(0, 300)}`);
    if (o.deny) {
      url = `${url.replace(/\/$/, '')}/abort`;
      continue;
    }
    const form: Record<string, string> = prompt === 'login' ? { prompt, login: o.login, password: 'any' } : { prompt };
    init = { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(form).toString() };
  }
  throw new Error('drive: too many redirects');
}
