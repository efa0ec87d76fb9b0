/**
 * Client-side checks run before any request, mirroring the server's rules: a required value, the
 * email shape (name@domain.tld, no spaces), password length in code points (8 to 70 by default) and
 * matching repeats. Each returns the message to show under the field, or null when the value is fine.
 */
import { formatMessage, langOf } from './messages.js';
import type { Messages } from './messages.js';

export const checkRequired = (value: string, m: Messages): string | null => (value.trim() ? null : m.required);

export function checkEmail(value: string, m: Messages): string | null {
  return checkRequired(value, m) ?? (/^[^\s@]+@[^\s@]+\.[^\s@.]{2,}$/.test(value.trim()) ? null : m.invalidEmail);
}

export function checkPassword(value: string, m: Messages, min = 8, max = 70): string | null {
  const n = [...value].length;
  if (n < min) return formatMessage(m.passwordTooShort, { n: min }, langOf(m));
  return n > max ? formatMessage(m.passwordTooLong, { n: max }, langOf(m)) : null;
}

export const checkRepeat = (value: string, repeat: string, m: Messages): string | null => (value === repeat ? null : m.passwordsDoNotMatch);

/** Six digits (authenticator codes). */
export const checkDigits = (value: string, m: Messages, n = 6): string | null =>
  new RegExp(`^\\d{${n}}$`).test(value.trim()) ? null : formatMessage(m.invalidCode, { n }, langOf(m));
