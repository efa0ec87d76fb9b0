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
  for (const [f, c] of Object.entries(files)) {
    mkdirSync(join(dir, f, '..'), { recursive: true });
    writeFileSync(join(dir, f), c);
  }
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
const next = { next: '^15', react: '^19', 'react-dom': '^19' };

/** The root layout create-next-app writes (fonts trimmed). */
const NEXT_LAYOUT = `import type { Metadata } from "next";
import "./globals.css";

export const metadata: Metadata = {
  title: "Create Next App",
};

export default function RootLayout({
  children,
}: Readonly<{
  children: React.ReactNode;
}>) {
  return (
    <html lang="en">
      <body className={\`\${geistSans.variable}\`}>
        {children}
      </body>
    </html>
  );
}
`;

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
    expect(read(dir, '.env.local')).toContain('VITE_TINYAUTH_URL=http://localhost:8102\nVITE_TINYAUTH_PROJECT_ID=local\n');
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

  it('Next.js (App Router) --yes writes the handler pages, middleware, protected page and .env.local, and wraps the layout', async () => {
    const dir = app(next, { 'app/layout.tsx': NEXT_LAYOUT, 'app/page.tsx': 'export default function Home() { return <main />; }\n' });
    const r = await init(dir, ['--yes']);
    expect(r.code, r.err).toBe(0);
    expect(r.out).toContain('init: Next.js (App Router) app in');
    for (const f of ['app/handler/[[...path]]/page.tsx', 'app/handler/[[...path]]/not-found.tsx', 'app/protected/page.tsx', 'middleware.ts', '.env.local']) {
      expect(r.out).toContain(`created ${f}`);
    }
    expect(r.out).toContain('changed app/layout.tsx: the app wrapped in <AuthProvider>');
    expect(r.out).toMatch(/Next: npm install wouter && npm run dev, with the local API host running \(npx @tinyauth\/host --playground\), then open \/protected\.$/);
    expect(read(dir, 'app/handler/[[...path]]/page.tsx')).toContain("import { HandlerPage } from '@tinyauth/sdk/next';\n\nexport default HandlerPage;");
    expect(read(dir, 'app/handler/[[...path]]/not-found.tsx')).toContain("import { HandlerNotFound } from '@tinyauth/sdk/next';\n\nexport default HandlerNotFound;");
    expect(read(dir, 'middleware.ts')).toContain("export default authMiddleware({ protect: ['/protected(.*)'] });");
    expect(read(dir, 'app/protected/page.tsx')).toContain("const user = await getUser({ or: 'redirect' });");
    expect(read(dir, '.env.local')).toBe(
      '# tinyauth: the API host and the project\'s publishable key (public: it ships in the browser bundle).\n' +
        'NEXT_PUBLIC_STACK_API_URL=http://localhost:8102\nNEXT_PUBLIC_STACK_PROJECT_ID=local\n' +
        'NEXT_PUBLIC_STACK_PUBLISHABLE_CLIENT_KEY=local-project-publishable-client-key-for-development-only\n',
    );
    const layout = read(dir, 'app/layout.tsx');
    expect(layout).toContain('import "./globals.css";\nimport { AuthProvider, getUser } from \'@tinyauth/sdk/next\';\n');
    expect(layout).toContain('export default async function RootLayout({');
    expect(layout).toContain('<body className={`${geistSans.variable}`}>\n        <AuthProvider initialUser={await getUser()}>{children}</AuthProvider>\n      </body>');
    expect((await init(dir, ['--yes'])).out).toContain('Nothing to change.');
  });

  it('Next.js with src/app and other plugins: files under src/, the plugins passed to the provider and getUser', async () => {
    const dir = app(next, { 'src/app/layout.tsx': NEXT_LAYOUT });
    const r = await init(dir, ['--yes', '--plugins', 'password,teams']);
    expect(r.code, r.err).toBe(0);
    for (const f of ['src/app/handler/[[...path]]/page.tsx', 'src/app/protected/page.tsx', 'src/middleware.ts']) expect(r.out).toContain(`created ${f}`);
    expect(read(dir, 'src/app/layout.tsx')).toContain(
      "<AuthProvider plugins={['password', 'teams']} initialUser={await getUser({ plugins: ['password', 'teams'] })}>{children}</AuthProvider>",
    );
    expect(read(dir, 'src/app/protected/page.tsx')).toContain("getUser({ or: 'redirect', plugins: ['password', 'teams'] })");
  });

  it('Next.js: existing files are kept, a layout it cannot edit safely (or a "n") is left as it was, with what to add', async () => {
    const mine = 'export default function Page() { return null; }\n';
    const odd = 'const Layout = ({ children }) => <html><body><div>{children}</div>{children}</body></html>;\nexport default Layout;\n';
    const dir = app(next, { 'app/layout.tsx': odd, 'app/protected/page.tsx': mine, 'middleware.ts': mine });
    const r = await init(dir, ['--yes']);
    expect(r.code).toBe(0);
    expect(r.out).toContain('Kept as they were (not overwritten): app/protected/page.tsx, middleware.ts');
    expect(read(dir, 'app/protected/page.tsx')).toBe(mine);
    expect(read(dir, 'app/layout.tsx')).toBe(odd);
    expect(r.out).toContain(
      "To do by hand:\n  in app/layout.tsx, import { AuthProvider, getUser } from '@tinyauth/sdk/next', make the layout async and render {children} inside <AuthProvider initialUser={await getUser()}>",
    );

    const dir2 = app(next, { 'app/layout.tsx': NEXT_LAYOUT, 'middleware.ts': mine });
    const asked = await init(dir2, [], ['', '', 'y', 'n']);
    expect(asked.asked.slice(2)).toEqual([
      'middleware.ts exists. Overwrite it with the middleware: fresh session cookies, /protected for signed-in users? [y/n] (n): ',
      'Change app/layout.tsx: the app wrapped in <AuthProvider>? [y/n] (y): ',
    ]);
    expect(read(dir2, 'middleware.ts')).toContain('authMiddleware');
    expect(read(dir2, 'app/layout.tsx')).toBe(NEXT_LAYOUT);
  });

  it('a Next.js app without the App Router, other apps, bad flags and bad values exit 2 with the reason', async () => {
    const pages = await init(app(next), ['--yes']);
    expect(pages.code).toBe(2);
    expect(pages.err).toMatch(/^init: this Next\.js app has no app\/ \(or src\/app\/\) folder: init sets up the App Router only\./);
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
