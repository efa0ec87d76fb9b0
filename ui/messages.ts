/**
 * Every user-visible string of the ui, in English. SPEC messages are word for word.
 * Plugin views reuse these keys (labels, buttons, SPEC errors); strings only one plugin needs
 * live in that plugin's `defineViews({ messages })`. `{name}` placeholders are filled by `formatMessage`.
 */
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
  goHome: 'Go home',
  // page titles
  signInTitle: 'Sign in to your account',
  signUpTitle: 'Create a new account',
  signOutTitle: 'Signing out…',
  errorTitle: 'Something went wrong',
  accountSettingsTitle: 'Account settings',
  profileTitle: 'Profile',
  emailVerificationTitle: 'Verify your email',
  passwordResetTitle: 'Reset your password',
  forgotPasswordTitle: 'Forgot your password?',
  oauthCallbackTitle: 'Signing you in…',
  magicLinkCallbackTitle: 'Signing you in…',
  teamInvitationTitle: 'Team invitation',
  // links between pages
  noAccount: "Don't have an account?",
  haveAccount: 'Already have an account?',
  forgotPassword: 'Forgot password?',
  backToSignIn: 'Back to sign in',
  // states
  notServed: 'This page is not available: no loaded plugin serves {route}.',
  noSignInMethod: 'No sign-in method is available: load a plugin such as password() or otp().',
  alreadySignedIn: 'You are already signed in.',
  notSignedIn: 'You are not signed in.',
  signedInAs: 'Signed in as {name}',
  redirecting: 'Redirecting…',
  unknownError: 'An unknown error occurred.',
  // SPEC §5 validation messages
  passwordTooShort: 'Password too short. Minimum length is {n}.',
  passwordTooLong: 'Password too long. Maximum length is {n}.',
  passwordsDoNotMatch: 'Passwords do not match.',
  // SPEC §8 messages
  wrongEmailOrPassword: 'Wrong e-mail or password.',
  redirectUrlNotTrusted: 'Redirect URL is not trusted',
  getUserThrow: "User is not signed in but getUser was called with { or: 'throw' }",
  oauthCallbackError: 'Error signing in during OAuth callback. Please try again.',
  invalidTotpCode: 'Invalid TOTP code. Please try signing in again.',
  passkeyRegistrationOptionsFailed: 'Failed to get initiation options for passkey registration',
  passkeyRegistrationStartFailed: 'Failed to start passkey registration',
  passkeyAuthenticationOptionsFailed: 'Failed to get initiation options for passkey authentication',
  passkeySignInFailed: 'Failed to sign in with passkey',
  webauthnNotSupported: 'WebAuthn is not supported in this browser',
  registrationNotCompleted: 'Registration was not completed',
  authenticationNotCompleted: 'Authentication was not completed',
};

export type Messages = typeof messages;
export type MessageKey = keyof Messages;

/** Fills `{name}` placeholders; unknown placeholders are left as they are. */
export function formatMessage(message: string, values: Record<string, string | number>): string {
  return message.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(values, name) ? String(values[name]) : whole,
  );
}
