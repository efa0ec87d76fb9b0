/**
 * Pruning while the host runs, by the host's clock (so advancing the dev clock prunes too):
 * - one-time codes (verification codes, OAuth codes and states) a day after they expired — for that day a
 *   late attempt still gets "expired" rather than "not found";
 * - sessions (refresh tokens) once expired (both answer the same error);
 * - dev-mailbox mail older than a day, and all but the newest 500 mails of any one address (Inbucket's
 *   own defaults);
 * - webhook messages and delivery attempts after 30 days.
 * One timer for all hosts checks each second whether a minute of host time has passed since a host's last prune.
 * Rate-limit windows are not stored here: the rate limiter bounds its own memory.
 */
import type { Host } from '../host.js';
import type { Row } from './db.js';

export const DAY_MS = 86_400_000;
export const CODE_GRACE_MS = DAY_MS;
export const MAIL_RETENTION_MS = DAY_MS;
export const MAILBOX_CAP = 500;
/** Webhook messages and their delivery attempts are kept this long (host time). */
export const WEBHOOK_RETENTION_MS = 30 * DAY_MS;
/** Host time between prunes. */
export const PRUNE_EVERY_MS = 60_000;

type Expiry = (row: Row & Record<string, unknown>) => number | undefined;
const num = (v: unknown) => (typeof v === 'number' ? v : undefined);

/** Table → the host time after which a row may go. */
const RULES: [string, Expiry][] = [
  ['verification_codes', (r) => num(r.expires_at_millis)! + CODE_GRACE_MS],
  ['refresh_tokens', (r) => num(r.expires_at_millis)],
  ['oauth_authorization_codes', (r) => num(r.expires_at_millis)! + CODE_GRACE_MS],
  ['oauth_mock_provider_grants', (r) => (r.kind === 'code' ? num(r.expires_at_millis)! + CODE_GRACE_MS : undefined)],
  ['oauth_outer_info', (r) => num(r.created_at_millis)! + CODE_GRACE_MS],
  ['mails', (r) => num(r.date_millis)! + MAIL_RETENTION_MS],
  ['webhook_messages', (r) => num(r.timestamp_millis)! + WEBHOOK_RETENTION_MS],
  ['webhook_attempts', (r) => num(r.timestamp_millis)! + WEBHOOK_RETENTION_MS],
];

/** Deletes what is due now; returns counts per table (only tables with deletions). */
export function pruneExpired(host: Host): Record<string, number> {
  const now = host.now();
  const out: Record<string, number> = {};
  for (const [name, expiry] of RULES) {
    const n = host.table<Row & Record<string, unknown>>(name).deleteWhere((r) => {
      const at = expiry(r);
      return at !== undefined && !Number.isNaN(at) && at <= now;
    });
    if (n) out[name] = n;
  }
  const byAddress = new Map<string, string[]>();
  for (const m of host.mails.rows.values()) {
    const to = (m.to[0] ?? '').toLowerCase();
    let ids = byAddress.get(to);
    if (!ids) byAddress.set(to, (ids = []));
    ids.push(m.id);
  }
  let capped = 0;
  for (const ids of byAddress.values()) {
    if (ids.length <= MAILBOX_CAP) continue;
    const sorted = ids.map((id) => host.mails.get(id)!).sort((a, b) => a.date_millis - b.date_millis);
    for (const m of sorted.slice(0, sorted.length - MAILBOX_CAP)) if (host.mails.delete(m.id)) capped++;
  }
  if (capped) out.mails = (out.mails ?? 0) + capped;
  host.db.flush();
  return out;
}

interface Scheduled {
  host: WeakRef<Host>;
  next: number;
}

const scheduled = new Set<Scheduled>();
let timer: NodeJS.Timeout | null = null;

function tick(): void {
  for (const s of scheduled) {
    const host = s.host.deref();
    if (!host) {
      scheduled.delete(s);
      continue;
    }
    const now = host.now();
    if (now < s.next) continue;
    s.next = now + PRUNE_EVERY_MS;
    try {
      pruneExpired(host);
    } catch (e) {
      console.error('[host] pruning failed (will retry):', e instanceof Error ? e.message : e);
    }
  }
  if (!scheduled.size && timer) {
    clearInterval(timer);
    timer = null;
  }
}

/** Prunes `host` about every minute of its own clock, for as long as the host object lives. */
export function schedulePruning(host: Host): () => void {
  const s: Scheduled = { host: new WeakRef(host), next: host.now() + PRUNE_EVERY_MS };
  scheduled.add(s);
  timer ??= setInterval(tick, 1000).unref();
  return () => scheduled.delete(s);
}
