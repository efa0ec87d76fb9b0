/**
 * TEST-ONLY (imported by ui/*.test.tsx, never by index.ts): a fresh mock host in-process, real
 * clients against it, and a render helper that mounts the Handler on a wouter memory location.
 */
import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import type { ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createClient, definePlugin, memoryTokenStore, serverUsers } from '../kernel/index.js';
import type { ClientOptions, CoreClient, Tokens } from '../kernel/index.js';
import { createMockServer, DEV_KEYS } from '../mock-server/index.js';
import { Handler } from './handler.js';
import { AuthProvider } from './provider.js';
import type { AnyPluginViews } from './view-contract.js';

/** Method-less plugins, so that fixture views with these ids count as loaded. */
export const idPlugins = (...ids: string[]) => ids.map((id) => definePlugin({ id, methods: () => ({}) }));

export const PAGE_ORIGIN = 'https://app.example.com';
const BASE_URL = 'http://localhost:8102';
let seq = 0;

export function createUiHost() {
  const app = createMockServer({ passwordHash: { memoryCost: 1024, timeCost: 1, parallelism: 1 }, unknownEmailDelayMs: () => 0 });
  const fetch = (input: RequestInfo | URL, init?: RequestInit) => app.request(input instanceof URL ? input.href : input, init);
  const server = createClient({ projectId: DEV_KEYS.projectId, secretServerKey: DEV_KEYS.secretServerKey, baseUrl: BASE_URL, fetch, plugins: [serverUsers()] });

  /** A user made through the server API and a session for it. */
  async function signedInTokens(email = `u${++seq}@example.com`, displayName: string | null = 'Ann'): Promise<Tokens> {
    const user = await server.users.create({ primaryEmail: email, displayName: displayName });
    if (user.error) throw user.error;
    const tokens = await server.createSession(user.data.id);
    if (tokens.error) throw tokens.error;
    return tokens.data;
  }

  /** A browser-like client on https://app.example.com (trusted) that records full-page navigations. */
  const clients: CoreClient[] = [];
  /** Disposes every client made so far (call in afterEach). */
  function disposeClients() {
    clients.splice(0).forEach((c) => c.dispose());
  }

  function makeClient(options: { tokens?: Tokens; page?: string } & Partial<ClientOptions> = {}) {
    const navigations: { url: string; replace: boolean }[] = [];
    const { tokens, page = `${PAGE_ORIGIN}/handler/sign-in`, ...rest } = options;
    const client = createClient({
      projectId: DEV_KEYS.projectId,
      publishableClientKey: DEV_KEYS.publishableClientKey,
      baseUrl: BASE_URL,
      fetch,
      tokenStore: memoryTokenStore(tokens ?? {}),
      navigate: (url, { replace }) => void navigations.push({ url, replace }),
      currentUrl: () => page,
      trustedDomains: [PAGE_ORIGIN],
      uniqueIdentifier: `ui-test-${++seq}`,
      ...rest,
    });
    clients.push(client);
    return { client, navigations };
  }

  /** Admin access to the seeded project (to change its config). */
  const adminClient = () =>
    createClient({ projectId: DEV_KEYS.projectId, superSecretAdminKey: DEV_KEYS.superSecretAdminKey, baseUrl: BASE_URL, fetch });

  /** Makes the test page's origin a trusted domain of the project (the server checks e-mail links too). */
  async function trustPageOrigin() {
    const r = await adminClient().kernel.request('/projects/current', {
      method: 'PATCH',
      body: { config: { domains: [{ domain: PAGE_ORIGIN, handler_path: '/handler' }] } },
      session: false,
    });
    if (r.error) throw r.error;
  }

  return { app, fetch, server, adminClient, signedInTokens, makeClient, disposeClients, trustPageOrigin };
}

/** For a plugin's view tests: one host per file, the page origin trusted, DOM and clients cleaned after each test. */
export function createViewTestHost() {
  const ui = createUiHost();
  beforeAll(ui.trustPageOrigin);
  afterEach(() => {
    cleanup();
    ui.disposeClients();
  });
  return ui;
}

export interface RenderHandlerOptions {
  views?: readonly AnyPluginViews[];
  wait?: (ms: number) => Promise<void>;
  theme?: 'light' | 'dark';
  children?: ReactNode;
}

/** Renders `<Handler>` at `path` (e.g. '/handler/sign-in?x=1') on a recording memory location. */
export function renderHandler(client: CoreClient, path: string, options: RenderHandlerOptions = {}) {
  const location = memoryLocation({ path, record: true });
  const utils = render(
    <AuthProvider client={client} views={options.views ?? []} wait={options.wait ?? (() => Promise.resolve())} theme={options.theme}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <Handler />
        {options.children}
      </Router>
    </AuthProvider>,
  );
  return { ...utils, location };
}
