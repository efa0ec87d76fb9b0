import { useMemo } from 'react';
import type { ReactNode } from 'react';
import type { CoreClient } from '../kernel/index';
import { AuthContext } from './context';
import type { AuthContextValue } from './context';
import { messages as englishMessages } from './messages';
import type { Messages } from './messages';
import type { AnyPluginViews, ViewMessages } from './view-contract';

/** Partial messages for an app: a key that neither the ui nor a loaded view defines is a type error. */
export type MessageOverrides<V extends readonly AnyPluginViews[] = []> = Partial<Messages & ViewMessages<V>>;

export interface AuthProviderProps<V extends readonly AnyPluginViews[]> {
  client: CoreClient;
  /** The views of the loaded plugins, e.g. `[passwordViews, otpViews]`. @default [] */
  views?: V;
  messages?: MessageOverrides<V>;
  /** @default setTimeout-based; tests may inject their own */
  wait?: (ms: number) => Promise<void>;
  children?: ReactNode;
}

const defaultWait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const noViews: readonly AnyPluginViews[] = [];

/** Makes the client, the loaded plugin views and the messages available to the hooks and the Handler. */
export function AuthProvider<const V extends readonly AnyPluginViews[] = []>(props: AuthProviderProps<V>) {
  const { client, views = noViews, messages, wait = defaultWait, children } = props;
  const value = useMemo<AuthContextValue>(() => {
    const merged: Record<string, string> = { ...englishMessages };
    for (const v of views) Object.assign(merged, v.messages);
    Object.assign(merged, messages);
    return { client, views, messages: merged as AuthContextValue['messages'], wait };
  }, [client, views, messages, wait]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
