/** The Svix API's read shapes (camelCase, ISO times), built from the webhook rows. */
import type { WebhookAttemptRow, WebhookEndpointRow, WebhookMessageRow } from './rows.js';

const iso = (ms: number) => new Date(ms).toISOString();
const STATUS_TEXT = ['success', 'pending', 'fail', 'sending'] as const;

export function endpointOut(e: WebhookEndpointRow) {
  return {
    id: e.id,
    url: e.url,
    description: e.description,
    version: e.version,
    rateLimit: e.rate_limit,
    uid: e.uid,
    disabled: e.disabled,
    filterTypes: e.filter_types,
    channels: null,
    metadata: e.metadata,
    createdAt: iso(e.created_at_millis),
    updatedAt: iso(e.updated_at_millis),
  };
}

/** `withContent` false leaves the payload out (as `{}`), as Svix does. */
export function messageOut(m: WebhookMessageRow, withContent = true) {
  return {
    channels: null,
    eventId: null,
    eventType: m.event_type,
    id: m.id,
    payload: withContent ? m.payload : {},
    timestamp: iso(m.timestamp_millis),
  };
}

export function attemptOut(a: WebhookAttemptRow) {
  return {
    id: a.id,
    msgId: a.msg_id,
    endpointId: a.endpoint_id,
    url: a.url,
    status: a.status,
    statusText: STATUS_TEXT[a.status],
    responseStatusCode: a.response_status_code,
    response: a.response,
    responseDurationMs: a.response_duration_ms,
    timestamp: iso(a.timestamp_millis),
    triggerType: a.trigger_type,
  };
}
