import type { AppInfo, FrameworkTemplate, InitChoices, TemplateFile } from './template.js';

const entryOf = (app: AppInfo) => ['src/main.tsx', 'src/main.jsx', 'src/main.ts', 'src/main.js'].find((f) => app.has(f)) ?? 'src/main.tsx';

function client(c: InitChoices): string {
  const factories = c.plugins.map((p) => p.factory);
  return `// The tinyauth client of this app. Its settings come from .env.local (VITE_TINYAUTH_*).
import { cookieTokenStore, createClient, ${factories.join(', ')} } from '@tinyauth/sdk';

export const client = createClient({
  baseUrl: import.meta.env.VITE_TINYAUTH_URL,
  projectId: import.meta.env.VITE_TINYAUTH_PROJECT_ID,
  publishableClientKey: import.meta.env.VITE_TINYAUTH_PUBLISHABLE_CLIENT_KEY,
  tokenStore: cookieTokenStore(),
  plugins: [${factories.map((f) => `${f}()`).join(', ')}],
});
`;
}

function authRoot(c: InitChoices, ts: boolean): string {
  const views = c.plugins.map((p) => `import { ${p.views} } from '@tinyauth/sdk/plugins/${p.name}/views';`).join('\n');
  return `// Puts the auth provider around the app and routes /handler/* (sign-in, sign-up, account settings…)
// and the example /protected page. Other paths render the app as before.
${ts ? "import type { ReactNode } from 'react';\n" : ''}import { AuthProvider, Handler } from '@tinyauth/sdk/ui';
${views}
import { client } from './client';
import { Protected } from './Protected';

const views = [${c.plugins.map((p) => p.views).join(', ')}];

export function AuthRoot({ children }${ts ? ': { children: ReactNode }' : ''}) {
  const path = window.location.pathname;
  return (
    <AuthProvider client={client} views={views}>
      {path === '/handler' || path.startsWith('/handler/') ? <Handler /> : path === '/protected' ? <Protected /> : children}
    </AuthProvider>
  );
}
`;
}

const PROTECTED = `// An example page only signed-in users see: others go to sign-in and come back here.
import { useUser } from '@tinyauth/sdk/ui';

export function Protected() {
  const user = useUser({ or: 'redirect' });
  if (!user) return <p>Loading…</p>;
  return (
    <main>
      <h1>Protected page</h1>
      <p>Signed in as {user.displayName ?? user.primaryEmail}</p>
      <p>
        <a href="/handler/account-settings">Account settings</a> · <a href="/handler/sign-out">Sign out</a>
      </p>
    </main>
  );
}
`;

function env(c: InitChoices): string {
  return `# tinyauth: the API host and the project's publishable key (public: it ships in the browser bundle).
VITE_TINYAUTH_URL=${c.baseUrl}
VITE_TINYAUTH_PROJECT_ID=${c.projectId}
VITE_TINYAUTH_PUBLISHABLE_CLIENT_KEY=${c.publishableClientKey}
`;
}

/** Wraps the rendered `<App />` of the entry in `<AuthRoot>`; null when the entry does not render `<App />`. */
export function wrapEntry(current: string): string | null {
  if (current.includes('<AuthRoot>')) return current;
  if (!/<App\s*\/>/.test(current)) return null;
  const lines = current.split('\n');
  let last = -1;
  lines.forEach((l, i) => {
    if (/^import\b/.test(l)) last = i;
  });
  lines.splice(last + 1, 0, "import { AuthRoot } from './tinyauth/AuthRoot';");
  return lines.join('\n').replace(/<App\s*\/>/, '<AuthRoot><App /></AuthRoot>');
}

export const viteTemplate: FrameworkTemplate = {
  id: 'vite',
  label: 'Vite + React',
  detect: (app) => 'vite' in app.dependencies && 'react' in app.dependencies,
  peers: ['react', 'react-dom', 'wouter'],
  devCommand: 'npm run dev',
  files(app, choices): TemplateFile[] {
    const entry = entryOf(app);
    const ts = /\.tsx?$/.test(entry);
    const x = ts ? 'ts' : 'js';
    return [
      { path: `src/tinyauth/client.${x}`, content: client(choices), what: 'the client module' },
      { path: `src/tinyauth/AuthRoot.${x}x`, content: authRoot(choices, ts), what: 'the provider and the /handler/* route' },
      { path: `src/tinyauth/Protected.${x}x`, content: PROTECTED, what: 'a protected example page at /protected' },
      { path: '.env.local', content: env(choices), what: 'the development keys' },
      {
        path: entry,
        edit: wrapEntry,
        what: 'the app wrapped in <AuthRoot>',
        manual: `render your app inside <AuthRoot> (import { AuthRoot } from './tinyauth/AuthRoot') in ${entry}`,
      },
    ];
  },
};
