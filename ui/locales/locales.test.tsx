// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { passwordViews } from '../../plugins/password/views.js';
import { password } from '../../plugins/password/index.js';
import { teams } from '../../plugins/teams/index.js';
import { teamsViews } from '../../plugins/teams/views.js';
import { teamsDe } from '../../plugins/teams/locales/de.js';
import { teamsJa } from '../../plugins/teams/locales/ja.js';
import { Handler } from '../handler.js';
import { AuthProvider } from '../provider.js';
import { createUiHost } from '../test-kit.js';
import { formatDate, useLang } from '../locale.js';
import type { Locale } from '../locale.js';
import { de } from './de.js';
import { ja } from './ja.js';

const host = createUiHost();
afterEach(() => {
  cleanup();
  host.disposeClients();
});

function renderAt(path: string, locale: Locale | undefined, extra?: React.ReactNode) {
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
      expect(warnings).toEqual([]);
      cleanup();
      // a pack without some keys: those stay English, and the console says which
      renderAt('/handler/sign-in', { lang: 'xx', messages: { signInTitle: 'XX sign in' } });
      expect(await screen.findByRole('heading', { level: 1, name: 'XX sign in' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toMatch(/^\[tinyauth\] locale xx: no text for email, password, .*passwordSendResetLink.*; English is shown \(no pack for the views of password: add their locales\/xx pack\)$/);
    } finally {
      console.warn = warn;
    }
  });

  it('takes a list of packs: the ui\'s and a plugin\'s; the warning considers the merged set and names the views left out', async () => {
    const warn = console.warn;
    const warnings: string[] = [];
    console.warn = (...a: unknown[]) => void warnings.push(a.join(' '));
    try {
      const { client } = host.makeClient({ plugins: [password(), teams()] });
      const at = (locale: Locale | readonly Locale[]) => {
        const location = memoryLocation({ path: '/handler/team-invitation?code=abc' });
        return render(
          <AuthProvider client={client} views={[passwordViews, teamsViews]} locale={locale} wait={() => Promise.resolve()}>
            <Router hook={location.hook} searchHook={location.searchHook}>
              <Handler />
            </Router>
          </AuthProvider>,
        );
      };
      at([ja, teamsJa]);
      expect(await screen.findByText('このチームへの招待を受けるには、サインインするかアカウントを作成してください。')).toBeTruthy();
      expect(screen.getByRole('link', { name: 'サインイン' })).toBeTruthy();
      expect(warnings).toEqual([]);
      cleanup();
      // the ui's pack alone: the teams strings stay English and the warning lists them, with the pack to add
      at(ja);
      expect(await screen.findByText('Sign in or create an account to accept this team invitation.')).toBeTruthy();
      expect(screen.getByRole('link', { name: 'サインイン' })).toBeTruthy();
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toMatch(/^\[tinyauth\] locale ja: no text for teamsTitle, .*, TEAM_PERMISSION_REQUIRED; English is shown \(no pack for the views of teams: add their locales\/ja pack\)$/);
      expect(warnings[0]).not.toMatch(/\bemail\b|passwordReset/);
      cleanup();
      warnings.length = 0;
      // packs of two languages together: said too
      at([ja, teamsDe]);
      expect(await screen.findByText(/Melde dich an oder erstelle ein Konto/)).toBeTruthy();
      expect(warnings).toEqual(['[tinyauth] locale packs of different languages are mixed: ja, de']);
    } finally {
      console.warn = warn;
    }
  });
});
