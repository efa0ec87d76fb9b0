/**
 * Shared types of the conformance harness. The layers below (http.ts, expect.ts, case-context.ts) define
 * their own types and never import this file; it re-exports them for the rest of the harness.
 */
import type { Mailbox } from './mailbox/types.js';
import type { RequestSummary } from './http.js';
import type { CaseContext } from './case-context.js';

export type { RequestSummary } from './http.js';
export type { ProjectCreds } from './case-context.js';

export const AREAS = [
  'envelope',
  'tokens',
  'users',
  'sessions',
  'projects',
  'password',
  'otp',
  'contact-channels',
  'teams',
  'permissions',
  'invitations',
  'mfa',
  'oauth',
  'passkey',
  'admin',
  'webhooks',
] as const;
export type Area = (typeof AREAS)[number];

export type CaseStatus = 'pass' | 'fail' | 'skip' | 'not-implemented' | 'info';

export interface CaseResult {
  area: Area;
  name: string;
  status: CaseStatus;
  expected?: string;
  actual?: string;
  request?: RequestSummary;
  note?: string;
  durationMs: number;
}

export interface ConformanceReport {
  baseUrl: string;
  cases: CaseResult[];
  passed: number;
  failed: number;
  skipped: number;
  durationMs: number;
}

export type MailboxOption = { type: 'inbucket'; url: string } | { type: 'smtp'; port: number; host?: string };

export interface ProgressEvent {
  done: number;
  total: number;
  current?: CaseResult;
}

export interface ConformanceOptions {
  /** @default 'http://localhost:8102' */
  baseUrl?: string;
  /** Injected fetch (e.g. an in-process app). @default globalThis.fetch */
  fetch?: typeof fetch;
  /** @default 'internal' */
  projectId?: string;
  publishableClientKey?: string;
  secretServerKey?: string;
  superSecretAdminKey?: string;
  /**
   * Where e-mails are read. Default: the host's own Inbucket-compatible mailbox at
   * `{baseUrl}/mailbox` when it answers; otherwise e-mail cases are skipped.
   */
  mailbox?: MailboxOption;
  /** Area names or `area/case` names to run (default: all). */
  only?: readonly string[];
  /** Area names or `area/case` names to skip, reported as 'skip'. */
  skip?: readonly string[];
  onProgress?: (event: ProgressEvent) => void;
  /** Cases running at once. @default 8 */
  concurrency?: number;
  /** Per-case time limit in ms. @default 30000 */
  caseTimeoutMs?: number;
  /**
   * Use the host's test-only clock (`/__dev/clock/advance`, detected by probing) for expiry cases.
   * It moves the host's clock forward (about 7 days per run) for everyone using that host, so it is
   * off by default; without it those cases are skipped with a reason.
   * @default false
   */
  useDevClock?: boolean;
  /**
   * Base URL of the host's Svix-compatible webhooks API (what the hosted API calls STACK_SVIX_SERVER_URL).
   * Default: `{baseUrl}/svix` when its `/api/v1/health` answers; otherwise (or with false) the webhooks
   * cases are skipped with the reason.
   */
  svixUrl?: string | false;
}

export type Needs = 'mailbox' | 'clock' | 'svix';

export interface ConformanceCase {
  area: Area;
  /** kebab-case behaviour name, unique within the area */
  name: string;
  /** Endpoints exercised, as `METHOD /path/:param` templates. */
  endpoints: readonly string[];
  needs?: readonly Needs[];
  run(t: CaseContext): Promise<void>;
}

export type { Mailbox };
