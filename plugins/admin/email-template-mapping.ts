/** E-mail template: wire → entity, and the update input → wire. */
import { fromWire, toWire } from '../../kernel/index.js';
import type { EmailTemplateType, EmailTemplateWire } from './contract.js';

export interface EmailTemplate {
  type: EmailTemplateType;
  /** Handlebars-style `{{ var }}` placeholders. */
  subject: string;
  /** An e-mail-editor document: blocks keyed by id, with a `root` EmailLayout block listing `childrenIds`. */
  content: Record<string, unknown>;
  /** Not customised. */
  isDefault: boolean;
}

/** `admin.updateEmailTemplate` fields: unspecified ones keep their current value. */
export interface EmailTemplateUpdate {
  subject?: string;
  content?: Record<string, unknown>;
}

export const toEmailTemplate = (w: EmailTemplateWire) => fromWire<EmailTemplate>('type subject content isDefault', w);

export const emailTemplateUpdateToWire = (input: EmailTemplateUpdate) => toWire('subject content', input);
