// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { hostOf } from '../../mock-server/index.js';
import { password } from '../../plugins/password/index.js';
import { passwordViews } from '../../plugins/password/views.js';
import { createViewTestHost, renderHandler } from '../test-kit.js';

const ui = createViewTestHost();
const host = hostOf(ui.app);

describe('/email-verification (a core page)', () => {
  it('verifies the link of a password sign-up with only the password views loaded, once', async () => {
    const email = 'verify-core@example.com';
    const { client } = ui.makeClient({ plugins: [password()] });
    expect((await client.password.signUp({ email, password: 'correct horse battery' })).error).toBeNull();
    const mail = host.mails.filter((m) => m.to.includes(email)).at(-1)!;
    const url = new URL(/https?:\/\/\S+email-verification\?code=[0-9a-z]+/.exec(mail.text)![0]);
    const user = (await client.getUser())!;
    expect(user.primaryEmailVerified).toBe(false);

    renderHandler(ui.makeClient({ plugins: [password()] }).client, url.pathname + url.search, { views: [passwordViews] });
    expect((await screen.findByRole('status')).textContent).toBe('Your email has been verified.');
    expect(screen.queryByText(/not available/)).toBeNull();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Verify your email');
    expect([...host.contactChannels.values()].find((c) => c.value === email)!.is_verified).toBe(true);
    cleanup();

    renderHandler(ui.makeClient({ plugins: [password()] }).client, url.pathname + url.search, { views: [passwordViews] });
    expect((await screen.findByRole('alert')).textContent).toBe('This link or code was already used.');
  });

  it('works with no plugin views at all, and says so when the link has no code', async () => {
    renderHandler(ui.makeClient().client, '/handler/email-verification');
    expect((await screen.findByRole('alert')).textContent).toBe('This link is incomplete: it has no code. Open the link from the email again.');
    expect(screen.getByRole('link', { name: 'Continue' })).toBeTruthy();
  });
});
