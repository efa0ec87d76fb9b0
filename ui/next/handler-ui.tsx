/**
 * The handler pages' client code, loaded on demand by `<HandlerPage>`: the ui's Handler with the views of
 * the plugins the client has loaded, on a wouter router driven by Next's own. The path and query come from
 * `usePathname()` / `useSearchParams()` (so the server render needs no `location`), and links navigate with
 * Next's router.
 */
import { usePathname, useRouter, useSearchParams } from 'next/navigation.js';
import { Router } from 'wouter';
import { useCallback, useMemo } from '../react.js';
import { useAuthContext } from '../context.js';
import { Handler } from '../handler.js';
import { AuthProvider } from '../provider.js';
import type { AnyPluginViews } from '../view-contract.js';
import { contactChannelsViews } from '../../plugins/contact-channels/views.js';
import { mfaViews } from '../../plugins/mfa/views.js';
import { oauthViews } from '../../plugins/oauth/views.js';
import { otpViews } from '../../plugins/otp/views.js';
import { passkeyViews } from '../../plugins/passkey/views.js';
import { passwordViews } from '../../plugins/password/views.js';
import { teamsViews } from '../../plugins/teams/views.js';

const VIEWS: readonly AnyPluginViews[] = [passwordViews, otpViews, oauthViews, passkeyViews, mfaViews, teamsViews, contactChannelsViews];

/** wouter's location hook over Next's router. */
function useNextLocation(): [string, (to: string, options?: { replace?: boolean }) => void] {
  const pathname = usePathname();
  const router = useRouter();
  const navigate = useCallback((to: string, options?: { replace?: boolean }) => (options?.replace ? router.replace(to) : router.push(to)), [router]);
  return [pathname, navigate];
}

const useNextSearch = () => useSearchParams().toString();

/** The handler pages, with the views of the plugins the provider's client has loaded. */
export default function HandlerUi() {
  const { client, messages, theme, logo } = useAuthContext();
  const views = useMemo(() => VIEWS.filter((v) => (client as unknown as Record<string, unknown>)[v.id] !== undefined), [client]);
  return (
    <Router hook={useNextLocation} searchHook={useNextSearch}>
      <AuthProvider
        client={client}
        views={views}
        messages={messages}
        {...(theme ? { theme } : {})}
        {...(logo ? { logo } : {})}
      >
        <Handler />
      </AuthProvider>
    </Router>
  );
}
