/** Public entry of the conformance harness (the `@tinyauth/harness` package). */
export { runConformance, DEFAULT_BASE_URL, CALLBACK_URL, TRUSTED_DOMAIN, UNTRUSTED_CALLBACK_URL } from './run-conformance.js';
export { formatReport, summaryLine, toJUnit } from './report.js';
export { covered, uncovered, endpointKey } from './coverage.js';
export { ALL_CASES } from './cases/all-cases.js';
export { defineCase } from './define-case.js';
export { inbucketMailbox } from './mailbox/inbucket.js';
export { smtpMailbox } from './mailbox/smtp.js';
export { DEV_PROJECT } from './flows.js';
export { AREAS } from './types.js';
export type {
  Area, CaseResult, CaseStatus, ConformanceCase, ConformanceOptions, ConformanceReport, MailboxOption, ProgressEvent, RequestSummary,
} from './types.js';
export type { CaseContext } from './case-context.js';
export type { Mail, Mailbox } from './mailbox/types.js';
