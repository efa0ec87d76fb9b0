/**
 * `client.admin.webhooks` as a thin front: the methods (and their mapping) load on first use, in their own
 * chunk, so an app that never manages webhooks does not ship them.
 */
import { AuthError, type PluginKernel, type Result } from '../../kernel/index.js';
import type { WebhookMethods, WebhookOptions } from './webhook-methods.js';

const NAMES = [
  'createEndpoint', 'listEndpoints', 'getEndpoint', 'updateEndpoint', 'deleteEndpoint', 'getEndpointSecret',
  'listMessages', 'getMessage', 'listAttempts', 'resend',
] as const satisfies readonly (keyof WebhookMethods)[];

export function lazyWebhooks(kernel: PluginKernel, svixToken: () => Promise<Result<{ token: string }>>, o?: WebhookOptions): WebhookMethods {
  let methods: Promise<WebhookMethods> | null = null;
  const load = () => (methods ??= import('./webhook-methods.js').then((m) => m.webhookMethods(kernel, svixToken, (...a) => new AuthError(...a), o)));
  const out: Record<string, (...args: unknown[]) => Promise<unknown>> = {};
  for (const name of NAMES) out[name] = async (...args) => ((await load())[name] as (...a: unknown[]) => Promise<unknown>)(...args);
  return out as unknown as WebhookMethods;
}
