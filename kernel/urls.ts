import type { HandlerUrls } from './plugin.js';

/** Page keys; the path is the kebab-case key (signIn → sign-in). */
const PAGES = 'signIn signUp signOut emailVerification passwordReset forgotPassword oauthCallback magicLinkCallback accountSettings error teamInvitation';

/**
 * Handler URLs: pages under `handler` (default `/handler`, no trailing slash), home `/`,
 * after-sign-in/up/out default to home. Anything given wins.
 */
export function resolveUrls(given: Partial<HandlerUrls> = {}): HandlerUrls {
  const handler = given.handler ?? '/handler'; // without a trailing slash
  const home = given.home ?? '/';
  const pages: Record<string, string> = {};
  for (const key of PAGES.split(' ')) pages[key] = `${handler}/${key.replace(/[A-Z]/g, (c) => '-' + c.toLowerCase())}`;
  return { ...pages, handler, home, afterSignIn: home, afterSignUp: home, afterSignOut: home, ...given } as HandlerUrls;
}
