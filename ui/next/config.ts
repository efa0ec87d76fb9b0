/**
 * The serialisable settings of the Next.js integration, shared by the provider, the server helpers and the
 * middleware. Every setting falls back to an environment variable, the names the hosted service's own
 * Next.js SDK uses, so one `.env` file configures all of them.
 */
import { DEFAULT_BASE_URL } from '../../kernel/base-url.js';

/** The client plugins a Next.js app can load by name (their views come with them on the handler pages). */
export const PLUGIN_NAMES = ['password', 'otp', 'oauth', 'passkey', 'mfa', 'teams', 'contact-channels'] as const;
export type PluginName = (typeof PLUGIN_NAMES)[number];

export interface NextAuthOptions {
  /** @default process.env.NEXT_PUBLIC_STACK_PROJECT_ID */
  projectId?: string;
  /** @default process.env.NEXT_PUBLIC_STACK_PUBLISHABLE_CLIENT_KEY */
  publishableClientKey?: string;
  /** The API host, without `/api/v1`. @default process.env.NEXT_PUBLIC_STACK_API_URL, else 'https://api.stack-auth.com' */
  baseUrl?: string;
  /** The plugins to load, by name. @default ['password', 'otp'] */
  plugins?: readonly PluginName[];
}

/** Options with every default applied: what the server hands to the browser's provider. */
export interface NextAuthConfig {
  projectId: string;
  publishableClientKey: string | null;
  baseUrl: string;
  plugins: readonly PluginName[];
}

declare const process: { env: Record<string, string | undefined> } | undefined;

/** Literal `process.env.NAME` reads, so that bundlers inline the public variables. */
function fromEnv(): Partial<Record<'projectId' | 'publishableClientKey' | 'baseUrl', string>> {
  if (typeof process === 'undefined') return {};
  return {
    projectId: process.env.NEXT_PUBLIC_STACK_PROJECT_ID,
    publishableClientKey: process.env.NEXT_PUBLIC_STACK_PUBLISHABLE_CLIENT_KEY,
    baseUrl: process.env.NEXT_PUBLIC_STACK_API_URL,
  };
}

/** The options with their defaults; throws when there is no project id or a plugin name is unknown. */
export function resolveConfig(options: NextAuthOptions = {}): NextAuthConfig {
  const env = fromEnv();
  const projectId = options.projectId || env.projectId;
  if (!projectId) {
    throw new Error('tinyauth: no project id. Set NEXT_PUBLIC_STACK_PROJECT_ID, or pass the projectId option.');
  }
  const plugins = options.plugins ?? ['password', 'otp'];
  const unknown = plugins.filter((p) => !(PLUGIN_NAMES as readonly string[]).includes(p));
  if (unknown.length) throw new Error(`tinyauth: unknown plugin ${unknown.join(', ')} (one of ${PLUGIN_NAMES.join(', ')})`);
  return {
    projectId,
    publishableClientKey: options.publishableClientKey || env.publishableClientKey || null,
    baseUrl: options.baseUrl || env.baseUrl || DEFAULT_BASE_URL,
    plugins: [...plugins],
  };
}

/** The handler pages' path: `app/handler/[[...path]]/page.tsx`. */
export const HANDLER_PATH = '/handler';
