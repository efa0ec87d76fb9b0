'use client';
/**
 * The browser half of `<HandlerPage>`: the ui's Handler with the configured plugins' views, on a wouter
 * router driven by Next's own: the path and query come from `usePathname()` / `useSearchParams()` (so the
 * server render needs no `location`), and links navigate with Next's router.
 */
import { usePathname, useRouter, useSearchParams } from 'next/navigation.js';
import { Router } from 'wouter';
import { useCallback, useMemo } from '../react.js';
import { useAuthContext } from '../context.js';
import { Handler } from '../handler.js';
import { AuthProvider } from '../provider.js';
import type { AnyPluginViews } from '../view-contract.js';
import { contactChannelViews } from '../../plugins/contact-channels/views.js';
import { mfaViews } from '../../plugins/mfa/views.js';
import { oauthViews } from '../../plugins/oauth/views.js';
import { otpViews } from '../../plugins/otp/views.js';
import { passkeyViews } from '../../plugins/passkey/views.js';
import { passwordViews } from '../../plugins/password/views.js';
import { teamsViews } from '../../plugins/teams/views.js';
import type { PluginName } from './config.js';

const VIEWS: Record<PluginName, AnyPluginViews> = {
  password: passwordViews,
  otp: otpViews,
  oauth: oauthViews,
  passkey: passkeyViews,
  mfa: mfaViews,
  teams: teamsViews,
  'contact-channels': contactChannelViews,
};

/** wouter's location hook over Next's router. */
function useNextLocation(): [string, (to: string, options?: { replace?: boolean }) => void] {
  const pathname = usePathname();
  const router = useRouter();
  const navigate = useCallback((to: string, options?: { replace?: boolean }) => (options?.replace ? router.replace(to) : router.push(to)), [router]);
  return [pathname, navigate];
}

const useNextSearch = () => useSearchParams().toString();

export function ClientHandlerPage({ plugins }: { plugins: readonly PluginName[] }) {
  const { client, messages, theme, logo, initialUser } = useAuthContext();
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const views = useMemo(() => plugins.map((name) => VIEWS[name]), [plugins.join()]);
  return (
    <Router hook={useNextLocation} searchHook={useNextSearch}>
      <AuthProvider
        client={client}
        views={views}
        messages={messages}
        {...(theme ? { theme } : {})}
        {...(logo ? { logo } : {})}
        {...(initialUser === undefined ? {} : { initialUser })}
      >
        <Handler />
      </AuthProvider>
    </Router>
  );
}
