/**
 * The one list of screenshot states (every handler page, every account-settings section and the states inside
 * them), and the runner that draws them in Debian's chromium, light and dark, 1280 and 390 px wide. Both
 * `npm run screenshots` (writes docs/screenshots/) and screenshots.browser.test.ts (compares with it) use it,
 * so the two cannot drift. Adding a state is one line in STATES.
 *
 * Rendering is made repeatable: a fixed clock in the host and in the page, seeded random numbers in the page
 * (the MFA key and its QR code), fixed fonts, scale 1, UTC, en-US, no caret, no animations, and each shot is
 * taken only once the page is quiet (no request in flight, nothing busy, fonts loaded).
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { hostOf } from '../../mock-server/index.js';
import { seedDefaultPermissions } from '../../mock-server/store/seed.js';
import { signInWithCookies, startPlaygroundHost } from './browser-kit.js';

type Host = Awaited<ReturnType<typeof startPlaygroundHost>>;
export const WIDTHS = { desktop: { width: 1280, height: 860 }, mobile: { width: 390, height: 844 } };
export type Size = keyof typeof WIDTHS;

/** The instant both the host and the page believe it is (a Wednesday noon, UTC). */
export const FIXED_TIME = Date.UTC(2030, 0, 16, 12, 0, 0);

/** What a state's steps get: its page, its browser context and the host. */
export interface ShotRun {
  page: Page;
  context: BrowserContext;
  host: Host;
}

export interface ShotState {
  name: string;
  /** The path under the host to open first (a function when it depends on earlier states). */
  path: string | ((run: ShotRun) => string);
  /** Waits for (or brings about) the state to draw; the runner then waits until the page is quiet. */
  ready?: (page: Page, run: ShotRun) => Promise<unknown>;
  /** Load the page afresh rather than moving there inside the app. */
  reload?: boolean;
  /** Its `ready` makes random numbers that show (a key): they start from a fixed seed once the page is quiet. */
  seeded?: boolean;
  /** Skip the "no request in flight" wait (the state holds a request on purpose). */
  holdsRequest?: boolean;
  /** CSS selectors of regions that cannot be made repeatable; they are painted over. */
  mask?: string[];
}

/** A step that changes what later states see (signing in, creating a team) and takes no picture. */
export type ShotStep = ShotState | ((run: ShotRun) => Promise<void>);

/** Signed-out pages: name → path under the host. */
export const PUBLIC_PAGES: Record<string, string> = {
  'sign-in': '/handler/sign-in',
  'sign-up': '/handler/sign-up',
  'forgot-password': '/handler/forgot-password',
  'password-reset': '/handler/password-reset?code=no-such-code',
  'email-verification': '/handler/email-verification?code=no-such-code',
  'magic-link-callback': '/handler/magic-link-callback',
  'oauth-callback': '/handler/oauth-callback',
  'team-invitation': '/handler/team-invitation?code=no-such-code',
  error: '/handler/error?code=VERIFICATION_CODE_EXPIRED',
  'not-found': '/handler/no-such-page',
  'sign-in-de': '/handler/sign-in?lang=de',
};
export const SETTINGS_SECTIONS = ['profile', 'emails', 'security', 'teams', 'danger'];

const h1 = (page: Page) => page.locator('h1').first().waitFor();
/** The profile's picture buttons come in a lazily loaded chunk: wait for them too. */
const profileReady = async (page: Page) => {
  await page.locator('main h2').first().waitFor();
  await page.locator('main .ta-avatar').first().waitFor();
};
const section = (name: string): ShotState => ({
  name: `account-settings-${name}`,
  path: `/handler/account-settings?section=${name}`,
  ready: name === 'profile' ? profileReady : (page) => page.locator('main h2').first().waitFor(),
});
/** Opens or closes sign-up on the playground's project. */
const setSignUp = (host: Host, open: boolean) => {
  const state = hostOf(host.app);
  const p = state.projects.get('internal')!;
  state.projects.put({ ...p, config: { ...p.config, sign_up_enabled: open } });
};
/** The link of the newest mail sent to an address. */
const lastLink = (run: ShotRun, to: string, route: string) => {
  const mails = hostOf(run.host.app).mails.filter((m) => m.to.includes(to));
  const link = new RegExp(`(http\\S*${route}\\S*)`).exec(mails[mails.length - 1]?.text ?? '')?.[1];
  if (!link) throw new Error(`no mail to ${to} with a ${route} link`);
  return link.slice(link.indexOf('/handler/'));
};

