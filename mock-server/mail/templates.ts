/**
 * The four e-mail templates: default subjects and a minimal e-mail-editor document each, rendered to
 * text and HTML with `{{ var }}` substitution; plus the legacy (version 1) sign-in e-mail for old clients.
 */
import type { EmailTemplateRow } from '../store/entities.js';

export type TemplateType = EmailTemplateRow['type'];
export const TEMPLATE_TYPES: readonly TemplateType[] = ['email_verification', 'password_reset', 'magic_link', 'team_invitation'];

export const DEFAULT_SUBJECTS: Record<TemplateType, string> = {
  email_verification: 'Verify your email at {{ projectDisplayName }}',
  password_reset: 'Reset your password at {{ projectDisplayName }}',
  magic_link: 'Sign in to {{ projectDisplayName }}: Your code is {{ otp }}',
  team_invitation: 'You have been invited to join {{ teamDisplayName }}',
};

type Block = { type: 'Text'; data: { props: { text: string } } } | { type: 'Button'; data: { props: { text: string; url: string } } };

const doc = (blocks: Block[]) => {
  const out: Record<string, unknown> = {
    root: { type: 'EmailLayout', data: { backdropColor: '#F8F8F8', canvasColor: '#FFFFFF', textColor: '#242424', fontFamily: 'MODERN_SANS', childrenIds: blocks.map((_, i) => `block-${i}`) } },
  };
  blocks.forEach((b, i) => (out[`block-${i}`] = b));
  return out;
};

const text = (t: string): Block => ({ type: 'Text', data: { props: { text: t } } });
const button = (t: string, url: string): Block => ({ type: 'Button', data: { props: { text: t, url } } });

export const DEFAULT_CONTENT: Record<TemplateType, Record<string, unknown>> = {
  email_verification: doc([text('Verify your email at {{ projectDisplayName }}'), text('Hi {{ userDisplayName }}! Please click the link below to verify your email.'), button('Verify my email', '{{ emailVerificationLink }}')]),
  password_reset: doc([text('Reset your password at {{ projectDisplayName }}'), text('Hi {{ userDisplayName }}! Please click the link below to reset your password.'), button('Reset my password', '{{ passwordResetLink }}')]),
  // The code stands on a line of its own in the text part (tools read it with /^[A-Z0-9]{6}$/m).
  magic_link: doc([text('Sign in to {{ projectDisplayName }}'), text('Your sign-in code is:'), text('{{ otp }}'), text('Or click the link below to sign in.'), button('Sign in', '{{ magicLink }}')]),
  team_invitation: doc([text('You are invited to {{ teamDisplayName }}'), text('Hi {{ userDisplayName }}! Please click the link below to join the team {{ teamDisplayName }}.'), button('Join team', '{{ teamInvitationLink }}')]),
};

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function substitute(s: string, vars: Record<string, string>): string {
  return s.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, k: string) => vars[k] ?? '');
}

/**
 * Version 1 of the sign-in e-mail, for old clients: the magic link only, no code (see isLegacySignInClient).
 */
export const LEGACY_MAGIC_LINK = {
  subject: 'Sign in to {{ projectDisplayName }}',
  content: doc([text('Sign in to {{ projectDisplayName }}'), text('Click the link below to sign in.'), button('Sign in', '{{ magicLink }}')]),
};

/** The last `@stackframe/stack` version whose sign-in e-mail is the legacy one (link only). */
const LEGACY_STACK_VERSION = [2, 5, 37] as const;

/** `<platform> <sdk>@<version>`, e.g. `js @stackframe/stack@2.5.37`, as the hosted API reads the header. */
const CLIENT_VERSION = /^(\w+)\s+(@[\w/]+)@([\d.]+)$/;

/**
 * True when `x-stack-client-version` matches `<platform> <sdk>@<version>` (e.g. `js @stackframe/stack@2.5.37`) with
 * sdk `@stackframe/stack` and a valid semver version up to 2.5.37. Anything else (a bare `@stackframe/stack@2.5.37`,
 * another sdk, a pre-release) gets the standard e-mail.
 */
