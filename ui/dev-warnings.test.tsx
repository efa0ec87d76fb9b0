// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { otp } from '../plugins/otp/index.js';
import { otpViews } from '../plugins/otp/views.js';
import { password } from '../plugins/password/index.js';
import { passwordViews } from '../plugins/password/views.js';
import { teams } from '../plugins/teams/index.js';
import { createViewTestHost, renderHandler } from './test-kit.js';
import { unservedRoutes } from './dev-warnings.js';

const ui = createViewTestHost();
const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
afterEach(() => warn.mockClear());

describe('pages linked by loaded plugins but served by no view', () => {
  it('lists each plugin → route that no loaded view serves', () => {
    const { client } = ui.makeClient({ plugins: [password(), otp(), teams()] });
    expect(unservedRoutes(client, [])).toEqual(['password() → /password-reset', 'otp() → /magic-link-callback', 'teams() → /team-invitation']);
    expect(unservedRoutes(client, [passwordViews, otpViews])).toEqual(['teams() → /team-invitation']);
  });

  it('in development the provider warns once at start, naming the routes and the fix', async () => {
    renderHandler(ui.makeClient({ plugins: [password(), otp()] }).client, '/handler/sign-in', { views: [passwordViews] });
    await new Promise((r) => setTimeout(r, 0));
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toMatch(/no view passed to <AuthProvider views> serves them: otp\(\) → \/magic-link-callback\. Add the plugin's views/);
  });

  it('says nothing when every linked page is served, or in production', () => {
    renderHandler(ui.makeClient({ plugins: [password(), otp()] }).client, '/handler/sign-in', { views: [passwordViews, otpViews] });
    expect(warn).not.toHaveBeenCalled();
    const before = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      renderHandler(ui.makeClient({ plugins: [password(), otp()] }).client, '/handler/sign-in', { views: [] });
    } finally {
      process.env.NODE_ENV = before;
    }
    expect(warn).not.toHaveBeenCalled();
  });
});
