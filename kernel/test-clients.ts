/**
 * TEST-ONLY: a fresh test host per test and a client factory bound to it, for the kernel's test files.
 */
import { afterEach, beforeEach, vi } from 'vitest';
import { createClient, type ClientOptions } from './create-client.js';
import type { AnyPlugin } from './plugin.js';
import { createTestHost, PCK, PROJECT, type TestHost } from './test-host.js';

export function useTestClients(prefix: string) {
  const t = { host: undefined as unknown as TestHost, navigate: vi.fn() };
  let n = 0;
  beforeEach(async () => {
    t.host = await createTestHost({ now: Date.now });
    t.navigate.mockReset();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());
  const client = <const P extends readonly AnyPlugin[] = []>(extra: Partial<ClientOptions<P>> = {}) =>
    createClient<P>({
      projectId: PROJECT,
      publishableClientKey: PCK,
      baseUrl: 'http://api.test',
      fetch: t.host.fetch,
      navigate: t.navigate,
      currentUrl: () => 'http://app.test/page?x=1',
      uniqueIdentifier: `${prefix}-${++n}`,
      ...extra,
    });
  return { t, client, navigate: t.navigate };
}
