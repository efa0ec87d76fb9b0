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

/** `version: 1` renders the legacy sign-in e-mail (magic_link only; custom templates do not apply). */
export function renderTemplate(type: TemplateType, vars: Record<string, string>, custom?: Pick<EmailTemplateRow, 'subject' | 'content'>, opts: { version?: 1 | 2 } = {}) {
  if (type === 'magic_link' && opts.version === 1) custom = LEGACY_MAGIC_LINK;
  const subject = substitute(custom?.subject ?? DEFAULT_SUBJECTS[type], vars);
  const content = (custom?.content ?? DEFAULT_CONTENT[type]) as Record<string, { type: string; data?: { props?: Record<string, string>; childrenIds?: string[] } }>;
  const ids = content.root?.data?.childrenIds ?? [];
  const lines: string[] = [];
  const html: string[] = [];
  for (const id of ids) {
    const b = content[id];
    const props = b?.data?.props ?? {};
    if (b?.type === 'Button') {
      const url = substitute(props.url ?? '', vars);
      const label = substitute(props.text ?? '', vars);
      lines.push(`${label}: ${url}`);
      html.push(`<p><a href="${escapeHtml(url)}">${escapeHtml(label)}</a></p>`);
    } else if (props.text !== undefined) {
      // no display name: "Hi," rather than "Hi !"
      const t = substitute(props.text, vars).replace(/^Hi\s*!\s*(.)/, (_, c: string) => `Hi, ${c.toLowerCase()}`);
      lines.push(t);
      html.push(`<p>${escapeHtml(t)}</p>`);
    }
  }
  return { subject, text: lines.join('\n\n'), html: `<!doctype html><html><body>${html.join('')}</body></html>` };
}
