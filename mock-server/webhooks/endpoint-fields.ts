/** The Svix endpoint fields of a create (all) or patch (those sent) body, checked as Svix checks them. */
import type { WebhookEndpointRow } from './rows.js';
import { WEBHOOK_EVENT_TYPES } from './emit.js';
import { invalid } from './svix-error.js';

const isHttpUrl = (s: string) => {
  try {
    const u = new URL(s);
    return (u.protocol === 'http:' || u.protocol === 'https:') && u.hostname !== '';
  } catch {
    return false;
  }
};

export const SECRET_RE = /^(whsec_)?[a-zA-Z0-9+/=]{32,100}$/;
const UID_RE = /^[a-zA-Z0-9\-_.]{1,256}$/;

/** Endpoint fields from a create (all) or patch (those sent) body; throws 422 on a bad field. */
export function endpointFields(b: Record<string, unknown>, partial: boolean): Partial<WebhookEndpointRow> {
  const out: Partial<WebhookEndpointRow> = {};
  if (b.url !== undefined || !partial) {
    if (typeof b.url !== 'string' || !isHttpUrl(b.url)) throw invalid(['body', 'url'], b.url === undefined ? 'field required' : 'invalid or missing URL scheme', b.url === undefined ? 'value_error.missing' : 'value_error.url');
    out.url = b.url;
  }
  if (b.description !== undefined) {
    if (typeof b.description !== 'string') throw invalid(['body', 'description'], 'str type expected', 'type_error.str');
    out.description = b.description;
  }
  if (b.filterTypes !== undefined) {
    const f = b.filterTypes;
    if (f !== null && (!Array.isArray(f) || f.length === 0 || f.some((t) => typeof t !== 'string'))) throw invalid(['body', 'filterTypes'], 'a non-empty list of event types, or null');
    const unknown = (f as string[] | null)?.find((t) => !(WEBHOOK_EVENT_TYPES as readonly string[]).includes(t));
    if (unknown !== undefined) throw invalid(['body', 'filterTypes'], `event type not found: ${unknown}`);
    out.filter_types = f === null ? null : [...new Set(f as string[])];
  }
  if (b.secret !== undefined && b.secret !== null) {
    if (typeof b.secret !== 'string' || !SECRET_RE.test(b.secret)) throw invalid(['body', 'secret'], 'string does not match regex "^(whsec_)?[a-zA-Z0-9+/=]{32,100}$"', 'value_error.str.regex');
    out.secret = b.secret.startsWith('whsec_') ? b.secret : `whsec_${b.secret}`;
  }
  if (b.disabled !== undefined) {
    if (typeof b.disabled !== 'boolean') throw invalid(['body', 'disabled'], 'value could not be parsed to a boolean', 'type_error.bool');
    out.disabled = b.disabled;
  }
  if (b.uid !== undefined) {
    if (b.uid !== null && (typeof b.uid !== 'string' || !UID_RE.test(b.uid))) throw invalid(['body', 'uid'], 'string does not match regex "^[a-zA-Z0-9\\-_.]+$"', 'value_error.str.regex');
    out.uid = b.uid as string | null;
  }
  if (b.rateLimit !== undefined) {
    if (b.rateLimit !== null && (!Number.isInteger(b.rateLimit) || (b.rateLimit as number) < 1)) throw invalid(['body', 'rateLimit'], 'ensure this value is greater than 0');
    out.rate_limit = b.rateLimit as number | null;
  }
  if (b.version !== undefined) {
    if (!Number.isInteger(b.version) || (b.version as number) < 1) throw invalid(['body', 'version'], 'ensure this value is greater than 0');
    out.version = b.version as number;
  }
  if (b.metadata !== undefined) {
    const m = b.metadata;
    if (m === null || typeof m !== 'object' || Array.isArray(m) || Object.values(m).some((v) => typeof v !== 'string')) throw invalid(['body', 'metadata'], 'a map of strings');
    out.metadata = m as Record<string, string>;
  }
  return out;
}
