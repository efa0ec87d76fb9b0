import { defineCase } from '../../define-case.js';
import * as expect from '../../expect.js';
import { mailedCode } from '../../flows.js';

const DEFAULT_SUBJECTS: Record<string, string> = {
  email_verification: 'Verify your email at {{ projectDisplayName }}',
  password_reset: 'Reset your password at {{ projectDisplayName }}',
  magic_link: 'Sign in to {{ projectDisplayName }}: Your code is {{ otp }}',
  team_invitation: 'You have been invited to join {{ teamDisplayName }}',
};

export const listTemplates = defineCase({
  area: 'admin',
  name: 'email-templates-defaults',
  endpoints: ['GET /api/v1/email-templates', 'GET /api/v1/email-templates/:type'],
  async run(t) {
    const project = await t.newProject();
    const res = await t.api('GET', '/email-templates', { as: 'admin', project });
    const body = expect.json(res, 200);
    expect.equal(body.is_paginated, false, 'is_paginated', res);
    const items = body.items as Record<string, unknown>[];
    expect.equal(items.map((i) => i.type), Object.keys(DEFAULT_SUBJECTS), 'template order', res);
    for (const item of items) {
      expect.keys(item, ['type', 'subject', 'content', 'is_default'], `template ${item.type}`, res);
      expect.equal({ s: item.subject, d: item.is_default }, { s: DEFAULT_SUBJECTS[String(item.type)], d: true }, `default ${item.type}`, res);
      expect.type(item.content, 'object', `${item.type}.content`, res);
    }
    expect.json(await t.api('GET', '/email-templates/magic_link', { as: 'admin', project }), 200, items[2]);
  },
});

export const customTemplate = defineCase({
  area: 'admin',
  name: 'custom-template-is-used-and-reset',
  endpoints: ['PATCH /api/v1/email-templates/:type', 'DELETE /api/v1/email-templates/:type'],
  needs: ['mailbox'],
  async run(t) {
    const project = await t.newProject({ magic_link_enabled: true, domains: [] });
    const patched = await t.api('PATCH', '/email-templates/magic_link', { as: 'admin', project, json: { subject: 'Code {{ otp }} for {{ projectDisplayName }}' } });
    const body = expect.json(patched, 200);
    expect.equal({ s: body.subject, d: body.is_default }, { s: 'Code {{ otp }} for {{ projectDisplayName }}', d: false }, 'customised template', patched);
    expect.text(await t.api('PATCH', '/email-templates/magic_link', { as: 'admin', project, json: { content: { not: 'a document' } } }), 400, 'Invalid email template content');
    const email = t.email();
    const sent = await t.api('POST', '/auth/otp/send-sign-in-code', { as: 'client', project, json: { email, callback_url: t.callbackUrl } });
    expect.status(sent, 200);
    const mail = await mailedCode(t, email);
    expect.equal(mail.subject, `Code ${mail.code.slice(0, 6).toUpperCase()} for ${project.displayName}`, 'subject rendered from the custom template');
    expect.json(await t.api('DELETE', '/email-templates/magic_link', { as: 'admin', project, json: {} }), 200, { success: true });
    expect.text(await t.api('DELETE', '/email-templates/magic_link', { as: 'admin', project, json: {} }), 404, 'Email template not found');
    const reset = expect.json(await t.api('GET', '/email-templates/magic_link', { as: 'admin', project }), 200);
    expect.equal(reset.is_default, true, 'back to the default');
  },
});
