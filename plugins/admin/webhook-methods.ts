/**
 * `client.admin.webhooks`: the project's webhook endpoints, messages and delivery attempts, through the
 * Svix API with the project's app-portal token (from `POST /webhooks/svix-token`; the Svix app id is the
 * project id). Against the local host the Svix API is its own (`{baseUrl}/svix`); against the hosted
 * service it is Svix's (the region the token names); `admin({ svixUrl })` sets it explicitly.
 */
import type { AuthError, PluginKernel, Result } from '../../kernel/index.js';
import {
  endpointInputToWire, toWebhookAttempt, toWebhookEndpoint, toWebhookMessage,
  type AttemptWire, type EndpointWire, type ListWire, type MessageWire,
  type WebhookAttempt, type WebhookEndpoint, type WebhookEndpointInput, type WebhookEndpointUpdate, type WebhookMessage,
} from './webhook-mapping.js';

export interface WebhookOptions {
  /** The Svix API's base URL. @default `{baseUrl}/svix`, or Svix's own API for the hosted service */
  svixUrl?: string;
  /** @default globalThis.fetch */
  fetch?: (input: string, init: RequestInit) => Promise<Response>;
}

const HOSTED = 'https://api.stack-auth.com';
/** Svix picks the region from the token's suffix (`….eu` and so on). */
const REGIONS = new Set(['us', 'eu', 'in', 'ca', 'au']);

/** Where the Svix API is for this client and token. */
export function svixUrlFor(baseUrl: string, token: string, explicit?: string): string {
  if (explicit) return explicit.replace(/\/+$/, '');
  if (baseUrl !== HOSTED) return `${baseUrl}/svix`;
  const region = token.split('.')[1] ?? '';
  return REGIONS.has(region) ? `https://api.${region}.svix.com` : 'https://api.svix.com';
}

type Call = <T>(method: string, path: string, body?: unknown) => Promise<Result<T>>;

/** Makes the AuthError a failed call returns (passed in, so this lazily loaded chunk shares no kernel code). */
export type MakeError = (code: 'HTTP_ERROR' | 'NETWORK_ERROR', message: string, status: number, details?: Record<string, unknown>, cause?: unknown) => AuthError;

