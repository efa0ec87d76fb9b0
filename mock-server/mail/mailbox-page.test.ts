import { describe, expect, it } from 'vitest';
import { mailboxPage } from './mailbox-page.js';
import { renderTemplate } from './templates.js';

const mail = (html: string) => ({
  id: 'm1', project_id: 'internal', from: 'noreply@example.com', to: ['ann@example.com'], subject: 'Reset <your> password',
  text: 'Reset: https://app.example.com/handler/password-reset?code=abc', html, date_millis: 0,
});

describe('dev mailbox page', () => {
  it('shows the HTML part in a sandboxed frame without scripts, a text tab and the links; has a favicon', () => {
    const page = mailboxPage([mail('<p>Hi</p><script>alert(1)</script>')], null);
    const frame = /<iframe [^>]*>/.exec(page)![0];
    expect(frame).toContain('sandbox=""');
    expect(frame).not.toContain('allow-scripts');
    expect(frame).toContain('srcdoc="&#60;p&#62;Hi&#60;/p&#62;&#60;script&#62;');
    expect(page).not.toContain('<script>alert(1)</script>');
    expect(page).toContain('<label for="mail-0-text">Text</label>');
    expect(page).toContain('<a href="https://app.example.com/handler/password-reset?code=abc">');
    expect(page).toContain('Reset &#60;your&#62; password');
    expect(page).toMatch(/<link rel="icon" href="data:image\/svg\+xml,/);
  });

  it('a message without an HTML part opens on its text', () => {
    const page = mailboxPage([mail('')], null);
    expect(page).not.toContain('<iframe');
    expect(page).toContain('id="mail-0-text" checked');
  });

  it('greets by display name, or says just "Hi," with no name', () => {
    expect(renderTemplate('password_reset', { userDisplayName: 'Ann', passwordResetLink: 'x' }).text).toContain('Hi Ann!');
    const anonymous = renderTemplate('password_reset', { userDisplayName: '', passwordResetLink: 'x' });
    expect(anonymous.text).toContain('Hi, please click');
    expect(anonymous.text).not.toContain('Hi !');
  });
});
