import { useAuthContext } from './context.js';

/**
 * A language pack for `<AuthProvider locale={…}>`: its BCP 47 tag and its strings. `fill` puts its strings over
 * the English ones; a key it lacks keeps English (a development build says which on the console).
 */
export interface Locale {
  lang: string;
  fill(messages: Record<string, string>): void;
}

/** The language of the provider's locale (undefined: English, or the browser's for dates). */
export const useLang = (): string | undefined => useAuthContext().lang;

/** A date as the user's language writes it (`Intl`, medium style). */
export const formatDate = (date: Date, lang?: string): string => new Intl.DateTimeFormat(lang, { dateStyle: 'medium' }).format(date);