export function webhookMethods(kernel: PluginKernel, svixToken: () => Promise<Result<{ token: string }>>, fail: MakeError, o: WebhookOptions = {}) {
  let token: string | null = null;
  const app = () => encodeURIComponent(kernel.projectId);
  const fetchFn = o.fetch ?? ((input: string, init: RequestInit) => fetch(input, init));

  const once = async <T>(method: string, path: string, body: unknown): Promise<Result<T> | 'unauthorized'> => {
    if (!token) {
      const t = await svixToken();
      if (t.error) return t;
      token = t.data.token;
    }
    let res: Response;
    try {
      res = await fetchFn(`${svixUrlFor(kernel.baseUrl, token, o.svixUrl)}/api/v1${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch (e) {
      return { data: null, error: fail('NETWORK_ERROR', `Could not reach the webhook API: ${e instanceof Error ? e.message : String(e)}`, 0, undefined, e) };
    }
    if (res.status === 401) return 'unauthorized';
    const text = await res.text();
    let json: unknown = undefined;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON: reported below when the status is an error
    }
    if (!res.ok) {
      const detail = (json as { detail?: unknown } | undefined)?.detail;
      const message = typeof detail === 'string' ? detail : Array.isArray(detail) ? detail.map((d: { loc?: unknown[]; msg?: string }) => `${(d.loc ?? []).join('.')}: ${d.msg}`).join('; ') : text || `HTTP ${res.status}`;
      return { data: null, error: fail('HTTP_ERROR', message, res.status, json && typeof json === 'object' ? (json as Record<string, unknown>) : undefined) };
    }
    return { data: json as T, error: null };
  };

  /** One Svix call; a token the API no longer takes is replaced once. */
  const call: Call = async <T>(method: string, path: string, body?: unknown) => {
    let r = await once<T>(method, path, body);
    if (r === 'unauthorized') {
      token = null;
      r = await once<T>(method, path, body);
    }
    if (r === 'unauthorized') return { data: null, error: fail('HTTP_ERROR', 'The webhook API refused the Svix token', 401) };
    return r;
  };

  const map = <W, T>(r: Result<W>, f: (w: W) => T): Result<T> => (r.error ? r : { data: f(r.data), error: null });
  /** Every page of a list (Svix pages by iterator). */
  async function all<W, T>(path: string, f: (w: W) => T, query: [string, string][] = []): Promise<Result<T[]>> {
    const out: T[] = [];
    let iterator: string | null = null;
    for (;;) {
      const q = new URLSearchParams(query);
      q.set('limit', '250');
      if (iterator) q.set('iterator', iterator);
      const r: Result<ListWire<W>> = await call<ListWire<W>>('GET', `${path}?${q}`);
      if (r.error) return r;
      out.push(...r.data.data.map(f));
      if (r.data.done || !r.data.iterator) return { data: out, error: null };
      iterator = r.data.iterator;
    }
  }
  const ep = (id: string) => `/app/${app()}/endpoint/${encodeURIComponent(id)}`;

  return {
    async createEndpoint(input: WebhookEndpointInput): Promise<Result<WebhookEndpoint>> {
      return map(await call<EndpointWire>('POST', `/app/${app()}/endpoint`, endpointInputToWire(input)), toWebhookEndpoint);
    },
    /** Every endpoint, newest first. */
    listEndpoints(): Promise<Result<WebhookEndpoint[]>> {
      return all(`/app/${app()}/endpoint`, toWebhookEndpoint);
    },
    async getEndpoint(endpointId: string): Promise<Result<WebhookEndpoint>> {
      return map(await call<EndpointWire>('GET', ep(endpointId)), toWebhookEndpoint);
    },
    async updateEndpoint(endpointId: string, update: WebhookEndpointUpdate): Promise<Result<WebhookEndpoint>> {
      return map(await call<EndpointWire>('PATCH', ep(endpointId), endpointInputToWire(update)), toWebhookEndpoint);
    },
    async deleteEndpoint(endpointId: string): Promise<Result<void>> {
      return map(await call<unknown>('DELETE', ep(endpointId)), () => undefined);
    },
    /** The endpoint's signing secret (`whsec_…`), for the app's `new Webhook(secret).verify(…)`. */
    async getEndpointSecret(endpointId: string): Promise<Result<string>> {
      return map(await call<{ key: string }>('GET', `${ep(endpointId)}/secret`), (w) => w.key);
    },
    /** Messages, newest first (all kept ones, or those of the given event types). */
    listMessages(options: { eventTypes?: string[] } = {}): Promise<Result<WebhookMessage[]>> {
      return all(`/app/${app()}/msg`, toWebhookMessage, [['with_content', 'true'], ...(options.eventTypes ?? []).map((t): [string, string] => ['event_types', t])]);
    },
    async getMessage(messageId: string): Promise<Result<WebhookMessage>> {
      return map(await call<MessageWire>('GET', `/app/${app()}/msg/${encodeURIComponent(messageId)}?with_content=true`), toWebhookMessage);
    },
    /** Delivery attempts of one endpoint or one message, newest first. */
    listAttempts(of: { endpointId: string } | { messageId: string }): Promise<Result<WebhookAttempt[]>> {
      const path = 'endpointId' in of ? `/app/${app()}/attempt/endpoint/${encodeURIComponent(of.endpointId)}` : `/app/${app()}/attempt/msg/${encodeURIComponent(of.messageId)}`;
      return all(path, toWebhookAttempt);
    },
    /** Sends a message to an endpoint again (a manual attempt). */
    async resend(messageId: string, endpointId: string): Promise<Result<void>> {
      return map(await call<unknown>('POST', `/app/${app()}/msg/${encodeURIComponent(messageId)}/endpoint/${encodeURIComponent(endpointId)}/resend`, {}), () => undefined);
    },
  };

}

export type WebhookMethods = ReturnType<typeof webhookMethods>;
