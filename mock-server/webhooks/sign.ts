/**
 * Svix's signature scheme: `v1,` + base64 HMAC-SHA256 of `{msg id}.{unix seconds}.{body}`, keyed with the
 * bytes the endpoint's `whsec_` secret encodes. Apps check it with the `svix` (or `standardwebhooks`) package.
 */
import { createHmac } from 'node:crypto';

/** The signing key behind a `whsec_…` secret. */
export const secretKey = (secret: string): Buffer => Buffer.from(secret.startsWith('whsec_') ? secret.slice(6) : secret, 'base64');

export function signWebhook(secret: string, msgId: string, timestampSeconds: number, body: string): string {
  return `v1,${createHmac('sha256', secretKey(secret)).update(`${msgId}.${timestampSeconds}.${body}`).digest('base64')}`;
}

/** The delivery headers: Svix's names, and the same values under the Standard Webhooks names. */
export function webhookHeaders(secret: string, msgId: string, timestampSeconds: number, body: string): Record<string, string> {
  const signature = signWebhook(secret, msgId, timestampSeconds, body);
  const ts = String(timestampSeconds);
  return {
    'content-type': 'application/json',
    'user-agent': 'Svix-Webhooks/1.0 (tinyauth local host)',
    'svix-id': msgId,
    'svix-timestamp': ts,
    'svix-signature': signature,
    'webhook-id': msgId,
    'webhook-timestamp': ts,
    'webhook-signature': signature,
  };
}
