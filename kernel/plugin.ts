/**
 * The plugin contract. This file is the agreement between the kernel, every
 * plugin and the ui. It holds types only (plus `definePlugin`), so importing
 * it never pulls code into a bundle.
 */
import type { AuthError } from './errors.js';

export type AccessType = 'client' | 'server' | 'admin';

/** Expected failures come back as values; programmer errors throw. */
export type Result<T> = { data: T; error: null } | { data: null; error: AuthError };

/** Receives the SDK's diagnostics; `console` fits. */
export interface Logger {
  warn(message: string, ...data: unknown[]): void;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  /** @default 'GET' */
  method?: HttpMethod;
  /** JSON-encoded when present. */
  body?: unknown;
  /** Undefined and null values are left out. */
  query?: Record<string, string | number | boolean | null | undefined>;
  /**
   * Attach the session's tokens (refreshing first when the access token is
   * missing or has under 20 s left).
   * @default true
   */
  session?: boolean;
  /** Extra headers, e.g. `x-stack-refresh-token` for password update. */
  headers?: Record<string, string>;
}

export interface Tokens {
  accessToken: string | null;
  refreshToken: string | null;
}

/** The tokens of a session just created or signed in: both are always there. */
export interface SessionTokens {
  accessToken: string;
  refreshToken: string;
}

/** The handler pages (sign-in, sign-up, …) and redirect targets (home, after-sign-in/up/out), as absolute or root-relative URLs. */
export interface HandlerUrls {
  handler: string;
  home: string;
  signIn: string;
  signUp: string;
  signOut: string;
  afterSignIn: string;
  afterSignUp: string;
  afterSignOut: string;
  emailVerification: string;
  passwordReset: string;
  forgotPassword: string;
  oauthCallback: string;
  magicLinkCallback: string;
  accountSettings: string;
  error: string;
  teamInvitation: string;
}

export type CacheKey = readonly (string | number | boolean | null)[];

export interface CacheSnapshot<T> {
  status: 'idle' | 'pending' | 'success' | 'error';
  data: T | undefined;
  error: unknown;
}

/** A keyed async cache with subscribers (TanStack query-core style). */
export interface KernelCache {
  /** Returns cached data or runs the fetcher (deduplicated per key). */
  fetch<T>(key: CacheKey, fetcher: () => Promise<T>): Promise<T>;
  get<T>(key: CacheKey): T | undefined;
  set<T>(key: CacheKey, data: T): void;
  /** Drops every entry whose key starts with `prefix`; subscribed entries refetch. */
  invalidate(prefix: CacheKey): void;
  /** For useSyncExternalStore: only listeners of this exact key are told. */
  subscribe(key: CacheKey, listener: () => void): () => void;
  getSnapshot<T>(key: CacheKey): CacheSnapshot<T>;
}

export interface SessionApi {
  get(): Tokens;
  /** Store tokens after a sign-in. Notifies session subscribers and clears user caches. */
  set(tokens: { accessToken: string | null; refreshToken: string | null }): void;
  /** Forget both tokens (session becomes known-invalid). */
  clear(): void;
  subscribe(listener: () => void): () => void;
  /**
   * Tokens whose access token has at least `minMillisLeft` (default 20000, must be
   * under 60000) left, refreshing first when needed; both null when signed out.
   */
  getFresh(minMillisLeft?: number): Promise<Result<Tokens>>;
}

/** What a plugin's `methods` receives. Narrow on purpose. */
export interface PluginKernel {
  readonly projectId: string;
  readonly accessType: AccessType;
  readonly baseUrl: string;
  /** The publishable client key given to createClient (public; e.g. OAuth `client_secret`). */
  readonly publishableClientKey?: string;
  /** createClient's `appUrl`: the base e-mail links are built on when there is no current page; else null. */
  readonly appUrl: string | null;
  readonly urls: HandlerUrls;
  request<T>(path: string, options?: RequestOptions): Promise<Result<T>>;
  readonly session: SessionApi;
  readonly cache: KernelCache;
  /**
   * Scheme, host and port compared with the current page, `trustedDomains` and `appUrl` (localhost when
   * allowed). A plugin may replace it to trust more (the admin plugin adds the project's trusted domains).
   */
  isTrustedUrl(url: string): Promise<boolean>;
  /** Navigate after the trusted-URL check; refuses with REDIRECT_URL_NOT_TRUSTED. */
  redirect(url: string, options?: { replace?: boolean }): Promise<Result<void>>;
  /** False outside a browser when createClient got no `navigate`: redirects would throw. */
  canNavigate(): boolean;
  /** A diagnostic for createClient's `logger` (nothing is written without one). */
  log(message: string): void;
  /** The current page URL when known (browser), else null. */
  currentUrl(): string | null;
  now(): number;
}

export interface Plugin<Id extends string = string, Methods = unknown> {
  readonly id: Id;
  /** Other plugin ids this one needs; checked by createClient. */
  readonly requires?: readonly string[];
  methods(kernel: PluginKernel): Methods;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyPlugin = Plugin<string, any>;

/** `{ [id]: methods }` for a tuple of plugins. */
export type PluginMethods<P extends readonly AnyPlugin[]> = {
  [K in P[number] as K['id']]: ReturnType<K['methods']>;
};

/** Identity helper that keeps the literal id and method types. */
export function definePlugin<const Id extends string, Methods>(plugin: Plugin<Id, Methods>): Plugin<Id, Methods> {
  return plugin;
}
