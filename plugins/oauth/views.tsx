'use client';
/**
 * React views of oauth(): provider buttons on /sign-in and /sign-up (only the project's enabled providers)
 * and the /oauth-callback page. Imported by apps next to the ui, never by index.ts.
 */
import { useState } from '../../ui/react.js';
import {
  Button, ErrorAlert, Onward, defineViews, formatMessage, useAction, useClient, useDelay, useMessages, usePageTitle, useProject, useRunOnce, useSearchParam,
} from '../../ui/index.js';
import { ProviderIcon } from './views/icons.js';
import { PROVIDER_NAMES } from './contract.js';
import type { OAuthMethods } from './oauth.js';

const messages = {
  oauthSignInWith: 'Sign in with {provider}',
  oauthSignUpWith: 'Sign up with {provider}',
  oauthCallbackTitle: 'Signing you in…',
  oauthContinue: 'Nothing happening? Continue',
  // the SDK's own fixed wording
  oauthCallbackError: 'Error signing in during OAuth callback. Please try again.',
  invalidTotpCode: 'Invalid TOTP code. Please try signing in again.',
  OAUTH_CONNECTION_NOT_CONNECTED_TO_USER: 'This account is not connected.',
  OAUTH_CONNECTION_ALREADY_CONNECTED_TO_ANOTHER_USER: 'This account is already connected to another user.',
  USER_ALREADY_CONNECTED_TO_ANOTHER_OAUTH_CONNECTION: 'You already connected another account of this provider.',
  OAUTH_CONNECTION_DOES_NOT_HAVE_REQUIRED_SCOPE: 'The provider did not grant the access this app needs.',
  OAUTH_PROVIDER_ACCESS_DENIED: 'You did not allow access at the provider.',
  OUTER_OAUTH_TIMEOUT: 'Signing in took too long. Please try again.',
  OAUTH_PROVIDER_NOT_FOUND_OR_NOT_ENABLED: 'This sign-in provider is not available.',
  OAUTH_CALLBACK_INVALID: 'Signing in with this provider failed. Please try again.',
};

const useOAuth = () => useClient<OAuthMethods>('oauth');
const providerName = (id: string) => PROVIDER_NAMES[id] ?? id.charAt(0).toUpperCase() + id.slice(1);

function ProviderButtons({ label }: { label: 'oauthSignInWith' | 'oauthSignUpWith' }) {
  const m = useMessages(messages);
  const oauth = useOAuth();
  const project = useProject();
  const returnTo = useSearchParam('after_auth_return_to');
  const go = useAction((id: string) => oauth.signInWithOAuth(id, returnTo ? { returnTo } : {}));
  const providers = project?.config.oauthProviders ?? [];
  if (!providers.length) return null;
  return (
    <div className="ta-stack">
      <ErrorAlert error={go.error} />
      {providers.map((id) => (
        <Button key={id} variant="secondary" disabled={go.pending} onClick={() => void go.run(id)}>
          <ProviderIcon id={id} />
          {formatMessage(m[label], { provider: providerName(id) })}
        </Button>
      ))}
    </div>
  );
}

/** After this long on the callback page, a link lets the user continue by hand. */
const CONTINUE_AFTER_MS = 3000;

/**
 * Exchanges ?code=&state= once; the plugin redirects. Errors (incl. ?errorCode= from the host) are shown
 * under a title that says so; after 3 s without leaving, a link continues by hand.
 */
function OAuthCallback() {
  const m = useMessages(messages);
  const oauth = useOAuth();
  const client = useClient();
  const hasMfa = (client as unknown as Record<string, unknown>).mfa !== undefined;
  const errorCode = useSearchParam('errorCode');
  const [ignored, setIgnored] = useState(false);
  const slow = useDelay(CONTINUE_AFTER_MS);
  const exchange = useAction(async () => {
    const r = await oauth.callOAuthCallback();
    if (!r.error && r.data === null) setIgnored(true);
    return r;
  });
  useRunOnce(exchange.run, !errorCode);
  const code = (exchange.error as { code?: string } | null)?.code;
  // ?errorCode= comes from the host's redirect: shown by code, never the URL's text.
  // With mfa() loaded its prompt (stacked on this route) takes the attempt code; else say what happened.
  const error = errorCode
    ? { code: errorCode }
    : code === 'MULTI_FACTOR_AUTHENTICATION_REQUIRED'
      ? hasMfa ? null : exchange.error
      : code
        ? code === 'INVALID_TOTP_CODE' ? m.invalidTotpCode : m.oauthCallbackError
        : ignored ? m.oauthCallbackError : null;
  usePageTitle(error ? m.errorTitle : null);
  if (error) {
    return (
      <Onward to="/sign-in" label={m.backToSignIn}>
        <ErrorAlert error={error} />
      </Onward>
    );
  }
  if (code) return null;
  return (
    <div className="ta-stack">
      <p className="ta-muted">{m.redirecting}</p>
      {slow ? (
        <a className="ta-link" href={client.urls.afterSignIn}>
          {m.oauthContinue}
        </a>
      ) : null}
    </div>
  );
}

export const oauthViews = defineViews({
  id: 'oauth',
  signIn: () => <ProviderButtons label="oauthSignInWith" />,
  signUp: () => <ProviderButtons label="oauthSignUpWith" />,
  signInSlot: 'buttons',
  enabled: (p) => p.config.oauthProviders.length > 0,
  routes: { '/oauth-callback': OAuthCallback },
  messages,
});