export function isLegacySignInClient(header: string | null | undefined): boolean {
  const parts = CLIENT_VERSION.exec(header ?? '');
  if (!parts || parts[2] !== '@stackframe/stack') return false;
  const m = /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)$/.exec(parts[3]);
  if (!m) return false;
  const v = [Number(m[1]), Number(m[2]), Number(m[3])];
  for (let i = 0; i < 3; i++) if (v[i] !== LEGACY_STACK_VERSION[i]) return v[i] < LEGACY_STACK_VERSION[i];
  return true;
}

const FONT = "-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";
const BUTTON_STYLE = 'display:inline-block;padding:12px 22px;border-radius:6px;background:#2256d6;color:#ffffff;font-weight:600;text-decoration:none';
const color = (c: unknown, fallback: string) => (typeof c === 'string' && /^#[0-9a-f]{3,8}$/i.test(c) ? c : fallback);

/**
 * The HTML part's frame, built the way mail clients render it: a table-centred card of at most 560 px on the
 * template's backdrop, inline styles only (no `<style>` sheet, which several clients drop), a sans-serif stack.
 */
function layout(body: string, root: { backdropColor?: string; canvasColor?: string; textColor?: string }): string {
  const backdrop = color(root.backdropColor, '#F8F8F8');
  const canvas = color(root.canvasColor, '#FFFFFF');
  const text = color(root.textColor, '#242424');
  return (
    `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"></head>` +
    `<body style="margin:0;padding:0;background:${backdrop}">` +
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${backdrop}"><tr><td align="center" style="padding:32px 12px">` +
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:${canvas};border:1px solid #e3e6ea;border-radius:8px">` +
    `<tr><td style="padding:32px;font-family:${FONT};font-size:15px;line-height:24px;color:${text}">${body}</td></tr></table>` +
    `</td></tr></table></body></html>`
  );
}

/** `version: 1` renders the legacy sign-in e-mail (magic_link only; custom templates do not apply). */
export function renderTemplate(type: TemplateType, vars: Record<string, string>, custom?: Pick<EmailTemplateRow, 'subject' | 'content'>, opts: { version?: 1 | 2 } = {}) {
  if (type === 'magic_link' && opts.version === 1) custom = LEGACY_MAGIC_LINK;
  const subject = substitute(custom?.subject ?? DEFAULT_SUBJECTS[type], vars);
  const content = (custom?.content ?? DEFAULT_CONTENT[type]) as Record<string, { type: string; data?: { props?: Record<string, string>; childrenIds?: string[] } }>;
  const root = (content.root?.data ?? {}) as { childrenIds?: string[]; backdropColor?: string; canvasColor?: string; textColor?: string };
  const ids = root.childrenIds ?? [];
  const lines: string[] = [];
  const html: string[] = [];
  for (const id of ids) {
    const b = content[id];
    const props = b?.data?.props ?? {};
    if (b?.type === 'Button') {
      const url = substitute(props.url ?? '', vars);
      const label = substitute(props.text ?? '', vars);
      lines.push(`${label}: ${url}`);
      html.push(`<p style="margin:24px 0"><a href="${escapeHtml(url)}" style="${BUTTON_STYLE}">${escapeHtml(label)}</a></p>`);
    } else if (props.text !== undefined) {
      // no display name: "Hi," rather than "Hi !"
      const t = substitute(props.text, vars).replace(/^Hi\s*!\s*(.)/, (_, c: string) => `Hi, ${c.toLowerCase()}`);
      lines.push(t);
      html.push(html.length === 0 ? `<h1 style="margin:0 0 16px;font-size:20px;line-height:28px">${escapeHtml(t)}</h1>` : `<p style="margin:0 0 12px">${escapeHtml(t)}</p>`);
    }
  }
  return { subject, text: lines.join('\n\n'), html: layout(html.join(''), root) };
}
