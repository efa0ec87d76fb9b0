import { useAuthContext } from './context.js';
import { formatMessage } from './messages.js';

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

/**
 * A count in the grammatical form the language needs (`Intl.PluralRules`), its number written the language's
 * way: `forms` maps plural categories ('one', 'few', 'many', 'other'…) to messages with `{n}`; 'other' is
 * the fallback. `formatCount(3, { one: '{n} member', other: '{n} members' }, lang)`.
 */
export const formatCount = (n: number, forms: { other: string } & Partial<Record<Intl.LDMLPluralRule, string>>, lang?: string): string =>
  formatMessage(forms[new Intl.PluralRules(lang ?? 'en').select(n)] ?? forms.other, { n }, lang);
