import { describe, expect, it } from 'vitest';
import { DEFAULT_CONTENT, renderTemplate } from './templates.js';

describe('e-mail HTML layout', () => {
  it('frames the message as a centred card with inline styles: sans-serif text, a heading, a button-styled link', () => {
    const { html, text } = renderTemplate('password_reset', { projectDisplayName: 'Acme <b>', userDisplayName: 'Ada', passwordResetLink: 'https://a.test/r?code=x&y=1' });
    expect(html).toMatch(/^<!doctype html><html><head><meta charset="utf-8">/);
    expect(html).not.toContain('<style');
    expect(html).toContain('font-family:-apple-system');
    expect(html).toContain('max-width:560px');
    expect(html).toContain('<h1 style="margin:0 0 16px;font-size:20px;line-height:28px">Reset your password at Acme &#60;b&#62;</h1>');
    expect(html).toMatch(/<a href="https:\/\/a\.test\/r\?code=x&#38;y=1" style="display:inline-block;[^"]*background:#2256d6[^"]*">Reset my password<\/a>/);
    expect(html).toContain('background:#F8F8F8');
    // the text part is unchanged by the frame
    expect(text).toBe('Reset your password at Acme <b>\n\nHi Ada! Please click the link below to reset your password.\n\nReset my password: https://a.test/r?code=x&y=1');
  });

  it("uses the template's own colors, and ignores a color that is not a plain hex value", () => {
    const content = structuredClone(DEFAULT_CONTENT.magic_link) as { root: { data: Record<string, unknown> } };
    content.root.data.backdropColor = '#102030';
    content.root.data.canvasColor = 'red;background:url(https://evil.test/)';
    const { html } = renderTemplate('magic_link', { projectDisplayName: 'P', otp: 'ABC123', magicLink: 'https://a.test/m' }, { subject: 's', content });
    expect(html).toContain('background:#102030');
    expect(html).not.toContain('evil.test');
    expect(html).toContain('background:#FFFFFF');
  });
});
