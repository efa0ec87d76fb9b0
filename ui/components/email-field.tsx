import { createContext, useContext, useState } from '../react.js';
import { useMessages } from '../use-messages.js';
import { TextField } from './text-field.js';
import type { TextFieldProps } from './text-field.js';

/** The one Email value of the sign-in / sign-up card, shared by its tabs (password, magic link …). */
export const SharedEmail = createContext<[string, (value: string) => void] | null>(null);

/** The card's shared email (kept when the user switches tabs); outside a card, local state. */
export function useSharedEmail(): [string, (value: string) => void] {
  const shared = useContext(SharedEmail);
  const local = useState('');
  return shared ?? local;
}

/** The labelled "Email" input (type email, autocomplete email). */
export function EmailField(props: Omit<TextFieldProps, 'label' | 'type'>) {
  const m = useMessages();
  return <TextField label={m.email} type="email" name="email" autoComplete="email" required {...props} />;
}
