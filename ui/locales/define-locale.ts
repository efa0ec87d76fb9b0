import { devWarn } from '../dev.js';
import type { Locale } from '../locale.js';

/**
 * A language pack from its strings (keys of the ui and of plugin views). Keys it lacks keep their English text;
 * a development build names them on the console once.
 */
export function defineLocale(lang: string, strings: Readonly<Record<string, string>>): Locale {
  return {
    lang,
    fill(messages) {
      const missing = Object.keys(messages).filter((k) => !(k in strings));
      if (missing.length) devWarn(`locale ${lang}: no text for ${missing.join(', ')}; English is shown`);
      Object.assign(messages, strings);
    },
  };
}
