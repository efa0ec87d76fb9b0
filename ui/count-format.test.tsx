import { renderToString } from 'react-dom/server';
import { afterAll, describe, expect, it } from 'vitest';
import { createClient, memoryTokenStore } from '../kernel/index.js';
import { errorMessage } from './error-message.js';
import { formatCount, type Locale } from './locale.js';
import { formatMessage } from './messages.js';
import { AuthProvider } from './provider.js';
import { useMessages } from './use-messages.js';
import { checkDigits, checkPassword } from './validate.js';

const client = createClient({
  projectId: 'p',
  publishableClientKey: 'pck',
  baseUrl: 'http://127.0.0.1:9',
  tokenStore: memoryTokenStore(),
  fetch: () => Promise.reject(new Error('no network in this test')),
  plugins: [],
});
afterAll(() => client.dispose());

/** A locale pack that only names its language: the strings stay English, the numbers follow the language. */
const only = (lang: string): Locale => ({ lang, messages: {} });

function Probe() {
  const m = useMessages();
  const tooShort = errorMessage({ code: 'PASSWORD_TOO_SHORT', message: 'x', details: { min_length: 1200 } }, m);
  return <p>{[checkDigits('1', m), checkPassword('a', m, 1500), tooShort].join(' | ')}</p>;
}
const shown = (locale?: Locale) =>
  renderToString(
    <AuthProvider client={client} {...(locale ? { locale } : {})}>
      <Probe />
    </AuthProvider>,
  ).replace(/<\/?p>/g, '');

describe('numbers and counts in messages follow the locale (Intl)', () => {
  it('numbers in messages are written the way the locale writes them; English by default', () => {
    expect(shown()).toBe('Please enter the 6-digit code. | Password too short. Minimum length is 1,500. | Password too short. Minimum length is 1,200.');
    expect(shown(only('de'))).toBe('Please enter the 6-digit code. | Password too short. Minimum length is 1.500. | Password too short. Minimum length is 1.200.');
    expect(shown(only('ar-EG'))).toBe('Please enter the ٦-digit code. | Password too short. Minimum length is ١٬٥٠٠. | Password too short. Minimum length is ١٬٢٠٠.');
    expect(formatMessage('{n} and {s}', { n: 12345.5, s: '12345' }, 'fr')).toBe('12\u202f345,5 and 12345');
  });

  it('formatCount picks the plural form of the language (Intl.PluralRules)', () => {
    const members = { one: '{n} member', other: '{n} members' };
    expect([0, 1, 2, 1000].map((n) => formatCount(n, members))).toEqual(['0 members', '1 member', '2 members', '1,000 members']);
    // Polish has four forms; a language's missing form falls back to 'other'
    const files = { one: '{n} plik', few: '{n} pliki', many: '{n} plików', other: '{n} pliku' };
    expect([1, 3, 5, 22, 1.5].map((n) => formatCount(n, files, 'pl'))).toEqual(['1 plik', '3 pliki', '5 plików', '22 pliki', '1,5 pliku']);
    expect(formatCount(1, { other: '{n} 名' }, 'ja')).toBe('1 名');
  });
});
