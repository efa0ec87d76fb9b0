// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { passwordViews } from '../../plugins/password/views.js';
import { password } from '../../plugins/password/index.js';
import { otpViews } from '../../plugins/otp/views.js';
import { Handler } from '../handler.js';
import { messages } from '../messages.js';
import { AuthProvider } from '../provider.js';
import { createUiHost } from '../test-kit.js';
import { formatDate, useLang } from '../locale.js';
import { de } from './de.js';
import { es } from './es.js';
import { fr } from './fr.js';
import { ja } from './ja.js';
import { it as itLocale } from './it.js';
import { ko } from './ko.js';
import { ptBR } from './pt-BR.js';
import { zhCN } from './zh-CN.js';
import { zhTW } from './zh-TW.js';

const host = createUiHost();
afterEach(() => {
  cleanup();
  host.disposeClients();
});

function renderAt(path: string, locale: typeof de | undefined, extra?: React.ReactNode) {
  const { client } = host.makeClient({ plugins: [password()] });
  const location = memoryLocation({ path });
  return render(
    <AuthProvider client={client} views={[passwordViews]} locale={locale} wait={() => Promise.resolve()}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <Handler />
        {extra}
      </Router>
    </AuthProvider>,
  );
}

describe('locale packs', () => {
  it.each([de, es, fr, itLocale, ja, ko, ptBR, zhCN, zhTW])('$lang covers every key of the ui and of the password and one-time-code views', (pack) => {
    const target: Record<string, string> = { ...messages, ...passwordViews.messages, ...otpViews.messages };
    const warn = console.warn;
    const warnings: string[] = [];
    console.warn = (...a: unknown[]) => void warnings.push(a.join(' '));
    try {
      pack.fill(target);
    } finally {
      console.warn = warn;
    }
    expect(warnings).toEqual([]);
    for (const k of Object.keys(target)) expect(target[k], k).not.toBe('');
    // every placeholder of the English text is kept
    const english: Record<string, string> = { ...messages, ...passwordViews.messages, ...otpViews.messages };
    for (const k of Object.keys(english)) expect(target[k]!.match(/\{\w+\}/g)?.sort(), k).toEqual(english[k]!.match(/\{\w+\}/g)?.sort());
  });

  it('<AuthProvider locale> switches the pages; a missing key falls back to English with a development warning', async () => {
    const warn = console.warn;
    const warnings: string[] = [];
    console.warn = (...a: unknown[]) => void warnings.push(a.join(' '));
    try {
      function Lang() {
        return <p data-testid="lang">{`${useLang()} ${formatDate(new Date(Date.UTC(2026, 0, 15, 12)), useLang())}`}</p>;
      }
      renderAt('/handler/sign-in', de, <Lang />);
      expect(await screen.findByRole('heading', { level: 1, name: 'Bei deinem Konto anmelden' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Anmelden' })).toBeTruthy();
      expect(screen.getByTestId('lang').textContent).toBe('de 15.01.2026');
      cleanup();
      // a pack without some keys: those stay English, and the console says which
      const { defineLocale } = await import('./define-locale.js');
      renderAt('/handler/sign-in', defineLocale('xx', { signInTitle: 'XX sign in' }));
      expect(await screen.findByRole('heading', { level: 1, name: 'XX sign in' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
      expect(warnings.some((w) => /^\[tinyauth\] locale xx: no text for email, password, .*; English is shown$/.test(w))).toBe(true);
    } finally {
      console.warn = warn;
    }
  });
});
