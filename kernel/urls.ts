import type { HandlerUrls } from './plugin';

const PAGES = {
  signIn: 'sign-in',
  signUp: 'sign-up',
  signOut: 'sign-out',
  emailVerification: 'email-verification',
  passwordReset: 'password-reset',
  forgotPassword: 'forgot-password',
  oauthCallback: 'oauth-callback',
  magicLinkCallback: 'magic-link-callback',
  accountSettings: 'account-settings',
  error: 'error',
  teamInvitation: 'team-invitation',
} as const;

/**
 * Handler URLs (SPEC §2): pages under `handler` (default `/handler`), home `/`,
 * after-sign-in/up/out default to home. Anything given wins.
 */
export function resolveUrls(given: Partial<HandlerUrls> = {}): HandlerUrls {
  const handler = (given.handler ?? '/handler').replace(/\/$/, '');
  const home = given.home ?? '/';
  const pages = {} as Record<keyof typeof PAGES, string>;
  for (const [key, page] of Object.entries(PAGES)) pages[key as keyof typeof PAGES] = `${handler}/${page}`;
  return { ...pages, handler, home, afterSignIn: home, afterSignUp: home, afterSignOut: home, ...given };
}
