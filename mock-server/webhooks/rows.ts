/**
 * The webhook service's tables: endpoints, messages, delivery attempts and app-portal tokens. Rows are plain
 * JSON like every other table, so with a data directory they persist and are committed with the request
 * that wrote them.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Host } from '../host.js';

export interface WebhookEndpointRow {
  id: string;
  project_id: string;
  url: string;
  description: string;
  /** Event types this endpoint receives; null = all. */
  filter_types: string[] | null;
  /** `whsec_` + base64 of the signing key. */
  secret: string;
  disabled: boolean;
  uid: string | null;
  rate_limit: number | null;
  metadata: Record<string, string>;
  version: number;
  created_at_millis: number;
  updated_at_millis: number;
}

export interface WebhookMessageRow {
  id: string;
  project_id: string;
  event_type: string;
  payload: { type: string; data: unknown };
  timestamp_millis: number;
}

/** Svix's attempt status: 0 success, 1 pending, 2 fail, 3 sending. */
export type AttemptStatus = 0 | 1 | 2 | 3;

export interface WebhookAttemptRow {
  id: string;
  project_id: string;
  msg_id: string;
  endpoint_id: string;
  url: string;
  status: AttemptStatus;
  /** 0 when no HTTP answer came (connection refused, timeout). */
  response_status_code: number;
  /** The answer's body (cut at 4 KB), or what went wrong. */
  response: string;
  response_duration_ms: number;
  timestamp_millis: number;
  /** 0 scheduled (first try or retry), 1 manual (resend). */
  trigger_type: 0 | 1;
  /** The signature headers sent (`svix-id`, `svix-timestamp`, `svix-signature`), for the webhooks page. */
  signature_headers: Record<string, string>;
}

/** An app-portal token: the row id is the token's SHA-256, so the file never holds a usable token. */
export interface SvixTokenRow {
  id: string;
  project_id: string;
  created_at_millis: number;
}

export const endpointsTable = (host: Host) => host.table<WebhookEndpointRow>('webhook_endpoints');
export const messagesTable = (host: Host) => host.table<WebhookMessageRow>('webhook_messages');
export const attemptsTable = (host: Host) => host.table<WebhookAttemptRow>('webhook_attempts');
export const tokensTable = (host: Host) => host.table<SvixTokenRow>('svix_tokens');

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** A Svix-style id: prefix, `_`, 27 base62 characters (random). */
export function svixId(prefix: 'ep' | 'msg' | 'atmpt'): string {
  const bytes = randomBytes(27);
  let s = '';
  for (let i = 0; i < 27; i++) s += BASE62[bytes[i] % 62];
  return `${prefix}_${s}`;
}

/** A fresh endpoint signing secret, in Svix's format (`whsec_` + base64 of 24 random bytes). */
export const newEndpointSecret = () => `whsec_${randomBytes(24).toString('base64')}`;

export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
