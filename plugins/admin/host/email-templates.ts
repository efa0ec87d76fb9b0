/**
 * SERVER-ONLY: e-mail templates of the current project (list, read, update, delete). Custom rows live in
 * host.emailTemplates keyed `${projectId}:${type}`, which mail/send-email.ts renders from.
 */
import { textError } from '../../../mock-server/http/api-error.js';
import { ok, success, type Router } from '../../../mock-server/http/router.js';
import { notNull, object, oneOf, string } from '../../../mock-server/http/schema.js';
import { DEFAULT_CONTENT, DEFAULT_SUBJECTS } from '../../../mock-server/mail/templates.js';
import type { Host } from '../../../mock-server/host.js';
import type { EmailTemplateRow } from '../../../mock-server/store/entities.js';
import { EMAIL_TEMPLATE_TYPES, type EmailTemplateType } from '../contract.js';

const ADMIN = ['admin'] as const;
const params = object({ type: oneOf(EMAIL_TEMPLATE_TYPES) });

/** Optional, any JSON except null (`body.content cannot be null`). */
const optionalContent = notNull();

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * An e-mail-editor document: an object of blocks keyed by id; `root` is an EmailLayout whose
 * `data.childrenIds` name existing blocks, each `{ type: string, data: object }`.
 */
export function isTemplateDocument(doc: unknown): doc is Record<string, unknown> {
  if (!isObject(doc) || !isObject(doc.root) || doc.root.type !== 'EmailLayout' || !isObject(doc.root.data)) return false;
  const children = doc.root.data.childrenIds;
  if (!Array.isArray(children)) return false;
  return children.every((id) => {
    if (typeof id !== 'string' || id === 'root') return false;
    const block = doc[id];
    return isObject(block) && typeof block.type === 'string' && isObject(block.data);
  });
}

function customRow(host: Host, projectId: string, type: EmailTemplateType): EmailTemplateRow | undefined {
  return host.emailTemplates.get(`${projectId}:${type}`);
}

/** The read shape: the custom template, else the built-in one. */
export function templateView(host: Host, projectId: string, type: EmailTemplateType) {
  const custom = customRow(host, projectId, type);
  return custom
    ? { type, subject: custom.subject, content: custom.content, is_default: false }
    : { type, subject: DEFAULT_SUBJECTS[type], content: DEFAULT_CONTENT[type], is_default: true };
}

export function emailTemplateRoutes(r: Router): void {
  r.add({
    method: 'GET',
    path: '/email-templates',
    access: ADMIN,
    handler: ({ host, auth }) => ok({ items: EMAIL_TEMPLATE_TYPES.map((t) => templateView(host, auth!.project.id, t)), is_paginated: false }),
  });

  r.add({
    method: 'GET',
    path: '/email-templates/:type',
    access: ADMIN,
    params,
    handler: ({ host, auth, params }) => ok(templateView(host, auth!.project.id, params.type)),
  });

  r.add({
    method: 'PATCH',
    path: '/email-templates/:type',
    access: ADMIN,
    params,
    body: object({ subject: string().optional(), content: optionalContent }),
    handler: ({ host, auth, params, body }) => {
      if (body.content !== undefined && !isTemplateDocument(body.content)) throw textError(400, 'Invalid email template content');
      const projectId = auth!.project.id;
      const current = templateView(host, projectId, params.type);
      host.emailTemplates.put({
        id: `${projectId}:${params.type}`,
        project_id: projectId,
        type: params.type,
        subject: body.subject ?? current.subject,
        content: body.content ?? current.content,
      });
      return ok(templateView(host, projectId, params.type));
    },
  });

  r.add({
    method: 'DELETE',
    path: '/email-templates/:type',
    access: ADMIN,
    params,
    handler: ({ host, auth, params }) => {
      if (!host.emailTemplates.delete(`${auth!.project.id}:${params.type}`)) throw textError(404, 'Email template not found');
      return success();
    },
  });
}
