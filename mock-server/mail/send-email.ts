/**
 * Every e-mail the host sends goes through here: into the dev mailbox first (synchronously, so it is
 * there before the API call returns), then to any extra transports (SMTP when configured).
 */
import type { Host, OutgoingMail } from '../host.js';
import type { EmailTemplateRow, ProjectRow } from '../store/entities.js';
import { renderTemplate, type TemplateType } from './templates.js';

export async function sendEmail(host: Host, mail: OutgoingMail): Promise<void> {
  host.mails.put({
    id: host.ids.uuid(),
    project_id: mail.projectId,
    from: mail.from,
    to: [mail.to],
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    date_millis: host.now(),
  });
  host.db.flush();
  for (const transport of host.transports) {
    try {
      await transport(mail);
    } catch (e) {
      console.error(`[host] mail transport failed for ${mail.to}:`, e instanceof Error ? e.message : e);
    }
  }
}

/** Renders the project's template (custom or default) with `vars` and sends it. */
export async function sendTemplateEmail(
  host: Host,
  project: ProjectRow,
  type: TemplateType,
  to: string,
  vars: Record<string, string>,
  opts: { version?: 1 | 2 } = {},
): Promise<void> {
  const custom = host.emailTemplates.get(`${project.id}:${type}`) as EmailTemplateRow | undefined;
  const all = { projectDisplayName: project.display_name, userDisplayName: '', ...vars };
  const { subject, text, html } = renderTemplate(type, all, custom, opts);
  await sendEmail(host, {
    projectId: project.id,
    from: `"${project.display_name}" <${host.options.sender}>`,
    to,
    subject,
    text,
    html,
  });
}
