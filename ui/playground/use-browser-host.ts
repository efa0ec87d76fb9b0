/**
 * TEST-ONLY: one playground host and one chromium for a whole test file, started in `beforeAll` and closed in
 * `afterAll`. Starting chromium and building the playground cost seconds, so a file shares them and gives each
 * test its own browser context (`fresh()`): cookies and storage stay apart while the processes are reused.
 *
 *   const kit = useBrowserHost({ setup: enableEverything });
 *   describe.skipIf(!hasChromium)('…', () => { it('…', async () => { const page = await kit.fresh(); … }); });
 */
import { afterAll, beforeAll } from 'vitest';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import type { Hono } from 'hono';
import { hasChromium, launch, startPlaygroundHost } from './browser-kit.js';

export type PlaygroundHost = Awaited<ReturnType<typeof startPlaygroundHost>>;

export interface BrowserHost {
  host: PlaygroundHost;
  browser: Browser;
  /** The host's URL; with `{ localhost: true }`, on http://localhost (a secure context, as WebAuthn needs). */
  origin: string;
  /** A page in a new browser context (its own cookies and storage). */
  fresh(options?: BrowserContextOptions): Promise<Page>;
}

export function useBrowserHost(options: { setup?: (app: Hono) => void; localhost?: boolean } = {}): BrowserHost {
  const kit = {
    fresh: async (contextOptions?: BrowserContextOptions) => (await kit.browser.newContext(contextOptions)).newPage(),
  } as BrowserHost;
  beforeAll(async () => {
    if (!hasChromium) return;
    kit.host = await startPlaygroundHost();
    options.setup?.(kit.host.app);
    kit.origin = options.localhost ? kit.host.url.replace('127.0.0.1', 'localhost') : kit.host.url;
    kit.browser = await launch();
  }, 60_000);
  afterAll(async () => {
    await kit.browser?.close();
    await kit.host?.close();
  });
  return kit;
}
