import { renderToString } from 'react-dom/server';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createClient, definePlugin, memoryTokenStore, type Plugin } from '../kernel/index.js';
import { otp } from '../plugins/otp/index.js';
import { otpViews } from '../plugins/otp/views.js';
import { password } from '../plugins/password/index.js';
import { passwordViews } from '../plugins/password/views.js';
import { Handler } from './handler.js';
import { isHandlerRoute } from './is-handler-route.js';
import { AuthProvider } from './provider.js';
import { defineViews, type AnyPluginViews } from './view-contract.js';

// Runs in Node with no DOM, as a server that renders the handler with renderToString and sets the status.
const clients: { dispose(): void }[] = [];
afterAll(() => clients.forEach((c) => c.dispose()));
const clientWith = (plugins: readonly Plugin[], handler?: string) => {
  const c = createClient({
    projectId: 'p',
    publishableClientKey: 'pck',
    baseUrl: 'http://127.0.0.1:9',
    tokenStore: memoryTokenStore(),
    fetch: () => Promise.reject(new Error('no network in this test')),
    plugins,
    ...(handler ? { urls: { handler } } : {}),
  });
  clients.push(c);
  return c;
};
// 'reports' stands for a plugin whose views bring pages of their own under /handler/reports/
const client = clientWith([password(), otp(), definePlugin({ id: 'reports', methods: () => ({}) })]);

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
      for (const path of known) expect([path, isHandlerRoute(path, { client, views: VIEWS })]).toEqual([path, true]);
      for (const path of unknown) expect([path, isHandlerRoute(path, { client, views: VIEWS })]).toEqual([path, false]);
      // the handler's own server render agrees
      for (const path of [...known, ...unknown].filter((p) => p.startsWith('/handler/'))) {
        expect([path, render(path).includes('Page not found')]).toEqual([path, !isHandlerRoute(path, { client, views: VIEWS })]);
      }
    } finally {
      warn.mockRestore();
    }
  });

  it('a page counts only with a view that serves it and whose plugin the client loaded, under the client\'s handler base', () => {
    const passwordOnly = clientWith([password()]);
    expect(isHandlerRoute('/handler/password-reset', { client: passwordOnly, views: [otpViews] })).toBe(false);
    expect(isHandlerRoute('/handler/password-reset', { client: passwordOnly, views: [passwordViews] })).toBe(true);
    expect(isHandlerRoute('/handler/magic-link-callback', { client: passwordOnly, views: [passwordViews, otpViews] })).toBe(false);
    expect(isHandlerRoute('/handler/reports/1', { client: passwordOnly, views: [reports] })).toBe(false);
    expect(isHandlerRoute('/handler/sign-in', { client: passwordOnly })).toBe(true);
    const underAuth = clientWith([password()], '/auth');
    expect(isHandlerRoute('/auth/sign-in', { client: underAuth })).toBe(true);
    expect(isHandlerRoute('/handler/sign-in', { client: underAuth })).toBe(false);
    expect(isHandlerRoute('/handler/%E0%A4%A', { client: passwordOnly })).toBe(false);
  });
});
