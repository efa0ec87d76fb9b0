import { renderToString } from 'react-dom/server';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createClient, memoryTokenStore } from '../kernel/index.js';
import { otp } from '../plugins/otp/index.js';
import { otpViews } from '../plugins/otp/views.js';
import { password } from '../plugins/password/index.js';
import { passwordViews } from '../plugins/password/views.js';
import { Handler } from './handler.js';
import { isHandlerRoute } from './is-handler-route.js';
import { AuthProvider } from './provider.js';
import { defineViews, type AnyPluginViews } from './view-contract.js';

// Runs in Node with no DOM, as a server that renders the handler with renderToString and sets the status.
const client = createClient({
  projectId: 'p',
  publishableClientKey: 'pck',
  baseUrl: 'http://127.0.0.1:9',
  tokenStore: memoryTokenStore(),
  fetch: () => Promise.reject(new Error('no network in this test')),
  plugins: [password(), otp()],
});
afterAll(() => client.dispose());

const reports = defineViews({ id: 'reports', pages: { '/': () => <p>all reports</p>, '/:id': () => <p>one report</p> } });
const VIEWS: readonly AnyPluginViews[] = [passwordViews, otpViews, reports];

const render = (path: string) =>
  renderToString(
    <AuthProvider client={client} views={VIEWS}>
      <Handler path={path.split('?')[0]} search={path.split('?')[1] ?? ''} />
    </AuthProvider>,
  );

describe('isHandlerRoute: what a server needs to answer 404', () => {
  const known = [
    '/handler', '/handler/sign-in', '/handler/Sign-In/', '/handler/sign-up?after_auth_return_to=%2Fx', '/handler/account-settings',
    '/handler/password-reset', '/handler/magic-link-callback', '/handler/forgot-password', '/handler/reports', '/handler/reports/42',
  ];
  const unknown = ['/handler/nope', '/handler/team-invitation', '/handler/oauth-callback', '/handler/reports/42/x', '/handler/sign-in/more', '/elsewhere', '/handlers/sign-in'];

  it('is true where the handler draws a page, false where it draws "Page not found"', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      for (const path of known) expect([path, isHandlerRoute(path, VIEWS)]).toEqual([path, true]);
      for (const path of unknown) expect([path, isHandlerRoute(path, VIEWS)]).toEqual([path, false]);
      // the handler's own server render agrees (a plugin's nested pages are checked in the browser, by handler.test.tsx)
      for (const path of [...known, ...unknown].filter((p) => p.startsWith('/handler/') && !p.startsWith('/handler/reports'))) {
        expect([path, render(path).includes('Page not found')]).toEqual([path, !isHandlerRoute(path, VIEWS)]);
      }
    } finally {
      warn.mockRestore();
    }
  });

  it('a route counts only with a view that serves it, and under the given base', () => {
    expect(isHandlerRoute('/handler/password-reset', [otpViews])).toBe(false);
    expect(isHandlerRoute('/handler/password-reset', [passwordViews])).toBe(true);
    expect(isHandlerRoute('/auth/sign-in', [], '/auth')).toBe(true);
    expect(isHandlerRoute('/handler/sign-in', [], '/auth')).toBe(false);
    expect(isHandlerRoute('/handler/%E0%A4%A', [])).toBe(false);
  });
});
