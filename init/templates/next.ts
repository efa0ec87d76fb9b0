import type { AppInfo, FrameworkTemplate, InitChoices, TemplateFile } from './template.js';

/** `app/` or `src/app/`: where the App Router's files go (the middleware sits beside `app/`). */
const rootOf = (app: AppInfo) => (!app.has('app') && app.has('src/app') ? 'src/' : '');

const layoutOf = (app: AppInfo, root: string) =>
  ['layout.tsx', 'layout.jsx', 'layout.ts', 'layout.js'].map((f) => `${root}app/${f}`).find((f) => app.has(f)) ?? `${root}app/layout.tsx`;

/** The plugins option, only when the choice differs from the subpath's default (password and otp). */
function pluginsProp(c: InitChoices): string | null {
  const names = c.plugins.map((p) => p.name);
  return names.join(',') === 'password,otp' ? null : `[${names.map((n) => `'${n}'`).join(', ')}]`;
}

function env(c: InitChoices): string {
  return `# tinyauth: the API host and the project's publishable key (public: it ships in the browser bundle).
NEXT_PUBLIC_STACK_API_URL=${c.baseUrl}
NEXT_PUBLIC_STACK_PROJECT_ID=${c.projectId}
NEXT_PUBLIC_STACK_PUBLISHABLE_CLIENT_KEY=${c.publishableClientKey}
`;
}

const HANDLER = `// Serves /handler/sign-in, /handler/sign-up, /handler/account-settings and the other handler pages.
import { HandlerPage } from '@tinyauth/sdk/next';

export default HandlerPage;
`;

const NOT_FOUND = `// The 404 page of unknown /handler/... paths: a "Page not found" card with the way home.
import { HandlerNotFound } from '@tinyauth/sdk/next';

export default HandlerNotFound;
`;

const MIDDLEWARE = `// Keeps the session cookies fresh and sends signed-out visitors of /protected to sign-in.
import { authMiddleware } from '@tinyauth/sdk/next';

export default authMiddleware({ protect: ['/protected(.*)'] });

export const config = { matcher: ['/((?!_next/|api/|favicon.ico).*)'] };
`;

function protectedPage(c: InitChoices): string {
  const plugins = pluginsProp(c);
  return `// An example page only signed-in users see: the server reads the user from the session cookies.
import { getUser } from '@tinyauth/sdk/next';

export default async function Protected() {
  const user = await getUser({ or: 'redirect'${plugins ? `, plugins: ${plugins}` : ''} });
  return (
    <main>
      <h1>Protected page</h1>
      <p>
        Signed in as <b>{user.displayName ?? user.primaryEmail}</b>
      </p>
      <p>
        <a href="/handler/account-settings">Account settings</a> · <a href="/handler/sign-out">Sign out</a>
      </p>
    </main>
  );
}
`;
}

/**
 * Puts `<AuthProvider>` around the `{children}` of the root layout's default export, made async to pass the
 * server's user; null when the layout is not the plain shape create-next-app writes (one `{children}`, an
 * `export default function`), for the user to do by hand.
 */
export function wrapLayout(current: string, c: InitChoices): string | null {
  if (current.includes('<AuthProvider')) return current;
  const fn = /export\s+default\s+(async\s+)?function\b/;
  // 'use client' layouts cannot be async; a layout with other shapes is left to the user
  if (!fn.test(current) || /^\s*['"]use client['"]/.test(current)) return null;
  const slot = />\s*\{\s*children\s*\}\s*</g;
  if ((current.match(slot) ?? []).length !== 1) return null;
  const plugins = pluginsProp(c);
  const lines = current.split('\n');
  let last = -1;
  lines.forEach((l, i) => {
    if (/^import\b/.test(l) || /^\}\s*from\s/.test(l)) last = i;
  });
  lines.splice(last + 1, 0, "import { AuthProvider, getUser } from '@tinyauth/sdk/next';");
  const provider = plugins
    ? `<AuthProvider plugins={${plugins}} initialUser={await getUser({ plugins: ${plugins} })}>{children}</AuthProvider>`
    : '<AuthProvider initialUser={await getUser()}>{children}</AuthProvider>';
  return lines
    .join('\n')
    .replace(fn, (m, async?: string) => (async ? m : m.replace('function', 'async function')))
    .replace(/(>\s*)\{\s*children\s*\}(?=\s*<)/, (_, before: string) => before + provider);
}

export const nextTemplate: FrameworkTemplate = {
  id: 'next',
  label: 'Next.js (App Router)',
  detect: (app) => 'next' in app.dependencies,
  unsupported: (app) =>
    app.has('app') || app.has('src/app')
      ? null
      : 'this Next.js app has no app/ (or src/app/) folder: init sets up the App Router only. Create app/layout.tsx first, or follow docs/guides/nextjs.md.',
  peers: ['wouter'],
  devCommand: 'npm run dev',
  files(app, choices): TemplateFile[] {
    const root = rootOf(app);
    const layout = layoutOf(app, root);
    const provider = pluginsProp(choices) ? `<AuthProvider plugins={${pluginsProp(choices)}} …>` : '<AuthProvider initialUser={await getUser()}>';
    return [
      { path: `${root}app/handler/[[...path]]/page.tsx`, content: HANDLER, what: 'the handler pages (sign-in, sign-up, account settings…)' },
      { path: `${root}app/handler/[[...path]]/not-found.tsx`, content: NOT_FOUND, what: 'the 404 page of unknown handler paths' },
      { path: `${root}app/protected/page.tsx`, content: protectedPage(choices), what: 'a protected example page at /protected' },
      { path: `${root}middleware.ts`, content: MIDDLEWARE, what: 'the middleware: fresh session cookies, /protected for signed-in users' },
      { path: '.env.local', content: env(choices), what: 'the development keys' },
      {
        path: layout,
        edit: (current) => wrapLayout(current, choices),
        what: 'the app wrapped in <AuthProvider>',
        manual: `in ${layout}, import { AuthProvider, getUser } from '@tinyauth/sdk/next', make the layout async and render {children} inside ${provider}`,
      },
    ];
  },
};
