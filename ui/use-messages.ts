import { useAuthContext } from './context.js';
import type { Messages } from './messages.js';
import type { MessageDefaults } from './view-contract.js';

/**
 * The merged messages. A plugin view passes its own defaults to get their keys typed:
 * `const m = useMessages(passwordMessages)`; the app's overrides still win.
 */
export function useMessages(): Messages;
export function useMessages<M extends MessageDefaults>(defaults: M): Messages & M;
export function useMessages(defaults?: MessageDefaults): Messages {
  const merged = useAuthContext().messages;
  return defaults ? ({ ...defaults, ...merged } as Messages) : merged;
}