/** Every state, in the order drawn (signed out first). Names are file names in docs/screenshots/: keep them. */
export const STATES: ShotStep[] = [
  ...Object.entries(PUBLIC_PAGES).map(([name, path]): ShotState => ({ name, path, ready: h1 })),
  // a project that takes no sign-ups says so up front
  async ({ host }) => setSignUp(host, false),
  { name: 'sign-up-closed', path: '/handler/sign-up', reload: true, ready: h1 },
  async ({ host }) => setSignUp(host, true),
  // inside the sign-in card: the e-mail link tab, "check your inbox" with the code boxes, the magic-link confirmation
  { name: 'sign-in-email-link', path: '/handler/sign-in', ready: (page) => page.getByRole('tab', { name: 'Email link' }).click() },
  {
    name: 'sign-in-check-inbox',
    path: '/handler/sign-in',
    ready: async (page) => {
      await page.getByRole('tab', { name: 'Email link' }).click();
      await page.getByLabel('Email', { exact: true }).fill('mary@example.com');
      await page.getByRole('button', { name: 'Send sign-in link' }).click();
      await page.getByText('Check your inbox').waitFor();
    },
  },
  {
    name: 'magic-link-confirm',
    path: (run) => lastLink(run, 'mary@example.com', 'magic-link-callback'),
    ready: (page) => page.getByRole('button', { name: 'Sign in', exact: true }).waitFor(),
  },
  // the link's broken states: unknown, then used (mary signs in with it, and it is opened again)
  { name: 'magic-link-invalid', path: '/handler/magic-link-callback?code=no-such-code', reload: true, ready: (page) => page.getByRole('alert').waitFor() },
  async (run) => {
    await run.page.goto(`${run.host.url}${lastLink(run, 'mary@example.com', 'magic-link-callback')}`);
    await run.page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await run.page.waitForURL((url) => !url.pathname.includes('magic-link-callback'));
  },
  {
    name: 'magic-link-used',
    path: (run) => lastLink(run, 'mary@example.com', 'magic-link-callback'),
    reload: true,
    ready: (page) => page.getByText('This link or code was already used.').waitFor(),
  },
  async (run) => {
    await signInWithCookies(run.context, run.host, 'ada@example.com', 'Ada Lovelace');
    // a team with a pending invitation, so the Teams section shows members and invitations
    const { page, host } = run;
    await page.goto(`${host.url}/handler/account-settings?section=teams`);
    await page.getByLabel('Team name').fill('Rowing club');
    await page.getByRole('button', { name: 'Create team' }).click();
    await page.getByLabel('Invite by email to Rowing club').fill('grace@example.com');
    await page.getByRole('button', { name: 'Invite', exact: true }).click();
    await page.getByText('Invitation sent to grace@example.com.').waitFor();
  },
  ...SETTINGS_SECTIONS.map(section),
  {
    name: 'delete-account-dialog',
    path: '/handler/account-settings?section=danger',
    ready: async (page) => {
      await page.getByRole('button', { name: 'Delete account' }).click();
      await page.getByRole('dialog').waitFor();
    },
  },
  {
    name: 'mfa-setup',
    path: '/handler/account-settings?section=security',
    seeded: true,
    ready: (page) => page.getByRole('button', { name: 'Enable multi-factor authentication' }).click(),
  },
  { name: 'signed-in-card', path: '/handler/sign-in', ready: (page) => page.getByRole('heading', { name: 'You are already signed in.' }).waitFor() },
  {
    name: 'user-menu',
    path: '/',
    ready: async (page) => {
      await page.getByRole('button', { name: 'Account menu' }).click();
      await page.getByRole('menu').waitFor();
    },
  },
  {
    name: 'team-switcher',
    path: '/',
    ready: async (page) => {
      await page.keyboard.press('Escape'); // the account menu of the state before may still be open
      await page.locator('.ta-team-switcher').getByRole('button').first().click();
      await page.getByRole('menu', { name: 'Team' }).waitFor();
    },
  },
  { name: 'account-settings-profile-de', path: '/handler/account-settings?section=profile&lang=de', ready: profileReady },
  // the sign-out call is held so that the page can be drawn before it moves on home (last: it signs out)
  async ({ page }) => void (await page.route('**/api/v1/auth/sessions/current', () => {})),
  { name: 'sign-out', path: '/handler/sign-out', holdsRequest: true, ready: (page) => page.getByRole('heading', { name: 'Signing out…' }).waitFor() },
];

/**
 * Lets the project show everything: passkeys, account deletion, team creation with the creator as team admin
 * (the dev project already has OAuth providers and magic links).
 */
export function enableEverything(app: Parameters<typeof hostOf>[0]): void {
  const state = hostOf(app);
  const p = state.projects.get('internal')!;
  const config = { ...p.config, passkey_enabled: true, client_user_deletion_enabled: true, client_team_creation_enabled: true };
  if (!state.permissionDefinitions.get('internal:admin')) seedDefaultPermissions(state, 'internal');
  state.projects.put({ ...p, config: { ...config, team_creator_default_permissions: [{ id: 'admin' }] } });
}

/** A host whose clock starts at FIXED_TIME (it moves on, so rate windows and token lifetimes still work). */
export async function startShotHost(): Promise<Host> {
  const started = Date.now();
  const host = await startPlaygroundHost({ minify: true, now: () => FIXED_TIME + (Date.now() - started) });
  enableEverything(host.app);
  return host;
}

