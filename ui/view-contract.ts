/**
 * The plugin VIEW contract: how a plugin puts React views into the handler pages.
 *
 * A plugin's `plugins/<id>/views.tsx` exports `defineViews({ id, ... })` with:
 * - `signIn` / `signUp`: the plugin's part of the one sign-in (sign-up) card; `signInSlot` says where it goes:
 *   'buttons' (provider and passkey buttons, at the top), 'email' (a tab on the card's one Email field,
 *   labelled by the message key `tab`; the form reads and writes that field with `useSharedEmail()` and
 *   draws it with `<EmailField>`), or 'prompt' (a step such as the MFA code that, while it renders anything,
 *   replaces the rest of the card). The ui draws the brand, title, tabs, the "or" and the links.
 * - `enabled(project)`: false hides the sign-in part (the project switched the method off).
 * - `routes`: the whole body of other handler pages it serves ('/forgot-password', '/oauth-callback', …).
 *   Several plugins may serve one route (stacked); a route nobody serves says so clearly.
 * - `accountSettings`: sections of /account-settings (the ui adds "Profile" first and "Danger zone" last),
 *   each in a `group` of the side navigation, hidden when `enabled(project)` is false.
 * - `pages`: extra pages mounted under `<handler base>/<id>/…` (nested wouter route; use relative links).
 * - `messages`: defaults for strings only this plugin uses; apps can override them (typed).
 * Inside a view use the hooks from `ui/index`: `useClient<PasswordMethods>('password')`, `useUser()`,
 * `useMessages(myDefaults)`, `useAfterAuth()` (go to after_auth_return_to if trusted, else after-sign-in/up),
 * `useAction(fn)` (loading + error state for a Result call), `useNotedAction()` (one such state for several buttons,
 * with a success note), `useSearchParam('code')`, `useRunOnce(run, code)` (a one-time code is sent once), and the
 * primitives from `ui/components/` (`Form`, `TextField`, `EmailField`, `Button`, `ErrorAlert`, `Notice`, `Section`, `HandlerLink`,
 * `Skeleton`, `Onward` for an end state with its primary action, `ConfirmButton` for a destructive action: it asks in a
 * dialog first).
 * Views never import server code or other plugins' views. Apps pass the list to `<AuthProvider views={[...]}>`.
 */
import type { ComponentType } from 'react';
import type { Project } from '../kernel/index.js';

/** The handler routes, relative to the handler base (default /handler). */
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
  /**
   * Visible heading: the key of a message of the ui or of the plugin's views (`'passwordSectionTitle'`), so that
   * it follows the locale and the app's `messages`; any other string is shown as it is.
   */
  title: string;
  Component: ComponentType;
  /** The navigation entry it appears under; 'security' gathers password, passkeys and MFA. @default its own key */
  group?: 'emails' | 'security' | 'teams' | (string & {});
  /** False when the project has the feature switched off: the section (and an empty group) is not shown. */
  enabled?: (project: Project) => boolean;
}

/** Where a plugin's sign-in part sits in the card. */
export type SignInSlot = 'buttons' | 'email' | 'prompt';

export type MessageDefaults = Record<string, string>;

export interface PluginViews<Id extends string = string, M extends MessageDefaults = MessageDefaults> {
  /** Must equal the client plugin id (`password`, `otp`, …). */
  readonly id: Id;
  readonly signIn?: ComponentType;
  readonly signUp?: ComponentType;
  /** @default 'email' */
  readonly signInSlot?: SignInSlot;
  /** Message key of the tab label when in the 'email' slot. @default the id */
  readonly tab?: string;
  /** False hides the sign-in and sign-up parts (the project switched the method off). */
  readonly enabled?: (project: Project) => boolean;
  readonly routes?: Partial<Record<HandlerRoute, ComponentType>>;
  readonly accountSettings?: readonly AccountSettingsSection[];
  readonly pages?: Readonly<Record<string, ComponentType>>;
  readonly messages?: M;
  /** CSS for this plugin's views, added to the default style sheet (the same string only once). */
  readonly styles?: string;
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
