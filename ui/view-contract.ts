/**
 * The plugin VIEW contract: how a plugin puts React views into the handler pages.
 *
 * A plugin's `plugins/<id>/views.tsx` exports `defineViews({ id, ... })` with:
 * - `signIn` / `signUp`: a section stacked on /sign-in or /sign-up (password form, magic-link form,
 *   provider buttons, passkey button). The ui draws the page title, the "or" dividers and the links.
 * - `routes`: the whole body of other SPEC §2 pages it serves ('/forgot-password', '/oauth-callback', …).
 *   Several plugins may serve one route (stacked); a route nobody serves says so clearly.
 * - `accountSettings`: sections of /account-settings (the ui adds the core "Profile" section first).
 * - `pages`: extra pages mounted under `<handler base>/<id>/…` (nested wouter route; use relative links).
 * - `messages`: defaults for strings only this plugin uses; apps can override them (typed).
 * Inside a view use the hooks from `ui/index`: `useClient<PasswordMethods>('password')`, `useUser()`,
 * `useMessages(myDefaults)`, `useAfterAuth()` (go to after_auth_return_to if trusted, else after-sign-in/up),
 * `useAction(fn)` (loading + error state for a Result call), `useSearchParam('code')`, and the primitives
 * from `ui/components/` (`Form`, `TextField`, `Button`, `ErrorAlert`, `Notice`, `Section`, `HandlerLink`).
 * Views never import server code or other plugins' views. Apps pass the list to `<AuthProvider views={[...]}>`.
 */
import type { ComponentType } from 'react';

/** The handler routes of SPEC §2, relative to the handler base (default /handler). */
export type HandlerRoute =
  | '/sign-in'
  | '/sign-up'
  | '/sign-out'
  | '/email-verification'
  | '/password-reset'
  | '/forgot-password'
  | '/oauth-callback'
  | '/magic-link-callback'
  | '/account-settings'
  | '/error'
  | '/team-invitation';

export const handlerRoutes: readonly HandlerRoute[] = [
  '/sign-in',
  '/sign-up',
  '/sign-out',
  '/email-verification',
  '/password-reset',
  '/forgot-password',
  '/oauth-callback',
  '/magic-link-callback',
  '/account-settings',
  '/error',
  '/team-invitation',
];

export interface AccountSettingsSection {
  /** Unique within the page, e.g. 'password', 'emails'. Used as the section's DOM id. */
  key: string;
  /** Visible heading (take it from messages). */
  title: string;
  Component: ComponentType;
}

export type MessageDefaults = Record<string, string>;

export interface PluginViews<Id extends string = string, M extends MessageDefaults = MessageDefaults> {
  /** Must equal the client plugin id (`password`, `otp`, …). */
  readonly id: Id;
  readonly signIn?: ComponentType;
  readonly signUp?: ComponentType;
  readonly routes?: Partial<Record<HandlerRoute, ComponentType>>;
  readonly accountSettings?: readonly AccountSettingsSection[];
  readonly pages?: Readonly<Record<string, ComponentType>>;
  readonly messages?: M;
}

/** Identity helper that keeps the literal id and message keys. */
export function defineViews<const Id extends string, const M extends MessageDefaults = Record<never, string>>(
  views: PluginViews<Id, M>,
): PluginViews<Id, M> {
  return views;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyPluginViews = PluginViews<string, any>;

type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;

type MessagesOf<T> = T extends PluginViews<string, infer M> ? { [K in keyof M]: string } : never;

/** The message keys contributed by a list of views, as one object type. */
export type ViewMessages<V extends readonly AnyPluginViews[]> = UnionToIntersection<MessagesOf<V[number]>>;
