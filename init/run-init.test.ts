import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runInit } from './run-init.js';

const root = mkdtempSync(join(tmpdir(), 'tinyauth-init-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
let n = 0;

/** The entry create-vite's react-ts template writes. */
const VITE_MAIN = `import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import './index.css'
import App from './App.tsx'

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
`;

function app(deps: Record<string, string>, files: Record<string, string> = {}) {
  const dir = join(root, `app-${++n}`);
  mkdirSync(join(dir, 'src'), { recursive: true });
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'a', dependencies: deps }));
  for (const [f, c] of Object.entries(files)) writeFileSync(join(dir, f), c);
  return dir;
}

async function init(dir: string, argv: string[], answers?: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const asked: string[] = [];
  const ask = answers ? async (q: string) => (asked.push(q), answers.shift() ?? '') : null;
  const code = await runInit(argv, { cwd: dir, out: (l) => void out.push(l), err: (l) => void err.push(l), ask });
  return { code, out: out.join('\n'), err: err.join('\n'), asked };
}

const read = (dir: string, f: string) => readFileSync(join(dir, f), 'utf8');
const vite = { vite: '^8', react: '^19', 'react-dom': '^19' };

describe('init', () => {
  it('--yes on a fresh Vite + React app writes the client, provider, handler route, .env.local and protected page, wraps the entry', async () => {
    const dir = app(vite, { 'src/main.tsx': VITE_MAIN });
    const r = await init(dir, ['--yes']);
    expect(r.code).toBe(0);
    expect(r.out).toContain('init: Vite + React app in');
    for (const f of ['src/tinyauth/client.ts', 'src/tinyauth/AuthRoot.tsx', 'src/tinyauth/Protected.tsx', '.env.local']) expect(r.out).toContain(`created ${f}`);
    expect(r.out).toContain('changed src/main.tsx: the app wrapped in <AuthRoot>');
    expect(r.out).toMatch(/Next: npm install wouter && npm run dev, with the local API host running \(npx @tinyauth\/host --playground\), then open \/protected\.$/);
    expect(read(dir, 'src/tinyauth/client.ts')).toContain("import { cookieTokenStore, createClient, password, otp } from '@tinyauth/sdk';");
    expect(read(dir, 'src/tinyauth/AuthRoot.tsx')).toContain("import { otpViews } from '@tinyauth/sdk/plugins/otp/views';");
    expect(read(dir, '.env.local')).toContain('VITE_TINYAUTH_URL=http://localhost:8102\nVITE_TINYAUTH_PROJECT_ID=internal\n');
    const main = read(dir, 'src/main.tsx');
    expect(main).toContain("import App from './App.tsx'\nimport { AuthRoot } from './tinyauth/AuthRoot';\n");
    expect(main).toContain('<AuthRoot><App /></AuthRoot>');
    // a second run has nothing to do
    expect((await init(dir, ['--yes'])).out).toContain('Nothing to change.');
  });

  it('never overwrites a file without asking: --yes keeps it, a "y" answer replaces it', async () => {
    const dir = app({ ...vite, wouter: '^3' }, { 'src/main.tsx': VITE_MAIN, '.env.local': 'MINE=1\n' });
    const kept = await init(dir, ['--yes', '--plugins', 'password', '--url', 'https://auth.example.com/']);
    expect(kept.out).toContain('Kept as they were (not overwritten): .env.local');
    expect(kept.out).toMatch(/Next: npm run dev, then open \/protected\.$/);
    expect(read(dir, '.env.local')).toBe('MINE=1\n');
    expect(read(dir, 'src/tinyauth/client.ts')).toContain('plugins: [password()],');

    const dir2 = app(vite, { 'src/main.tsx': VITE_MAIN, '.env.local': 'MINE=1\n' });
    const asked = await init(dir2, [], ['teams', '', 'y', 'n']);
    expect(asked.asked).toEqual([
      'Plugins, any of password, otp, oauth, passkey, mfa, teams, contact-channels (password,otp): ',
      'API host URL (http://localhost:8102): ',
      '.env.local exists. Overwrite it with the development keys? [y/n] (n): ',
      'Change src/main.tsx: the app wrapped in <AuthRoot>? [y/n] (y): ',
    ]);
    expect(read(dir2, '.env.local')).toContain('VITE_TINYAUTH_PUBLISHABLE_CLIENT_KEY=');
    expect(read(dir2, 'src/main.tsx')).toBe(VITE_MAIN);
    expect(asked.out).toContain("To do by hand:\n  render your app inside <AuthRoot> (import { AuthRoot } from './tinyauth/AuthRoot') in src/main.tsx");
  });

  it('JavaScript apps get .js/.jsx files without types', async () => {
    const dir = app(vite, { 'src/main.jsx': VITE_MAIN.replace('App.tsx', 'App.jsx').replace(')!', ')') });
    expect((await init(dir, ['-y'])).code).toBe(0);
    expect(read(dir, 'src/tinyauth/AuthRoot.jsx')).toContain('export function AuthRoot({ children }) {');
    expect(read(dir, 'src/tinyauth/client.js')).toContain('createClient({');
  });

  it('Next.js is recognised and says when its setup comes; other apps, bad flags and bad values exit 2 with the reason', async () => {
    const next = await init(app({ next: '^16', react: '^19' }), ['--yes']);
    expect(next.code).toBe(2);
    expect(next.err).toMatch(/^init: found Next\.js \(App Router\)\. Next\.js support in init comes with the @tinyauth\/sdk\/next subpath/);
    const other = await init(app({ express: '^5' }), ['--yes']);
    expect(other.err).toMatch(/is neither a Vite \+ React app .* nor a Next\.js app\. Pass --framework to choose\./);
    const bogus = await init(app(vite), ['--bogus']);
    expect(bogus.code).toBe(2);
    expect(bogus.err).toMatch(/^init: Unknown option '--bogus'[\s\S]*Usage: npx @tinyauth\/sdk init \[options\]/);
    expect((await init(app(vite), ['--yes', '--plugins', 'password,sms'])).err).toBe(
      'init: unknown plugin sms; choose from password, otp, oauth, passkey, mfa, teams, contact-channels.',
    );
    expect((await init(app(vite), ['--yes', '--url', 'http://localhost:8102/api/v1'])).err).toMatch(/without a path.*\(the client adds \/api\/v1\)/);
    expect((await init(root, ['--yes', '--dir', 'nowhere'])).err).toMatch(/^init: no package.json in /);
  });
});
