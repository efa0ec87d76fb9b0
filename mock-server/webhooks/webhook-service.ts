/**
 * Delivery: the one place messages leave the host. A message row is written in the same transaction as the
 * change it reports; the service delivers it only once that transaction is committed (a rolled-back request
 * sends nothing), off the request path, to every enabled endpoint of the project whose filter admits it.
 *
 * Each try is recorded as an attempt. A failed try (no 2xx answer, or no answer within the timeout) is
 * retried on Svix's schedule (5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h after the first), counted on the
 * host's clock, so advancing the dev clock brings retries forward. Redirects are not followed: requests go
 * only to the URL an admin registered, on any host and port (localhost included). Deliveries to one endpoint run at most `maxInFlight` at a time, so a
 * slow endpoint holds only its own queue.
 */
import type { Host } from '../host.js';
import { attemptsTable, endpointsTable, messagesTable, svixId, type WebhookAttemptRow, type WebhookMessageRow } from './rows.js';
import { webhookHeaders } from './sign.js';
import { postJson } from './post-json.js';

/** Svix's retry schedule: the wait before each try after the first. */
export const RETRY_SCHEDULE_MS: readonly number[] = [5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 36_000_000];

export interface WebhookOptions {
  /** How long one try may take. @default 15000 (Svix's) */
  timeoutMs?: number;
  /** Waits before the retries, on the host's clock. @default RETRY_SCHEDULE_MS */
  retryScheduleMs?: readonly number[];
  /** Tries in flight per endpoint. @default 8 */
  maxInFlight?: number;
  /** Without a data directory: messages kept per project (oldest go first). @default 10000 */
  messagesPerProject?: number;
}

interface Job {
  msgId: string;
  endpointId: string;
  /** Index of this try in the schedule (0 = the first try). */
  tryIndex: number;
  trigger: 0 | 1;
}

/** The answer body kept with an attempt. */
const RESPONSE_CAP = 4096;
/** How often (real time) due retries are looked for while any is waiting. */
const RETRY_TICK_MS = 200;

export class WebhookService {
  readonly timeoutMs: number;
  readonly schedule: readonly number[];
  private readonly maxInFlight: number;
  private readonly cap: number;
  /** Messages written by requests not committed yet. */
  private waiting: string[] = [];
  private draining = false;
  private readonly retries: (Job & { due: number })[] = [];
  private retryTimer: NodeJS.Timeout | null = null;
  private readonly inFlight = new Map<string, number>();
  private readonly queues = new Map<string, Job[]>();
  /** Without a data directory: message ids per project, oldest first (for the cap). */
  private readonly kept = new Map<string, string[]>();
  private idleWaiters: (() => void)[] = [];

  constructor(private readonly host: Host, o: WebhookOptions = {}) {
    this.timeoutMs = o.timeoutMs ?? 15_000;
    this.schedule = o.retryScheduleMs ?? RETRY_SCHEDULE_MS;
    this.maxInFlight = o.maxInFlight ?? 8;
    this.cap = o.messagesPerProject ?? 10_000;
  }

  /** A message row was just written: deliver it once its transaction is committed. */
  queued(msg: WebhookMessageRow): void {
    if (!this.host.db.durable) this.keep(msg);
    this.waiting.push(msg.id);
    if (!this.draining) {
      this.draining = true;
      setImmediate(() => this.drain());
    }
  }

  /** Sends a message to one endpoint again, now (a manual attempt, not retried). */
  resend(msgId: string, endpointId: string): void {
    this.run({ msgId, endpointId, tryIndex: this.schedule.length, trigger: 1 });
  }

  /** Resolves once nothing is waiting for a commit, queued or in flight (scheduled retries aside). */
  idle(): Promise<void> {
    if (this.isIdle()) return Promise.resolve();
    return new Promise((r) => this.idleWaiters.push(r));
  }

  /** Retries not yet due. */
  get scheduledRetries(): number {
    return this.retries.length;
  }

  private isIdle(): boolean {
    if (this.waiting.length) return false;
    for (const n of this.inFlight.values()) if (n) return false;
    return true;
  }

  private settle(): void {
    if (!this.idleWaiters.length || !this.isIdle()) return;
    const w = this.idleWaiters;
    this.idleWaiters = [];
    for (const r of w) r();
  }

  private keep(msg: WebhookMessageRow): void {
    let ids = this.kept.get(msg.project_id);
    if (!ids) this.kept.set(msg.project_id, (ids = []));
    ids.push(msg.id);
    if (ids.length <= this.cap) return;
    const drop = ids.splice(0, ids.length - this.cap);
    for (const id of drop) {
      messagesTable(this.host).delete(id);
      for (const a of attemptsTable(this.host).where('msg_id', id)) attemptsTable(this.host).delete(a.id);
    }
  }

