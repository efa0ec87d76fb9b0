/**
 * Every user-visible string of the ui, in English: the localisation path. Apps override any key through
 * `<AuthProvider messages={…}>` (typed). Plugin views reuse these keys; strings only one plugin needs live
 * in that plugin's `defineViews({ messages })`. `{name}` placeholders are filled by `formatMessage`.
 * Keys in UPPER_CASE are server or client error codes: the sentence an end user sees for that code (codes only
 * one plugin's methods raise live in that plugin's views).
 */
const sessionEnded = 'Your session has ended. Please sign in again.';
const badLink = 'This link is no longer valid. Please ask for a new one.';

export const messages = {
  // labels and buttons shared by views
  email: 'Email',
  password: 'Password',
  newPassword: 'New password',
  currentPassword: 'Current password',
  repeatPassword: 'Repeat password',
  code: 'Code',
  displayName: 'Display name',
  signIn: 'Sign in',
  signUp: 'Sign up',
  signOut: 'Sign out',
  save: 'Save',
  saved: 'Saved.',
  cancel: 'Cancel',
  continue: 'Continue',
  loading: 'Loading…',
  or: 'or',
  goHome: 'Back to the app',
  showPassword: 'Show password',
  skipToEmail: 'Skip to the email form',
  checkInbox: 'Check your inbox',
  // page titles
  signInTitle: 'Sign in to your account',
  signUpTitle: 'Create a new account',
  signOutTitle: 'Signing out…',
  signedOutTitle: 'You are signed out',
  errorTitle: 'Something went wrong',
  accountSettingsTitle: 'Account settings',
  profileTitle: 'Profile',
  securityTitle: 'Security',
  dangerTitle: 'Danger zone',
  emailVerificationTitle: 'Verify your email',
  passwordResetTitle: 'Reset your password',
  forgotPasswordTitle: 'Forgot your password?',
  magicLinkCallbackTitle: 'Signing you in…',
  notFoundTitle: 'Page not found',
  linkProblemTitle: 'This link cannot be used',
  // links between pages
  noAccount: "Don't have an account?",
  haveAccount: 'Already have an account?',
  forgotPassword: 'Forgot password?',
  backToSignIn: 'Back to sign in',
  // account
  deleteAccount: 'Delete account',
  deleteAccountText: 'This deletes your account and all its data. It cannot be undone.',
  deleteAccountConfirm: 'Delete your account?',
  lastSignInMethod: 'This is your last way to sign in. Add another one first, so you can still sign in.',
  // states
  notFound: 'There is no page at this address.',
  alreadySignedIn: 'You are already signed in.',
  redirecting: 'Redirecting…',
  missingCode: 'This link is incomplete: it has no code. Open the link from the email again.',
  emailVerified: 'Your email has been verified.',
  unknownError: 'Something went wrong. Please try again.',
  // client-side checks, made before any request
  required: 'Please fill in this field.',
  invalidEmail: 'Please enter a valid email address.',
  passwordTooShort: 'Password too short. Minimum length is {n}.',
  passwordTooLong: 'Password too long. Maximum length is {n}.',
  passwordsDoNotMatch: 'Passwords do not match.',
  invalidCode: 'Please enter the {n}-digit code.',
  // messages of the SDK itself (fixed wording)
  wrongEmailOrPassword: 'Wrong email or password.',
  redirectUrlNotTrusted: 'Redirect URL is not trusted',
  // error codes → sentences (codes not listed: the project-setup sentence or `unknownError`, see error-message.ts)
  appMisconfigured: 'This app is not set up correctly. Please try again later.',
  sessionEnded,
  USER_EMAIL_ALREADY_EXISTS: 'An account with this email already exists.',
  USER_NOT_FOUND: 'No account was found.',
  SIGN_UP_NOT_ENABLED: 'New accounts cannot be created right now.',
  PASSWORD_AUTHENTICATION_NOT_ENABLED: 'Signing in with a password is turned off.',
  USER_DOES_NOT_HAVE_PASSWORD: 'This account has no password. Sign in another way.',
  REDIRECT_URL_NOT_WHITELISTED: 'This app is not allowed to send you to that address.',
  VERIFICATION_CODE_NOT_FOUND: badLink,
  VERIFICATION_CODE_EXPIRED: 'This link or code has expired. Please ask for a new one.',
  VERIFICATION_CODE_ALREADY_USED: 'This link or code was already used.',
  VERIFICATION_CODE_MAX_ATTEMPTS_REACHED: 'Too many attempts. Please ask for a new code.',
  EMAIL_ALREADY_VERIFIED: 'This email is already verified.',
  EMAIL_NOT_ASSOCIATED_WITH_USER: 'This email is not used to sign in to any account.',
  EMAIL_IS_NOT_PRIMARY_EMAIL: 'This is not your primary email.',
  PERMISSION_NOT_FOUND: 'This permission does not exist.',
  CONTACT_CHANNEL_ALREADY_USED_FOR_AUTH_BY_SOMEONE_ELSE: 'Another account already signs in with this email.',
  MULTI_FACTOR_AUTHENTICATION_REQUIRED: 'Enter the code from your authenticator app.',
  SCHEMA_ERROR: 'Some of the details are not valid. Please check them.',
  NETWORK_ERROR: 'Cannot reach the server. Check your connection and try again.',
};

export type Messages = typeof messages;
export type MessageKey = keyof Messages;

/** Where a provider's merged messages keep the locale's language (`langOf(m)`), so numbers in them follow it. */
export const LANG: unique symbol = Symbol.for('tinyauth.lang');

/** The language of a provider's messages object (undefined: English). */
export const langOf = (m: object): string | undefined => (m as { [LANG]?: string })[LANG];

/**
 * Fills `{name}` placeholders; unknown placeholders are left as they are. Numbers are written the way `lang`
 * writes them (`Intl.NumberFormat`: 1,234 in English, 1.234 in German), English when no language is given.
 */
export function formatMessage(message: string, values: Record<string, string | number>, lang?: string): string {
  // a number's toLocaleString is Intl.NumberFormat's; a string's gives the string back
  return message.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(values, name) ? values[name]!.toLocaleString(lang || 'en') : whole,
  );
}
