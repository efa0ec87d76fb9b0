/** Webhook entities of the Svix API: wire (Svix's camelCase, ISO times) → entity (Date times), and back for writes. */

export type WebhookAttemptStatus = 'success' | 'pending' | 'fail' | 'sending';

export interface WebhookEndpoint {
  id: string;
  url: string;
  description: string;
  /** Event types it receives; null = every type. */
  eventTypes: string[] | null;
  disabled: boolean;
  createdAt: Date;
  updatedAt: Date;
}

export interface WebhookEndpointInput {
  url: string;
  description?: string;
  eventTypes?: string[] | null;
  /** `whsec_…`; a random one when omitted. */
  secret?: string;
  disabled?: boolean;
}

export type WebhookEndpointUpdate = Partial<Omit<WebhookEndpointInput, 'secret'>>;

export interface WebhookMessage {
  id: string;
  eventType: string;
  /** What each endpoint receives as the body: `{ type, data }`. */
  payload: { type: string; data: unknown };
  timestamp: Date;
}

export interface WebhookAttempt {
  id: string;
  messageId: string;
  endpointId: string;
  url: string;
  status: WebhookAttemptStatus;
  /** 0 when no HTTP answer came. */
  responseStatusCode: number;
  response: string;
  timestamp: Date;
  trigger: 'scheduled' | 'manual';
}

export interface EndpointWire {
  id: string;
  url: string;
  description: string;
  filterTypes: string[] | null;
  disabled: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface MessageWire {
  id: string;
  eventType: string;
  payload: { type: string; data: unknown };
  timestamp: string;
}

export interface AttemptWire {
  id: string;
  msgId: string;
  endpointId: string;
  url: string;
  status: 0 | 1 | 2 | 3;
  responseStatusCode: number;
  response: string;
  timestamp: string;
  triggerType: 0 | 1;
}

export interface ListWire<T> {
  data: T[];
  iterator: string | null;
  done: boolean;
}

const STATUS: readonly WebhookAttemptStatus[] = ['success', 'pending', 'fail', 'sending'];

export const toWebhookEndpoint = (w: EndpointWire): WebhookEndpoint => ({
  id: w.id, url: w.url, description: w.description, eventTypes: w.filterTypes ?? null, disabled: w.disabled,
  createdAt: new Date(w.createdAt), updatedAt: new Date(w.updatedAt),
});

export const toWebhookMessage = (w: MessageWire): WebhookMessage => ({ id: w.id, eventType: w.eventType, payload: w.payload, timestamp: new Date(w.timestamp) });

export const toWebhookAttempt = (w: AttemptWire): WebhookAttempt => ({
  id: w.id, messageId: w.msgId, endpointId: w.endpointId, url: w.url, status: STATUS[w.status] ?? 'fail',
  responseStatusCode: w.responseStatusCode, response: w.response, timestamp: new Date(w.timestamp), trigger: w.triggerType === 1 ? 'manual' : 'scheduled',
});

export function endpointInputToWire(i: WebhookEndpointUpdate & { secret?: string }): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (i.url !== undefined) out.url = i.url;
  if (i.description !== undefined) out.description = i.description;
  if (i.eventTypes !== undefined) out.filterTypes = i.eventTypes;
  if (i.secret !== undefined) out.secret = i.secret;
  if (i.disabled !== undefined) out.disabled = i.disabled;
  return out;
}