  private drain(): void {
    const db = this.host.db;
    const still: string[] = [];
    for (const id of this.waiting) {
      if (db.uncommitted('webhook_messages', id)) {
        still.push(id);
        continue;
      }
      // Gone: its request's commit failed (or the project was reset meanwhile); nothing to send.
      const msg = messagesTable(this.host).get(id);
      if (msg) this.fanOut(msg);
    }
    this.waiting = still;
    if (still.length) setTimeout(() => this.drain(), 1);
    else this.draining = false;
    this.settle();
  }

  private fanOut(msg: WebhookMessageRow): void {
    for (const ep of endpointsTable(this.host).where('project_id', msg.project_id)) {
      if (ep.disabled || (ep.filter_types && !ep.filter_types.includes(msg.event_type))) continue;
      this.run({ msgId: msg.id, endpointId: ep.id, tryIndex: 0, trigger: 0 });
    }
  }

  private run(job: Job): void {
    const n = this.inFlight.get(job.endpointId) ?? 0;
    if (n >= this.maxInFlight) {
      let q = this.queues.get(job.endpointId);
      if (!q) this.queues.set(job.endpointId, (q = []));
      q.push(job);
      return;
    }
    this.inFlight.set(job.endpointId, n + 1);
    this.send(job).catch((e) => console.error('[host] webhook delivery failed:', e)).finally(() => {
      const left = (this.inFlight.get(job.endpointId) ?? 1) - 1;
      if (left) this.inFlight.set(job.endpointId, left);
      else this.inFlight.delete(job.endpointId);
      const next = this.queues.get(job.endpointId)?.shift();
      if (this.queues.get(job.endpointId)?.length === 0) this.queues.delete(job.endpointId);
      if (next) this.run(next);
      else this.settle();
    });
  }

  private async send(job: Job): Promise<void> {
    const host = this.host;
    const msg = messagesTable(host).get(job.msgId);
    const ep = endpointsTable(host).get(job.endpointId);
    if (!msg || !ep || ep.project_id !== msg.project_id) return;
    const body = JSON.stringify(msg.payload);
    // Signed with the wall clock (not the dev clock), so an app's timestamp-tolerance check passes.
    const seconds = Math.floor((host.now() - host.clockOffsetMs()) / 1000);
    const headers = webhookHeaders(ep.secret, msg.id, seconds, body);
    // The attempt is listed from the moment it starts (status 3, sending), so attempts list in the order
    // they were made, whatever order they finish in.
    const attempt: WebhookAttemptRow = attemptsTable(host).put({
      id: svixId('atmpt'), project_id: msg.project_id, msg_id: msg.id, endpoint_id: ep.id, url: ep.url,
      status: 3, response_status_code: 0, response: '', response_duration_ms: 0, timestamp_millis: host.now(), trigger_type: job.trigger,
      signature_headers: { 'svix-id': headers['svix-id'], 'svix-timestamp': headers['svix-timestamp'], 'svix-signature': headers['svix-signature'] },
    });
    const started = performance.now();
    const res = await postJson(ep.url, headers, body, this.timeoutMs, RESPONSE_CAP);
    const ok = res.status >= 200 && res.status < 300;
    // Unless the message was pruned or reset meanwhile (its attempts went with it).
    if (attemptsTable(host).get(attempt.id)) {
      attemptsTable(host).put({ ...attempt, status: ok ? 0 : 2, response_status_code: res.status, response: res.text, response_duration_ms: Math.round(performance.now() - started) });
    }
    if (!ok && job.tryIndex < this.schedule.length) this.retryLater({ ...job, tryIndex: job.tryIndex + 1, trigger: 0 }, this.schedule[job.tryIndex]);
  }

  private retryLater(job: Job, waitMs: number): void {
    this.retries.push({ ...job, due: this.host.now() + waitMs });
    if (!this.retryTimer) {
      this.retryTimer = setInterval(() => this.runDue(), RETRY_TICK_MS);
      this.retryTimer.unref();
    }
  }

  /** Starts the retries that are due on the host's clock (also called by the timer). */
  runDue(): void {
    const now = this.host.now();
    const due = this.retries.filter((r) => r.due <= now);
    if (!due.length) return;
    const rest = this.retries.filter((r) => r.due > now);
    this.retries.length = 0;
    this.retries.push(...rest);
    if (!rest.length && this.retryTimer) {
      clearInterval(this.retryTimer);
      this.retryTimer = null;
    }
    for (const { due: _, ...job } of due) this.run(job);
  }

  /** Stops the retry timer (the host is closing). */
  close(): void {
    if (this.retryTimer) clearInterval(this.retryTimer);
    this.retryTimer = null;
    this.retries.length = 0;
  }
}

const services = new WeakMap<Host, WebhookService>();

/** The host's webhook service (made with default options on first use). */
export function webhooksOf(host: Host): WebhookService {
  let s = services.get(host);
  if (!s) services.set(host, (s = new WebhookService(host)));
  return s;
}

/** Sets the host's webhook options (createMockServer, before any request). */
export function configureWebhooks(host: Host, o: WebhookOptions): WebhookService {
  const s = new WebhookService(host, o);
  services.set(host, s);
  return s;
}
