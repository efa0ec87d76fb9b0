/** Public entry of the conformance harness (`@tinyauth/sdk/harness`). */
export { runConformance, DEFAULT_BASE_URL, CALLBACK_URL, TRUSTED_DOMAIN, UNTRUSTED_CALLBACK_URL } from './run-conformance';
export { formatReport, summaryLine, toJUnit } from './report';
export { covered, uncovered, endpointKey } from './coverage';
export { ALL_CASES } from './cases/all-cases';
export { defineCase } from './define-case';
export { inbucketMailbox } from './mailbox/inbucket';
export { smtpMailbox } from './mailbox/smtp';
export { DEV_PROJECT } from './flows';
export { AREAS } from './types';
export type {
  Area, CaseResult, CaseStatus, ConformanceCase, ConformanceOptions, ConformanceReport, MailboxOption, ProgressEvent, RequestSummary,
} from './types';
export type { CaseContext } from './case-context';
export type { Mail, Mailbox } from './mailbox/types';
