/**
 * Test helper: SDK clients with the teams plugin, talking to a fresh createMockServer() in-process
 * through an injected fetch that also records every call (method + path).
 */
import { createClient, type ClientOptions } from '../../kernel/create-client.js';
import type { Timers } from '../../kernel/env.js';
import { memoryTokenStore } from '../../kernel/token-store.js';
import { keysOf, setupHost, type TestUser } from './test-kit.js';
import { teams } from './teams.js';

/** Real timers, except that the cache's 300 ms throttle waits are skipped (tests stay fast). */
export const fastTimers: Timers = {
  setTimeout: (fn, ms) => (ms <= 300 ? setImmediate(fn) : setTimeout(fn, ms)),
  clearTimeout: (h) => {
    clearTimeout(h as NodeJS.Timeout);
    clearImmediate(h as NodeJS.Immediate);
  },
};

let n = 0;

export function setupClients(options: Parameters<typeof setupHost>[0] = {}) {
  const kit = setupHost(options);
  const calls: string[] = [];
  const fetch = (input: string, init: RequestInit) => {
    const u = new URL(input);
    calls.push(`${init.method ?? 'GET'} ${u.pathname.replace('/api/v1', '')}${u.search}`);
    return kit.app.request(input, init);
  };
  const base = (projectId: string): ClientOptions<ReturnType<typeof teams>[]> => ({
    projectId,
    baseUrl: 'http://localhost:8102',
    fetch,
    timers: fastTimers,
    currentUrl: () => 'http://localhost:3000/app/page',
    uniqueIdentifier: `teams-test-${++n}`,
  });

  /** A client app signed in as `user`. */
  const clientFor = (user: TestUser | null, projectId = 'internal') =>
    createClient({
      ...base(projectId),
      publishableClientKey: keysOf(projectId).client,
      tokenStore: memoryTokenStore(user ? { accessToken: user.token, refreshToken: user.refreshToken } : {}),
      plugins: [teams()] as const,
    });

  const serverFor = (projectId = 'internal') =>
    createClient({ ...base(projectId), secretServerKey: keysOf(projectId).server, plugins: [teams()] as const });

  const adminFor = (projectId = 'internal') =>
    createClient({ ...base(projectId), superSecretAdminKey: keysOf(projectId).admin, plugins: [teams()] as const });

  /** Calls made since the last `take()`. */
  const take = () => calls.splice(0);

  return { ...kit, calls, take, clientFor, serverFor, adminFor };
}
