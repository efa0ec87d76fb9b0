import { useAuthContext } from './context.js';
import { formatMessage } from './messages.js';

/**
 * A language pack for `<AuthProvider locale={…}>`: its BCP 47 tag and its strings by message key. The ui's pack
 * (`@tinyauth/sdk/ui/locales/<lang>`) covers the ui and the password and one-time-code views; each other plugin
 * with views has its own (`@tinyauth/sdk/plugins/<id>/locales/<lang>`), so an app ships only the strings of the
 * plugins it loads. A key no pack has keeps its English text (a development build says which on the console).
 */
export interface Locale {
  lang: string;
  messages: Readonly<Record<string, string>>;
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