/**
 * Page script run before the page's own: seeded random numbers, so generated keys (and QR codes) repeat. Each
 * array length draws from its own stream (request nonces come as many as timing makes, and must not move a
 * key's bytes); a state marked `seeded` starts every stream again once the page is quiet.
 */
const SEED_RANDOM = `{
  const stream = (seed) => () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const streams = new Map();
  const next = (length) => streams.get(length) ?? streams.set(length, stream(0x2545f491 ^ length)).get(length);
  window[Symbol.for('tinyauth.shotSeed')] = () => streams.clear();
  Math.random = () => next(-1)();
  crypto.getRandomValues = (array) => {
    const bytes = new Uint8Array(array.buffer, array.byteOffset, array.byteLength);
    const random = next(bytes.length);
    for (let i = 0; i < bytes.length; i++) bytes[i] = Math.floor(random() * 256);
    return array;
  };
}`;

/** Page script run before the page's own: adds the style once the document has a head. */
const addStyle = (css: string) => `{
  const add = () => document.head.append(Object.assign(document.createElement('style'), { textContent: ${JSON.stringify(css)} }));
  if (document.head) add();
  else document.addEventListener('DOMContentLoaded', add);
}`;

/**
 * Added to every page: the fonts Debian ships (the page's `system-ui, sans-serif` resolves to
 * DejaVu Sans there; naming it makes a machine without it fail loudly instead of drawing another font), no caret,
 * no transitions or animations.
 */
export const SHOT_STYLE = '.ta-root{--ta-font:"DejaVu Sans",sans-serif}*,*::before,*::after{caret-color:transparent!important;transition:none!important;animation:none!important}';

async function quiet(page: Page, inFlight: () => number, holdsRequest: boolean): Promise<void> {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const frames = () => page.evaluate(() => new Promise<boolean>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r(!document.querySelector('[aria-busy=true]'))))));
  // quiet twice in a row: no request in flight, nothing busy, two frames drawn
  for (let calm = 0, i = 0; calm < 2; i++) {
    if (i > 400) throw new Error(`page never settled (${inFlight()} requests in flight)`);
    const idle = (holdsRequest || inFlight() === 0) && (await frames());
    calm = idle ? calm + 1 : 0;
    if (!idle) await new Promise((r) => setTimeout(r, 25));
  }
}

/** The four looks of every state, in the order drawn. */
export const LOOKS = (Object.keys(WIDTHS) as Size[]).flatMap((size) => (['light', 'dark'] as const).map((theme) => ({ size, theme })));

/**
 * Draws every state once, in one page, and pictures it in each look (the themes and widths are CSS only: the
 * page is resized and its colour scheme switched, not drawn again); hands each PNG to `take`.
 */
export async function drawEveryState(
  browser: Browser,
  host: Host,
  take: (file: string, png: Buffer) => void | Promise<void>,
  states: readonly ShotStep[] = STATES,
  looks = LOOKS,
): Promise<void> {
  const context = await browser.newContext({ viewport: WIDTHS[looks[0]!.size], deviceScaleFactor: 1, colorScheme: looks[0]!.theme, reducedMotion: 'reduce', locale: 'en-US', timezoneId: 'UTC' });
  try {
    await context.clock.setFixedTime(FIXED_TIME);
    await context.addInitScript({ content: SEED_RANDOM }); // source text: a compiled function may call helpers the page lacks
    await context.addInitScript({ content: addStyle(SHOT_STYLE) });
    const page = await context.newPage();
    let inFlight = 0;
    page.on('request', () => inFlight++);
    page.on('requestfinished', () => inFlight--);
    page.on('requestfailed', () => inFlight--);
    const look = async ({ size, theme }: (typeof LOOKS)[number]) => {
      if (page.viewportSize()?.width !== WIDTHS[size].width) await page.setViewportSize(WIDTHS[size]);
      await page.emulateMedia({ colorScheme: theme });
    };
    const run: ShotRun = { page, context, host };
    // the first state, and each one after a step (which may change cookies), loads the page; the others move
    // there inside the app, as a click on a link would: a load per state would cost most of the time
    let load = true;
    for (const step of states) {
      if (typeof step === 'function') {
        await step(run);
        load = true;
        continue;
      }
      await look(looks[0]!);
      const path = typeof step.path === 'function' ? step.path(run) : step.path;
      if (load || step.reload) await page.goto(host.url + path);
      else await page.evaluate((to) => new Promise((r) => (history.pushState(null, '', to), requestAnimationFrame(r))), path);
      load = false;
      if (step.seeded) {
        await quiet(page, () => inFlight, false);
        await page.evaluate(() => (window as unknown as Record<symbol, () => void>)[Symbol.for('tinyauth.shotSeed')]!());
      }
      await step.ready?.(page, run);
      for (const l of looks) {
        await look(l);
        await quiet(page, () => inFlight, !!step.holdsRequest);
        const png = await page.screenshot({ fullPage: true, mask: (step.mask ?? []).map((s) => page.locator(s)), maskColor: '#888' });
        await take(`${step.name}-${l.theme}-${l.size}.png`, png);
      }
    }
  } finally {
    await context.close();
  }
}
